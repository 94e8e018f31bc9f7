/**
 * Review projects for the integration and e2e tests, made with the data layer's own functions against the
 * running local system (DynamoDB Local, the S3 stand-in): an owner profile with a unique e-mail, the sample
 * MP4s uploaded to the media bucket, a project whose versions are stored there, and its share token.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ulid } from 'ulid';
import type { SubmitNotesBody } from '../../../shared/api/endpoints/review';
import { generateShareToken } from '../../../shared/domain/share-token';
import { documentClient, s3Client } from '../../../functions/platform/aws/clients';
import { mediaBucket, tableName } from '../../../functions/platform/config/env';
import type { DbPort } from '../../../functions/platform/db/db-port';
import { createProfileIfAbsent } from '../../../functions/projects/store/profile-repository';
import { archiveProject, createProject } from '../../../functions/projects/store/project-repository';
import { recordDownloadResult } from '../../../functions/projects/store/video-repository';
import { frameRateValue, type VersionFrameTiming } from '../../../shared/lib/frame-time';
import { SAMPLES } from '../../../infra/local/drive-stand-in/drive-catalog';

const SAMPLE_DIR = join(import.meta.dirname, '..', '..', '..', 'infra', 'local', 'sample-media');

export interface ReviewFixture {
  db: DbPort;
  token: string;
  projectId: string;
  ownerId: string;
  ownerEmail: string;
  projectName: string;
  clientDisplayName: string;
  videos: { id: string; title: string; versionId: string }[];
}

export interface ReviewFixtureOptions {
  videoCount?: number;
  /** null = never expires; default 7 days from now. */
  shareExpiresAt?: string | null;
  archived?: boolean;
  /** Leave the versions processing (no stored copy, only the Drive preview link). */
  stored?: boolean;
  /** The stored versions' probed frame timing (default: none recorded, the legacy decimal 25 fps only). */
  frameTiming?: VersionFrameTiming;
  /** An existing (signed-in) owner instead of a new one. */
  owner?: { userId: string; email: string };
  /** The project's name (default `Review test …`). */
  projectName?: string;
  /** Which sample files the videos are, in order (default: the samples in turn). */
  samples?: readonly (typeof SAMPLES)[number][];
}

/** A client's batch of notes on the fixture's first video, one second apart, under a new batch id. */
export function noteBatchOn(
  f: ReviewFixture,
  bodies: readonly string[],
  reviewerName: string,
): SubmitNotesBody {
  const video = f.videos[0];
  if (!video) throw new Error('The review fixture has no video');
  return {
    batchId: randomUUID(),
    reviewerName,
    notes: bodies.map((body, i) => ({
      videoId: video.id,
      videoVersionId: video.versionId,
      body,
      timecodeMs: 1000 * (i + 1),
    })),
  };
}

export function testDb(): DbPort {
  return { doc: documentClient(), tableName: tableName() };
}

export async function createReviewFixture(options: ReviewFixtureOptions = {}): Promise<ReviewFixture> {
  const db = testDb();
  const now = new Date().toISOString();
  const ownerId = options.owner?.userId ?? `owner-${ulid()}`;
  const ownerEmail = options.owner?.email ?? `owner-${ulid().toLowerCase()}@test.cutroom.local`;
  await createProfileIfAbsent(db, {
    id: ownerId,
    email: ownerEmail,
    fullName: 'Review Owner',
    createdAt: now,
  });

  const projectId = ulid();
  const token = generateShareToken();
  const count = options.videoCount ?? 2;
  const projectName = options.projectName ?? `Review test ${projectId.slice(-6)}`;
  const clientDisplayName = 'Acme Client';
  const videos = Array.from({ length: count }, (_, i) => {
    const choice = options.samples ?? SAMPLES;
    const sample = choice[i % choice.length] ?? SAMPLES[0];
    return { id: ulid(), versionId: ulid(), sample, title: `${sample}.mp4`, fileId: `file-${ulid()}` };
  });
  await createProject(db, {
    id: projectId,
    userId: ownerId,
    name: projectName,
    clientDisplayName,
    shareToken: token,
    shareExpiresAt:
      options.shareExpiresAt === undefined
        ? new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString()
        : options.shareExpiresAt,
    createdAt: now,
    activeProjectCap: null,
    videos: videos.map((v) => ({
      id: v.id,
      title: v.title,
      fileId: v.fileId,
      version: {
        id: v.versionId,
        sourceUrl: `https://drive.google.com/file/d/${v.fileId}/view`,
        fileId: v.fileId,
        previewUrl: `https://drive.google.com/file/d/${v.fileId}/preview`,
        thumbnailUrl: null,
        fileName: v.title,
        fileSize: null,
        mimeType: 'video/mp4',
      },
    })),
  });

  if (options.stored !== false) {
    const s3 = s3Client();
    for (const v of videos) {
      const storagePath = `test/review/${projectId}/${v.id}.mp4`;
      const thumbnailPath = `test/review/${projectId}/${v.id}.jpg`;
      const [body, thumb] = await Promise.all([
        readFile(join(SAMPLE_DIR, `${v.sample}.mp4`)),
        readFile(join(SAMPLE_DIR, `${v.sample}.jpg`)),
      ]);
      await s3.send(
        new PutObjectCommand({
          Bucket: mediaBucket(),
          Key: storagePath,
          Body: body,
          ContentType: 'video/mp4',
        }),
      );
      await s3.send(
        new PutObjectCommand({
          Bucket: mediaBucket(),
          Key: thumbnailPath,
          Body: thumb,
          ContentType: 'image/jpeg',
        }),
      );
      await recordDownloadResult(db, {
        projectId,
        videoId: v.id,
        versionId: v.versionId,
        versionNumber: 1,
        result: {
          kind: 'stored',
          storagePath,
          thumbnailPath,
          fileSize: body.length,
          mimeType: 'video/mp4',
          frameRate:
            options.frameTiming?.status === 'probed'
              ? Math.round(frameRateValue(options.frameTiming.rate) * 1000) / 1000
              : 25,
          ...(options.frameTiming ? { frameTiming: options.frameTiming } : {}),
        },
      });
    }
  }

  if (options.archived) await archiveProject(db, { projectId, ownerId, now: new Date().toISOString() });

  return {
    db,
    token,
    projectId,
    ownerId,
    ownerEmail,
    projectName,
    clientDisplayName,
    videos: videos.map((v) => ({ id: v.id, title: v.title, versionId: v.versionId })),
  };
}

export interface StoredMail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** Every e-mail the local SES stand-in holds for `to`. */
export async function mailsTo(mailUrl: string, to: string): Promise<StoredMail[]> {
  const response = await fetch(new URL('/store', mailUrl));
  if (!response.ok) throw new Error(`mail store answered ${response.status}`);
  const store = (await response.json()) as { emails: StoredMail[] };
  return store.emails.filter((m) => m.destination.to.includes(to));
}
