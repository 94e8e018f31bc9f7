/**
 * The review API over HTTP against the local system: the three calls, every refusal, the idempotent batch,
 * the one status rule, and the owner's notification + e-mail (read from the local SES store).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  approveVideoResponseSchema,
  reviewResponseSchema,
  submitNotesResponseSchema,
} from '../../../shared/api/endpoints/review';
import { REVIEW_LIMITS } from '../../../shared/api/endpoints/review';
import { errorBodySchema } from '../../../shared/errors/app-error';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { getProjectWhole } from '../../../functions/projects/store/project-repository';
import { untilNotified } from '../notify/notify-support';
import { testSystem } from '../../support/env';
import {
  approveReviewVideo as approve,
  getReview,
  noteBatch as batch,
  submitNotes as submit,
} from './review-client';
import { runDigestsAt } from './review-client';
import { createReviewFixture, mailsTo, type ReviewFixture } from './review-fixture';
import { BUNDLE_SECONDS } from '../../../shared/domain/digest';

function errorMessage(json: unknown): string {
  return errorBodySchema.parse(json).error.message;
}

/** Waits for the owner's mails (sent after the response? no: before it; this only tolerates store latency). */
async function waitForMails(to: string, count: number) {
  const { mailUrl } = testSystem();
  for (let i = 0; i < 20; i++) {
    const mails = await mailsTo(mailUrl, to);
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  return mailsTo(mailUrl, to);
}

describe('GET /api/review/{token}', () => {
  let f: ReviewFixture;
  beforeAll(async () => {
    f = await createReviewFixture({ videoCount: 3 });
  });

  it('loads the project, its videos in order with signed Range-capable playback URLs, no notes yet', async () => {
    const res = await getReview(f.token);
    expect(res.status).toBe(200);
    const review = reviewResponseSchema.parse(res.json);
    expect(review.project).toMatchObject({
      name: f.projectName,
      clientDisplayName: f.clientDisplayName,
      status: 'active',
    });
    expect(review.videos.map((v) => v.id)).toEqual(f.videos.map((v) => v.id));
    expect(review.videos.map((v) => v.orderIndex)).toEqual([1, 2, 3]);
    for (const video of review.videos) {
      expect(video.currentVersion?.versionNumber).toBe(1);
      expect(video.currentVersion?.playbackUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      expect(video.currentVersion?.thumbnailUrl).toBeTruthy();
      expect(video.notes).toEqual([]);
      expect(video.approval).toBeNull();
    }
    // Nothing about the owner or other reviewers' IPs leaks.
    expect(JSON.stringify(res.json)).not.toContain(f.ownerId);
    expect(JSON.stringify(res.json)).not.toContain('reviewerIp');

    const playback = review.videos[0]?.currentVersion?.playbackUrl ?? '';
    const ranged = await fetch(playback, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
  });

  it('falls back to the Drive preview when no copy is stored', async () => {
    const g = await createReviewFixture({ videoCount: 1, stored: false });
    const review = reviewResponseSchema.parse((await getReview(g.token)).json);
    expect(review.videos[0]?.currentVersion?.playbackUrl).toBeNull();
    expect(review.videos[0]?.currentVersion?.previewUrl).toContain('/preview');
  });

  it('refuses a blank token with "No review token provided" (400)', async () => {
    const res = await getReview('%20');
    expect(res.status).toBe(400);
    expect(errorMessage(res.json)).toBe(REVIEW_MESSAGES.missingToken);
  });

  it('refuses unknown and malformed tokens with "Review link not found" (404)', async () => {
    for (const token of ['0123456789abcdef0123456789abcdef', 'not-a-token', f.token.toUpperCase()]) {
      const res = await getReview(token);
      expect(res.status, token).toBe(404);
      expect(errorMessage(res.json)).toBe(REVIEW_MESSAGES.notFound);
    }
  });

  it('refuses an expired link with "This review link has expired" (410)', async () => {
    const g = await createReviewFixture({
      videoCount: 1,
      shareExpiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const res = await getReview(g.token);
    expect(res.status).toBe(410);
    expect(errorMessage(res.json)).toBe(REVIEW_MESSAGES.expired);
    const posted = await submit(g.token, batch(g, [{ video: 0, body: 'late', timecodeMs: 0 }]));
    expect(posted.status).toBe(410);
  });

  it("an archived project's link no longer works (404), for reads and writes", async () => {
    const g = await createReviewFixture({ videoCount: 1, archived: true });
    expect((await getReview(g.token)).status).toBe(404);
    const posted = await submit(g.token, batch(g, [{ video: 0, body: 'x', timecodeMs: 0 }]));
    expect(posted.status).toBe(404);
    expect(errorMessage(posted.json)).toBe(REVIEW_MESSAGES.notFound);
    const approved = await approve(g.token, g.videos[0]?.id ?? '', { versionId: g.videos[0]?.versionId });
    expect(approved.status).toBe(404);
  });
});

describe('POST /api/review/{token}/notes', () => {
  it('stores the batch pending with the timecodes, label and truncated IP; videos needs_changes; project pending; owner told', async () => {
    const f = await createReviewFixture({ videoCount: 2 });
    const body = batch(f, [
      { video: 0, body: '  Logo too small  ', timecodeMs: 1500 },
      { video: 0, body: 'Cut the pause', timecodeMs: 4200 },
    ]);
    const res = await submit(f.token, body);
    expect(res.status).toBe(200);
    const answer = submitNotesResponseSchema.parse(res.json);
    expect(answer.created).toBe(true);
    expect(answer.notes.map((n) => [n.body, n.timecodeMs, n.reviewerLabel, n.status])).toEqual([
      ['Logo too small', 1500, REVIEW_MESSAGES.anonymous, 'pending'],
      ['Cut the pause', 4200, REVIEW_MESSAGES.anonymous, 'pending'],
    ]);
    expect(answer.videos).toEqual([{ id: f.videos[0]?.id, status: 'needs_changes' }]);
    expect(answer.projectStatus).toBe('pending');

    const whole = await getProjectWhole(f.db, f.projectId);
    expect(whole.project.status).toBe('pending');
    expect(whole.videos.find((v) => v.id === f.videos[0]?.id)?.status).toBe('needs_changes');
    expect(whole.videos.find((v) => v.id === f.videos[1]?.id)?.status).toBe('active');
    expect(whole.notes).toHaveLength(2);
    for (const note of whole.notes) {
      expect(note.submitBatchId).toBe(body.batchId);
      expect(note.reviewerIp).toMatch(/^(\d+\.\d+\.\d+\.0|[0-9a-f:]+::)$/);
    }

    const notifications = { items: await untilNotified(f.db, f.ownerId, 1) };
    expect(notifications.items.map((n) => n.type)).toEqual(['new_feedback']);
    expect(notifications.items[0]?.body).toContain('2 notes');
    expect(notifications.items[0]?.link).toBe(`/Project?id=${f.projectId}`);

    const mails = await waitForMails(f.ownerEmail, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(f.projectName);
    expect(mails[0]?.body.text).toContain('Logo too small');
    expect(mails[0]?.body.text).toContain('00:01');
  });

  it('stores the same batch once when it is sent twice (one notification, one e-mail)', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const body = batch(f, [{ video: 0, body: 'Only once', timecodeMs: 10 }], 'Dana');
    const first = submitNotesResponseSchema.parse((await submit(f.token, body)).json);
    const second = await submit(f.token, body);
    expect(second.status).toBe(200);
    const again = submitNotesResponseSchema.parse(second.json);
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.notes.map((n) => n.id)).toEqual(first.notes.map((n) => n.id));
    expect(again.notes[0]?.reviewerLabel).toBe('Dana');

    const whole = await getProjectWhole(f.db, f.projectId);
    expect(whole.notes).toHaveLength(1);
    expect(await untilNotified(f.db, f.ownerId, 1)).toHaveLength(1);
    expect(await waitForMails(f.ownerEmail, 1)).toHaveLength(1);
  });

  it("refuses another project's video or version and stores nothing", async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const other = await createReviewFixture({ videoCount: 1 });
    const foreign = batch(other, [{ video: 0, body: 'Sneaky', timecodeMs: 0 }]);
    const res = await submit(f.token, foreign);
    expect(res.status).toBe(404);
    // A real video of this project with another project's version id.
    const mixed = {
      ...batch(f, [{ video: 0, body: 'Mixed', timecodeMs: 0 }]),
    };
    mixed.notes[0] = { ...mixed.notes[0]!, videoVersionId: other.videos[0]!.versionId };
    expect((await submit(f.token, mixed)).status).toBe(404);
    expect((await getProjectWhole(f.db, f.projectId)).notes).toHaveLength(0);
    expect((await getProjectWhole(other.db, other.projectId)).notes).toHaveLength(0);
  });

  it('refuses a note over 5,000 characters, a blank note, an empty or oversized batch, a bad batch id', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const tooLong = batch(f, [{ video: 0, body: 'x'.repeat(REVIEW_LIMITS.noteBodyMax + 1), timecodeMs: 0 }]);
    const longRes = await submit(f.token, tooLong);
    expect(longRes.status).toBe(400);
    expect(errorBodySchema.parse(longRes.json).error.fields?.['body.notes.0.body']).toBeTruthy();

    const exact = batch(f, [{ video: 0, body: 'y'.repeat(REVIEW_LIMITS.noteBodyMax), timecodeMs: 0 }]);
    expect((await submit(f.token, exact)).status).toBe(200);

    expect((await submit(f.token, batch(f, [{ video: 0, body: '   ', timecodeMs: 0 }]))).status).toBe(400);
    expect((await submit(f.token, { batchId: randomUUID(), notes: [] })).status).toBe(400);
    const many = batch(
      f,
      Array.from({ length: REVIEW_LIMITS.notesPerBatch + 1 }, (_, i) => ({
        video: 0,
        body: `n${i}`,
        timecodeMs: i,
      })),
    );
    expect((await submit(f.token, many)).status).toBe(400);
    expect(
      (await submit(f.token, { ...batch(f, [{ video: 0, body: 'z', timecodeMs: 0 }]), batchId: 'x' })).status,
    ).toBe(400);
    const negative = batch(f, [{ video: 0, body: 'neg', timecodeMs: -1 }]);
    expect((await submit(f.token, negative)).status).toBe(400);
    // Only the exact-limit note got in.
    expect((await getProjectWhole(f.db, f.projectId)).notes).toHaveLength(1);
  });

  it('refuses a body over 256 KB with 413', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const huge = { batchId: randomUUID(), notes: [], padding: 'p'.repeat(300 * 1024) };
    expect((await submit(f.token, huge)).status).toBe(413);
  });
});

describe('POST /api/review/{token}/videos/{videoId}/approve', () => {
  it('approves videos one by one; the project becomes approved with the last; owner told each time, mailed once', async () => {
    const f = await createReviewFixture({ videoCount: 2 });
    const [a, b] = f.videos as [ReviewFixture['videos'][0], ReviewFixture['videos'][0]];

    const first = await approve(f.token, a.id, { versionId: a.versionId, reviewerName: '  Sam  ' });
    expect(first.status).toBe(200);
    const one = approveVideoResponseSchema.parse(first.json);
    expect(one).toMatchObject({
      created: true,
      video: { id: a.id, status: 'approved' },
      approval: { versionId: a.versionId, reviewerLabel: 'Sam' },
      approvedVideosCount: 1,
      projectStatus: 'active',
    });

    const again = approveVideoResponseSchema.parse(
      (await approve(f.token, a.id, { versionId: a.versionId })).json,
    );
    expect(again.created).toBe(false);
    expect(again.approvedVideosCount).toBe(1);

    const last = approveVideoResponseSchema.parse(
      (await approve(f.token, b.id, { versionId: b.versionId })).json,
    );
    expect(last).toMatchObject({ created: true, approvedVideosCount: 2, projectStatus: 'approved' });
    expect(last.approval.reviewerLabel).toBe(REVIEW_MESSAGES.anonymous);

    const whole = await getProjectWhole(f.db, f.projectId);
    expect(whole.project).toMatchObject({ status: 'approved', approvedVideosCount: 2 });
    expect(whole.approvals.map((x) => [x.scope, x.scopeId, x.versionId, x.reviewerLabel])).toEqual([
      ['video', a.id, a.versionId, 'Sam'],
      ['video', b.id, b.versionId, REVIEW_MESSAGES.anonymous],
    ]);

    const types = (await untilNotified(f.db, f.ownerId, 3)).map((n) => n.type).sort();
    expect(types).toEqual(['project_approved', 'video_approved', 'video_approved']);
    // The approvals came close together: one mail a minute after the first (approvals bundle), not one each.
    expect(await mailsTo(testSystem().mailUrl, f.ownerEmail)).toEqual([]);
    await runDigestsAt(new Date(Date.now() + BUNDLE_SECONDS * 1000 + 1_000));
    const mails = await waitForMails(f.ownerEmail, 1);
    // Its subject says the news: the project is approved (the lines list both videos too).
    expect(mails.map((m) => m.subject)).toEqual([`"${f.projectName}" is approved`]);
    expect(mails[0]?.body.text?.match(/Approved the video/g)).toHaveLength(2);
    expect(mails[0]?.body.text).toContain('Approved every video of the project');

    const review = reviewResponseSchema.parse((await getReview(f.token)).json);
    expect(review.videos.map((v) => v.status)).toEqual(['approved', 'approved']);
    expect(review.videos[0]?.approval?.reviewerLabel).toBe('Sam');
  });

  it('the one status rule: pending notes keep the project pending even when every video is approved', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const v = f.videos[0]!;
    await submit(f.token, batch(f, [{ video: 0, body: 'Fix the colour', timecodeMs: 800 }]));
    const res = approveVideoResponseSchema.parse(
      (await approve(f.token, v.id, { versionId: v.versionId })).json,
    );
    expect(res.video.status).toBe('approved');
    expect(res.projectStatus).toBe('pending');
    const types = (await untilNotified(f.db, f.ownerId, 2)).map((n) => n.type).sort();
    expect(types).toEqual(['new_feedback', 'video_approved']);
  });

  it("refuses another project's video, a stale version and an unknown video", async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const other = await createReviewFixture({ videoCount: 1 });
    const foreign = other.videos[0]!;
    expect((await approve(f.token, foreign.id, { versionId: foreign.versionId })).status).toBe(404);
    const stale = await approve(f.token, f.videos[0]!.id, { versionId: other.videos[0]!.versionId });
    expect(stale.status).toBe(409);
    expect((await approve(f.token, 'nope', { versionId: 'nope' })).status).toBe(404);
    expect((await getProjectWhole(other.db, other.projectId)).videos[0]?.status).toBe('active');
    expect((await getProjectWhole(f.db, f.projectId)).approvals).toHaveLength(0);
  });
});

describe('per-viewer rate limit', () => {
  it('answers 429 with Retry-After once one viewer passes its burst on a link, other links unaffected', async () => {
    const f = await createReviewFixture({ videoCount: 1, stored: false });
    const g = await createReviewFixture({ videoCount: 1, stored: false });
    let limited: Awaited<ReturnType<typeof getReview>> | undefined;
    // The loop is far faster than the bucket's refill, so the burst runs out within it.
    for (let i = 0; i < REVIEW_LIMITS.viewerBurst * 2 + 5 && !limited; i++) {
      const res = await getReview(f.token);
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(200);
    }
    expect(limited).toBeDefined();
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited?.headers.get('retry-after'))).toBeLessThanOrEqual(REVIEW_LIMITS.windowSeconds);
    expect((await getReview(g.token)).status).toBe(200);
  });
});
