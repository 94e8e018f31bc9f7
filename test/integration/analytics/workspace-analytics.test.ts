/**
 * The workspace's Advanced analytics through the running local system: exact medians over a scripted
 * workspace (projects whose link, feedback and approval times are written with the data layer, their digests
 * refreshed as the event pipeline's consumer refreshes them), the client and period filters, the plan rule,
 * the Viewer role, another workspace never counted, and a client's note reaching the reviewers table through
 * the real pipeline (review API → outbox → stream → notify).
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshProjectDigest } from '../../../functions/analytics';
import { analyticsDigestStore } from '../../../functions/analytics/store/digest-store';
import { ENTITY_TYPES, keys } from '../../../functions/platform/db/keys';
import { loadAggregate } from '../../../functions/projects/store/repositories';
import {
  getWorkspaceAnalytics,
  type WorkspaceAnalyticsAnswer,
} from '../../../shared/api/endpoints/workspace-analytics';
import { setNoteStatus } from '../../../shared/api/endpoints/notes';
import { approveReviewVideo, submitReviewNotes } from '../../../shared/api/endpoints/review';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import { callEndpoint, type CallOptions } from '../editor-api/support/editor-client';
import type { TestUser } from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';
import { createReviewFixture, testDb, type ReviewFixture } from '../review/review-fixture';
import { setPlan } from '../team/team-kit';
import { inWorkspace, memberOf } from '../workspaces/workspace-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const db = testDb();
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const after = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms).toISOString();

interface Script {
  client: string;
  linkAgoMs: number;
  /** Versions of the one video; the last is the one approved. */
  rounds: number;
  approvedAfterMs: number | null;
  notes: { name: string; afterMs: number }[];
}

/** A project with the script's times, written with the data layer; its digest refreshed as the consumer does. */
async function scripted(owner: TestUser, script: Script): Promise<ReviewFixture> {
  const f = await createReviewFixture({ videoCount: 1, owner: { userId: owner.userId, email: owner.email } });
  const video = f.videos[0]!;
  const createdAt = ago(script.linkAgoMs);
  const v1 = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: keys.version(f.projectId, video.id, 1) }),
  );
  const versionIds = [video.versionId];
  for (let n = 2; n <= script.rounds; n += 1) {
    const id = ulid();
    versionIds.push(id);
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...v1.Item, ...keys.version(f.projectId, video.id, n), id, versionNumber: n },
      }),
    );
  }
  for (const note of script.notes) {
    const id = ulid();
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          ...keys.note(f.projectId, video.versionId, id),
          entity: ENTITY_TYPES.note,
          id,
          projectId: f.projectId,
          videoId: video.id,
          videoVersionId: video.versionId,
          body: 'Scripted note',
          status: 'pending',
          timecodeMs: 0,
          reviewerLabel: note.name,
          author: 'client',
          submitBatchId: id,
          reviewerIp: '',
          createdAt: after(createdAt, note.afterMs),
        },
      }),
    );
  }
  if (script.approvedAfterMs !== null) {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.video(f.projectId, video.id),
        UpdateExpression: 'SET #status = :approved',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':approved': 'approved' },
      }),
    );
    const id = ulid();
    const approvedAt = after(createdAt, script.approvedAfterMs);
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          ...keys.approval(f.projectId, id),
          entity: ENTITY_TYPES.approval,
          id,
          projectId: f.projectId,
          scope: 'video',
          scopeId: video.id,
          versionId: versionIds.at(-1),
          reviewerLabel: script.notes[0]?.name ?? 'Anonymous',
          approvedAt,
          createdAt: approvedAt,
        },
      }),
    );
  }
  await db.doc.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.project(f.projectId),
      UpdateExpression: 'SET createdAt = :created, clientDisplayName = :client, #status = :status',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':created': createdAt,
        ':client': script.client,
        ':status': script.approvedAfterMs === null ? 'active' : 'approved',
      },
    }),
  );
  await refreshProjectDigest(
    {
      projects: { loadTree: (projectId) => loadAggregate(db, projectId) },
      analyticsDigests: analyticsDigestStore(db),
      clock: { now: () => new Date() },
    },
    { workspaceId: owner.userId, projectId: f.projectId },
  );
  return f;
}

let owner: TestUser;
let other: TestUser;
let open: ReviewFixture;

beforeAll(async () => {
  [owner, other] = await Promise.all([signedInUser('ws-analytics'), signedInUser('ws-analytics-other')]);
  await Promise.all([setPlan(db, owner.userId, 'pro'), setPlan(db, other.userId, 'pro')]);
  // Approved in the last 30 days: 2 d (Acme, 2 rounds) and 4 d (Beta, 1 round); 100 days ago: 9 d (Acme, 3).
  await scripted(owner, {
    client: 'Acme',
    linkAgoMs: 10 * DAY,
    rounds: 2,
    approvedAfterMs: 2 * DAY,
    notes: [
      { name: 'Dana', afterMs: 1 * HOUR },
      { name: 'Dana', afterMs: 30 * HOUR },
    ],
  });
  await scripted(owner, {
    client: 'Beta',
    linkAgoMs: 20 * DAY,
    rounds: 1,
    approvedAfterMs: 4 * DAY,
    notes: [{ name: 'Lee', afterMs: 2 * HOUR }],
  });
  await scripted(owner, {
    client: 'Acme',
    linkAgoMs: 110 * DAY,
    rounds: 3,
    approvedAfterMs: 9 * DAY,
    notes: [{ name: 'Dana', afterMs: 3 * DAY }],
  });
  open = await scripted(owner, {
    client: 'Acme',
    linkAgoMs: 40 * DAY,
    rounds: 1,
    approvedAfterMs: null,
    notes: [{ name: 'Anonymous', afterMs: 5 * DAY }],
  });
  // Another workspace's approved project (0.5 d, 7 rounds) must never count here.
  await scripted(other, {
    client: 'Acme',
    linkAgoMs: 3 * DAY,
    rounds: 7,
    approvedAfterMs: 12 * HOUR,
    notes: [{ name: 'Mallory', afterMs: HOUR }],
  });
}, 120_000);

