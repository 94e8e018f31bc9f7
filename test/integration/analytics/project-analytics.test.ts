/**
 * The analytics routes through the running local system: the plan rule on every one of them (Basic's
 * analytics, Pro's heatmaps, the collection setting on every plan), and a project's figures after a client
 * watched and wrote a note through the review API.
 */
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getAnalyticsSettings,
  getProjectAnalytics,
  getProjectHeatmaps,
  recordViewing,
  updateAnalyticsSettings,
  type ProjectAnalytics,
  type ProjectHeatmaps,
} from '../../../shared/api/endpoints/analytics';
import { getReview, submitReviewNotes } from '../../../shared/api/endpoints/review';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import type { PlanLevel } from '../../../shared/domain/status-values';
import { callEndpoint } from '../editor-api/support/editor-client';
import type { TestUser } from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';
import { createReviewFixture, testDb, type ReviewFixture } from '../review/review-fixture';
import { setPlan } from '../team/team-kit';

let owner: TestUser;
let f: ReviewFixture;

beforeAll(async () => {
  owner = await signedInUser('analytics');
  f = await createReviewFixture({ videoCount: 2, owner: { userId: owner.userId, email: owner.email } });
});

const project = () => ({ token: owner.token, params: { projectId: f.projectId }, noRetryOn429: true });
const errorOf = (body: unknown) => (body as { error?: { message?: string } }).error?.message;

async function onPlan(plan: PlanLevel) {
  await setPlan(testDb(), owner.userId, plan);
  const [analytics, heatmaps] = await Promise.all([
    callEndpoint<ProjectAnalytics>(getProjectAnalytics, project()),
    callEndpoint<ProjectHeatmaps>(getProjectHeatmaps, project()),
  ]);
  return { analytics, heatmaps };
}

describe('plan rules on the analytics routes', () => {
  it('refuses project analytics below Basic and heatmaps below Pro with the plan reason', async () => {
    const free = await onPlan('free');
    expect(free.analytics.status).toBe(403);
    expect(errorOf(free.analytics.body)).toBe(planFeatureReason('analytics'));
    expect(free.heatmaps.status).toBe(403);
    expect(errorOf(free.heatmaps.body)).toBe(planFeatureReason('advancedAnalytics'));

    const basic = await onPlan('basic');
    expect(basic.analytics.status).toBe(200);
    expect(basic.heatmaps.status).toBe(403);
    expect(errorOf(basic.heatmaps.body)).toBe(planFeatureReason('advancedAnalytics'));

    const pro = await onPlan('pro');
    expect([pro.analytics.status, pro.heatmaps.status]).toEqual([200, 200]);
  });

  it('lets every plan read and turn off viewing collection (a privacy choice, not a feature)', async () => {
    await setPlan(testDb(), owner.userId, 'free');
    const read = await callEndpoint(getAnalyticsSettings, { token: owner.token });
    expect(read).toMatchObject({ status: 200, body: { collectViewing: true } });
    const off = await callEndpoint(updateAnalyticsSettings, {
      token: owner.token,
      body: { collectViewing: false },
    });
    expect(off).toMatchObject({ status: 200, body: { collectViewing: false } });
    const review = await callEndpoint(getReview, { params: { token: f.token } });
    expect((review.body as { collectViewing?: boolean }).collectViewing).toBe(false);
    await callEndpoint(updateAnalyticsSettings, { token: owner.token, body: { collectViewing: true } });
  });
});

describe("a project's analytics", () => {
  it('shows views, viewers, completion, time to the first feedback, notes per round and the heatmap', async () => {
    const video = f.videos[0]!;
    const send = (viewerId: string, body: object) =>
      callEndpoint(recordViewing, {
        params: { token: f.token },
        body: { batchId: ulid(), viewerId, videoId: video.id, versionId: video.versionId, ...body },
      });
    const [ana, ben] = [randomUUID(), randomUUID()];
    expect(
      (
        await send(ana, {
          open: true,
          reviewerName: 'Ana',
          events: [
            { type: 'play', positionMs: 0, start: true },
            { type: 'ended', positionMs: 4000 },
          ],
          ranges: [[0, 4000]],
        })
      ).status,
    ).toBe(200);
    await send(ben, {
      open: true,
      events: [{ type: 'play', positionMs: 0, start: true }],
      ranges: [[0, 2000]],
    });
    await callEndpoint(submitReviewNotes, {
      params: { token: f.token },
      body: {
        batchId: ulid(),
        notes: [
          { videoId: video.id, videoVersionId: video.versionId, body: 'Trim the start', timecodeMs: 1000 },
        ],
      },
    });

    await setPlan(testDb(), owner.userId, 'pro');
    const { analytics, heatmaps } = await onPlan('pro');
    const a = analytics.body;
    expect(a).toMatchObject({ views: 2, uniqueViewers: 2, completionRate: 0.5, timeToApprovalMs: null });
    expect(a.timeToFirstFeedbackMs).toBeGreaterThanOrEqual(0);
    expect(a.notesPerRound).toEqual([{ round: 1, notes: 1 }]);
    expect(a.videos[0]).toMatchObject({ views: 2, uniqueViewers: 2, completionRate: 0.5, rounds: 1 });
    expect(a.days.map((d) => d.opens)).toEqual([2]);
    const heatmap = heatmaps.body.versions.find((v) => v.versionId === video.versionId);
    expect(heatmap?.histogram).toEqual([2, 2, 1, 1]);
  });
});
