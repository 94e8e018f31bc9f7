/**
 * Test data for the editor API tests, made through the API itself (the import selection points at the Drive
 * stand-in's sample videos) and, for the client's side, through the review API with the share token.
 */
import { z } from 'zod';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { documentClient } from '../../../../functions/platform/aws/clients';
import type { DbPort } from '../../../../functions/platform/db/db-port';
import { setPlan } from '../../../../functions/projects/store/profile-repository';
import type { PlanLevel } from '../../../../shared/domain/status-values';
import { testTableName } from '../../../support/env';
import type { Endpoint, EndpointResponse } from '../../../../shared/api/endpoint';
import { getProfile } from '../../../../shared/api/endpoints/profile';
import {
  createProject,
  getProject,
  type ImportVideo,
  type ProjectDetail,
} from '../../../../shared/api/endpoints/projects';
import { submitReviewNotes } from '../../../../shared/api/endpoints/review';
import type { Project } from '../../../../shared/domain/entities';
import { DRIVE_STAND_IN_FILES } from '../../../../infra/local/drive-stand-in/drive-fixtures';
import { callEndpoint, type ApiResult, type CallOptions } from './editor-client';

export interface TestUser {
  userId: string;
  email: string;
  token: string;
}

/** Calls an endpoint, expects its success status and checks the body against the contract's schema. */
export async function expectOk<E extends Endpoint>(
  endpoint: E,
  options: CallOptions,
): Promise<EndpointResponse<E>> {
  const result = await callEndpoint(endpoint, options);
  if (result.status !== (endpoint.successStatus ?? 200)) {
    throw new Error(`${endpoint.id} answered ${result.status}: ${JSON.stringify(result.body)}`);
  }
  const parsed = z.safeParse(endpoint.response, result.body);
  if (!parsed.success)
    throw new Error(`${endpoint.id} response breaks the contract: ${parsed.error.message}`);
  return parsed.data as EndpointResponse<E>;
}

/** Expects an error answer with this status (and message, when given); returns the error body. */
export function expectError(
  result: ApiResult,
  status: number,
  message?: string,
): { code: string; message: string; fields?: Record<string, string> } {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  const body = result.body as { error?: { code: string; message: string; fields?: Record<string, string> } };
  expect(body.error).toBeDefined();
  if (message !== undefined) expect(body.error?.message).toBe(message);
  return body.error as { code: string; message: string; fields?: Record<string, string> };
}

/** An import selection of `count` of the stand-in's sample videos. */
export function sampleSelection(count: number): ImportVideo[] {
  return Array.from({ length: count }, (_, i) => {
    const fileId = DRIVE_STAND_IN_FILES.samples[i % DRIVE_STAND_IN_FILES.samples.length] as string;
    return {
      fileId,
      title: `Sample ${i + 1}`,
      fileName: `sample-${i + 1}.mp4`,
      mimeType: 'video/mp4',
      thumbnailLink: null,
      webViewLink: `https://drive.google.com/file/d/${fileId}/view`,
      size: 1000 + i,
      previewUrl: `https://drive.google.com/file/d/${fileId}/preview`,
    };
  });
}

export async function createProjectAs(
  user: TestUser,
  options: { name?: string; videos?: number } = {},
): Promise<Project> {
  return expectOk(createProject, {
    token: user.token,
    body: {
      name: options.name ?? `Project ${Math.random().toString(36).slice(2, 8)}`,
      clientDisplayName: 'Client Co',
      videos: sampleSelection(options.videos ?? 2),
    },
  });
}

export function getProjectAs(user: TestUser, projectId: string): Promise<ProjectDetail> {
  return expectOk(getProject, { token: user.token, params: { projectId } });
}

/** Notes from the client through the review API (as a reviewer would send them). */
export async function submitNotesAsClient(
  detail: ProjectDetail,
  notes: Array<{ videoIndex: number; body: string; timecodeMs?: number }>,
): Promise<void> {
  const batchId = crypto.randomUUID();
  await expectOk(submitReviewNotes, {
    params: { token: detail.reviewLink.token },
    body: {
      batchId,
      reviewerName: 'Client Reviewer',
      notes: notes.map((n) => {
        const video = detail.videos[n.videoIndex];
        if (!video?.currentVersionId) throw new Error(`video ${n.videoIndex} has no current version`);
        return {
          videoId: video.id,
          videoVersionId: video.currentVersionId,
          body: n.body,
          timecodeMs: n.timecodeMs ?? 1000,
        };
      }),
    },
  });
}

/** Creates the caller's profile (first call) and returns it. */
export function ensureProfileOf(user: TestUser) {
  return expectOk(getProfile, { token: user.token });
}

// Signed URLs carry their signing time; the dashboard's trend buckets and answer time move with the clock.
const VOLATILE_KEYS = new Set([
  'playbackUrl',
  'thumbnailUrl',
  'profilePictureUrl',
  'generatedAt',
  'weekStart',
  'end',
]);

/** A deep copy without the fields that change on every read (signed URLs, timestamps of the answer). */
export function stable<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) => (VOLATILE_KEYS.has(key) ? '<volatile>' : v)),
  ) as T;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the local system has the download worker (the DRIVE IMPORT function) to take versions out of processing. */
export const hasDownloadWorker = existsSync(
  fileURLToPath(new URL('../../../../functions/download-video/handler.ts', import.meta.url)),
);

/**
 * Puts the user on a plan (the billing webhook's job in the product) straight through the data layer against
 * DynamoDB Local, so that a test can hold more projects than the free plan allows.
 */
export async function setPlanOf(user: TestUser, plan: PlanLevel): Promise<void> {
  await ensureProfileOf(user);
  const db: DbPort = { doc: documentClient(), tableName: testTableName() };
  await setPlan(db, user.userId, { planLevel: plan });
}

/**
 * Waits until the download worker has finished with every version of the project (none `processing`), so
 * that later reads are not changed under the test by the worker. Gives up quietly after `timeoutMs` (a
 * local system without the worker leaves versions processing) and answers the last read.
 */
export async function settledProject(
  user: TestUser,
  projectId: string,
  timeoutMs = 30_000,
): Promise<ProjectDetail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const detail = await getProjectAs(user, projectId);
    const busy = detail.videos.some(
      (v) => v.status === 'processing' || v.versions.some((x) => x.status === 'processing'),
    );
    if (!busy || !hasDownloadWorker || Date.now() > deadline) return detail;
    await sleep(250);
  }
}