const read = (query: CallOptions['query'], as: TestUser = owner, headers?: Record<string, string>) =>
  callEndpoint<WorkspaceAnalyticsAnswer>(getWorkspaceAnalytics, {
    token: as.token,
    query,
    noRetryOn429: true,
    ...(headers ? { headers } : {}),
  });

describe("the workspace's Advanced analytics", () => {
  it('gives exact medians of time to approval and rounds for the period', async () => {
    const month = await read({ period: '30' });
    expect(month.status).toBe(200);
    expect(month.body).toMatchObject({
      periodDays: 30,
      approvedCount: 2,
      medianTimeToApprovalMs: 3 * DAY,
      medianRounds: 1.5,
    });
    const year = await read({ period: '365' });
    expect(year.body).toMatchObject({ approvedCount: 3, medianTimeToApprovalMs: 4 * DAY, medianRounds: 2 });
    expect(year.body.trend.reduce((sum, m) => sum + m.approvals, 0)).toBe(3);
  });

  it('filters by client, lists the open project as the slowest and counts named reviewers only', async () => {
    const acme = await read({ period: '365', client: 'Acme' });
    expect(acme.body).toMatchObject({
      client: 'Acme',
      approvedCount: 2,
      medianTimeToApprovalMs: 5.5 * DAY,
      medianRounds: 2.5,
    });
    expect(acme.body.clients).toEqual(['Acme', 'Beta']);
    expect(acme.body.slowestOpen.map((p) => p.projectId)).toEqual([open.projectId]);
    expect(acme.body.reviewers.map((r) => [r.name, r.notes, r.approvals, r.projects])).toEqual([
      ['Dana', 3, 2, 2],
    ]);
  });

  it("never counts another workspace's projects or reviewers", async () => {
    const year = await read({ period: '365' });
    expect(year.body.reviewers.map((r) => r.name).sort()).toEqual(['Dana', 'Lee']);
    expect(year.body.approved.every((p) => p.rounds !== 7)).toBe(true);
    const theirs = await read({ period: '365' }, other);
    expect(theirs.body).toMatchObject({
      approvedCount: 1,
      medianRounds: 7,
      medianTimeToApprovalMs: 12 * HOUR,
    });
  });

  it('refuses Basic with the plan reason and lets a Viewer of a Pro workspace read', async () => {
    const viewer = await memberOf(owner.userId, 'viewer', 'ws-analytics-viewer');
    const asViewer = await read({ period: '30' }, viewer, inWorkspace(owner.userId));
    expect(asViewer).toMatchObject({ status: 200, body: { approvedCount: 2 } });

    await setPlan(db, owner.userId, 'basic');
    const basic = await read({ period: '30' });
    expect(basic.status).toBe(403);
    expect((basic.body as unknown as { error: { message: string } }).error.message).toBe(
      planFeatureReason('advancedAnalytics'),
    );
    await setPlan(db, owner.userId, 'pro');
  });

  it("shows a client's note in the reviewers table once the event pipeline has handled it", async () => {
    const video = open.videos[0]!;
    const sent = await callEndpoint(submitReviewNotes, {
      params: { token: open.token },
      body: {
        batchId: ulid(),
        reviewerName: 'Robin Client',
        notes: [
          { videoId: video.id, videoVersionId: video.versionId, body: 'Louder music', timecodeMs: 500 },
        ],
      },
    });
    expect(sent.status).toBe(200);
    let robin: WorkspaceAnalyticsAnswer['reviewers'][number] | undefined;
    for (let tries = 0; tries < 60 && !robin; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      robin = (await read({ period: '30' })).body.reviewers.find((r) => r.name === 'Robin Client');
    }
    expect(robin).toMatchObject({ notes: 1, approvals: 0, projects: 1 });
  });

  it("counts a client's approval through the event pipeline: time to approval and rounds", async () => {
    const video = open.videos[0]!;
    const approved = await callEndpoint(approveReviewVideo, {
      params: { token: open.token, videoId: video.id },
      body: { reviewerName: 'Robin Client', versionId: video.versionId },
    });
    // The anonymous client's note is still pending: the project waits for the editor (no event when they
    // complete it), and is counted once they do.
    expect(approved.body).toMatchObject({ projectStatus: 'pending' });
    const pending = (await loadAggregate(db, open.projectId))!.notes.filter((n) => n.status === 'pending');
    for (const note of pending) {
      const done = await callEndpoint(setNoteStatus, {
        token: owner.token,
        params: { projectId: open.projectId, noteId: note.id },
        body: { status: 'completed' },
      });
      expect(done.status).toBe(200);
    }
    let row: WorkspaceAnalyticsAnswer['approved'][number] | undefined;
    for (let tries = 0; tries < 60 && !row; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      row = (await read({ period: '90' })).body.approved.find((p) => p.projectId === open.projectId);
    }
    expect(row).toMatchObject({ rounds: 1, client: 'Acme' });
    expect(row!.timeToApprovalMs).toBeGreaterThanOrEqual(40 * DAY);
  });
});
