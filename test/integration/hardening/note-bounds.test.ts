/**
 * Notes bounded (no unbounded growth through one review link), against the local system over HTTP:
 * the exploit (batch after batch through one link) stops at the cap with the message and stores nothing
 * more; the review and project answers stay bounded (worst-case note bodies, asserted under 1 MB); paging
 * returns every note exactly once in both APIs; the counts are exact whatever page is loaded; the owner
 * gets one mail per window, the batches in between mailed together when the window closes.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { untilNotified } from '../notify/notify-support';
import {
  reviewNotesPageSchema,
  reviewResponseSchema,
  type SubmitNotesBody,
} from '../../../shared/api/endpoints/review';
import { projectDetailSchema } from '../../../shared/api/endpoints/projects';
import { NOTE_LIMITS } from '../../../shared/domain/note-limits';
import { errorBodySchema } from '../../../shared/errors/app-error';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { getProjectWhole } from '../../../functions/projects/store/project-repository';
import { setNoteStatus } from '../../../functions/projects/store/note-repository';
import { buildEditorApiDeps } from '../../../functions/editor-api/deps';
import { buildReviewApiDeps } from '../../../functions/review-api/deps';
import { getProject, listVersionNotes } from '../../../functions/projects/use-cases/get-project';
import { submitReviewNotes } from '../../../functions/review/use-cases/submit-review-notes';
import { testSystem } from '../../support/env';
import { createReviewFixture, mailsTo, type ReviewFixture } from '../review/review-fixture';
import { reviewCall, runDigestsAt } from '../review/review-client';

/** `count` notes spread evenly over the fixture's videos (`perVideo` each when given). */
function batch(f: ReviewFixture, count: number, body: (i: number) => string, only?: number): SubmitNotesBody {
  return {
    batchId: randomUUID(),
    reviewerName: 'Flood',
    notes: Array.from({ length: count }, (_, i) => {
      const video = f.videos[only ?? i % f.videos.length];
      if (!video) throw new Error('no video');
      return { videoId: video.id, videoVersionId: video.versionId, body: body(i), timecodeMs: 1000 + i };
    }),
  };
}

async function noteIdsStored(f: ReviewFixture): Promise<string[]> {
  return (await getProjectWhole(f.db, f.projectId)).notes.map((n) => n.id);
}

/** Every note of a version through the review API's pages: the answer's first page, then the cursor. */
async function reviewPagesOf(
  token: string,
  first: { notes: { id: string }[]; notesNextCursor: string | null },
  versionId: string,
) {
  const ids = first.notes.map((n) => n.id);
  let cursor = first.notesNextCursor;
  let pages = 0;
  while (cursor) {
    const res = await reviewCall(
      'GET',
      `/api/review/${token}/versions/${versionId}/notes?cursor=${encodeURIComponent(cursor)}`,
    );
    expect(res.status).toBe(200);
    expect(res.bytes).toBeLessThan(1024 * 1024);
    const page = reviewNotesPageSchema.parse(res.json);
    ids.push(...page.items.map((n) => n.id));
    cursor = page.nextCursor;
    pages += 1;
    if (pages > 100) throw new Error('paging does not end');
  }
  return ids;
}

// Five batches of 200 notes and 40 pages: slow on a busy 2-core machine.
describe('the exploit: many batches through one review link', { timeout: 240_000 }, () => {
  let f: ReviewFixture;
  beforeAll(async () => {
    f = await createReviewFixture({ videoCount: 5 });
  });

  it('stops at the link cap with the message, stores nothing more, and keeps the review answer bounded', async () => {
    const perBatch = 200;
    const batches = NOTE_LIMITS.perLink / perBatch;
    for (let i = 0; i < batches; i++) {
      const res = await reviewCall(
        'POST',
        `/api/review/${f.token}/notes`,
        batch(f, perBatch, (n) => `Note ${i}-${n} ${'x'.repeat(900)}`),
      );
      expect(res.status).toBe(200);
    }
    expect(await noteIdsStored(f)).toHaveLength(NOTE_LIMITS.perLink);

    // The next batch (even a single note) is refused whole, with the cap's message.
    for (const size of [perBatch, 1]) {
      const refused = await reviewCall(
        'POST',
        `/api/review/${f.token}/notes`,
        batch(f, size, () => 'one more'),
      );
      expect(refused.status).toBe(409);
      const error = errorBodySchema.parse(refused.json).error;
      expect(error.code).toBe('NOTE_LIMIT');
      expect(error.message).toBe(REVIEW_MESSAGES.linkNoteLimit(NOTE_LIMITS.perLink));
    }
    expect(await noteIdsStored(f)).toHaveLength(NOTE_LIMITS.perLink);

    const res = await reviewCall('GET', `/api/review/${f.token}`);
    expect(res.status).toBe(200);
    const review = reviewResponseSchema.parse(res.json);
    // The client sees the cap before typing: the link's count and each video's exact counts.
    expect(review.linkNoteCount).toBe(NOTE_LIMITS.perLink);
    for (const video of review.videos) {
      expect(video.noteCounts).toEqual({ total: 200, pending: 200, completed: 0 });
      expect(video.notes.length).toBeLessThanOrEqual(NOTE_LIMITS.pageSize);
    }
    expect(res.bytes).toBeLessThan(1024 * 1024);
    console.log(`review answer at the link cap (5 videos x 200 notes of ~900 chars): ${res.bytes} bytes`);

    // Paging returns every note exactly once, for every video.
    const stored = new Set(await noteIdsStored(f));
    const seen: string[] = [];
    for (const video of review.videos) {
      const ids = await reviewPagesOf(f.token, video, video.currentVersion?.id ?? '');
      expect(ids).toHaveLength(200);
      seen.push(...ids);
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(stored);
  });

  it('a replay of a batch stored before answers as the first time, even at the cap', async () => {
    const g = await createReviewFixture({ videoCount: 1 });
    const full = batch(g, NOTE_LIMITS.perVersion, (n) => `n${n}`);
    expect((await reviewCall('POST', `/api/review/${g.token}/notes`, full)).status).toBe(200);
    const replay = await reviewCall('POST', `/api/review/${g.token}/notes`, full);
    expect(replay.status).toBe(200);
    expect((replay.json as { created: boolean }).created).toBe(false);
    expect(await noteIdsStored(g)).toHaveLength(NOTE_LIMITS.perVersion);
  });
});

describe('the version cap', () => {
  it('refuses the note past a version’s cap with its message; other videos still take notes', async () => {
    const f = await createReviewFixture({ videoCount: 2 });
    expect(
      (
        await reviewCall(
          'POST',
          `/api/review/${f.token}/notes`,
          batch(f, NOTE_LIMITS.perVersion, (n) => `a${n}`, 0),
        )
      ).status,
    ).toBe(200);
    const refused = await reviewCall(
      'POST',
      `/api/review/${f.token}/notes`,
      batch(f, 2, () => 'past the cap'),
    );
    expect(refused.status).toBe(409);
    expect(errorBodySchema.parse(refused.json).error.message).toBe(
      REVIEW_MESSAGES.versionNoteLimit(NOTE_LIMITS.perVersion),
    );
    expect(await noteIdsStored(f)).toHaveLength(NOTE_LIMITS.perVersion);
    expect(
      (
        await reviewCall(
          'POST',
          `/api/review/${f.token}/notes`,
          batch(f, 3, () => 'fine', 1),
        )
      ).status,
    ).toBe(200);
    expect(await noteIdsStored(f)).toHaveLength(NOTE_LIMITS.perVersion + 3);
  });

  it('holds under concurrent batches: the counters in the transaction let only what fits through', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        reviewCall(
          'POST',
          `/api/review/${f.token}/notes`,
          batch(f, 80, (n) => `c${n}`),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 200).length;
    expect(ok).toBeLessThanOrEqual(2);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await noteIdsStored(f)).toHaveLength(ok * 80);
  });
});

describe('answer size at the caps, worst-case note bodies', () => {
  it('review and project answers stay under 1 MB; the editor pages every note exactly once, counts exact', async () => {
    const f = await createReviewFixture({ videoCount: 8 });
    // Control characters: each one is six bytes in JSON, the largest a 5000-character note can get.
    const worst = '\u0001'.repeat(5000);
    const deps = await buildReviewApiDeps();
    for (let v = 0; v < f.videos.length; v++) {
      await submitReviewNotes(deps, {
        token: f.token,
        sourceIp: '203.0.113.7',
        body: batch(f, 30, () => worst, v),
      });
    }
    const review = await reviewCall('GET', `/api/review/${f.token}`);
    expect(review.status).toBe(200);
    expect(review.bytes).toBeLessThan(1024 * 1024);
    const parsed = reviewResponseSchema.parse(review.json);
    expect(parsed.videos.every((v) => v.noteCounts.total === 30)).toBe(true);

    const editor = buildEditorApiDeps();
    const whole = await getProjectWhole(f.db, f.projectId);
    // Mark a few notes done: the counts come from every note, not the loaded page.
    const firstVideo = f.videos[0];
    if (!firstVideo) throw new Error('no video');
    const doneIds = whole.notes.filter((n) => n.videoId === firstVideo.id).slice(0, 3);
    for (const note of doneIds) {
      await setNoteStatus(f.db, {
        projectId: f.projectId,
        videoVersionId: note.videoVersionId,
        noteId: note.id,
        status: 'completed',
      });
    }
    const detail = projectDetailSchema.parse(
      await getProject(editor, { userId: f.ownerId, projectId: f.projectId }),
    );
    const projectBytes = Buffer.byteLength(JSON.stringify(detail));
    expect(projectBytes).toBeLessThan(1024 * 1024);
    console.log(
      `worst-case answers (8 videos x 30 notes of 5000 control characters): review ${review.bytes} bytes, project ${projectBytes} bytes`,
    );
    expect(detail.videos[0]?.noteCounts).toEqual({ total: 30, pending: 27, completed: 3 });

    for (const video of detail.videos) {
      const ids = video.notes.map((n) => n.id);
      let cursor = video.notesNextCursor;
      while (cursor) {
        const page = await listVersionNotes(editor, {
          userId: f.ownerId,
          projectId: f.projectId,
          versionId: video.currentVersionId ?? '',
          cursor,
        });
        expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThan(1024 * 1024);
        ids.push(...page.items.map((n) => n.id));
        cursor = page.nextCursor;
      }
      const expected = whole.notes
        .filter((n) => n.videoId === video.id)
        .map((n) => n.id)
        .sort()
        .reverse();
      expect(ids).toEqual(expected); // newest first, each once
    }
    // Another user's project: the same 404 as a missing one.
    await expect(
      listVersionNotes(editor, {
        userId: 'someone-else',
        projectId: f.projectId,
        versionId: f.videos[0]?.versionId ?? '',
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('a cursor of another version or partition is refused with 400', async () => {
    const f = await createReviewFixture({ videoCount: 2 });
    const [a, b] = f.videos;
    const res = await reviewCall(
      'POST',
      `/api/review/${f.token}/notes`,
      batch(f, 60, (n) => `p${n}`, 0),
    );
    expect(res.status).toBe(200);
    const review = reviewResponseSchema.parse((await reviewCall('GET', `/api/review/${f.token}`)).json);
    const cursor = review.videos.find((v) => v.id === a?.id)?.notesNextCursor;
    expect(cursor).toBeTruthy();
    const wrong = await reviewCall(
      'GET',
      `/api/review/${f.token}/versions/${b?.versionId}/notes?cursor=${cursor}`,
    );
    expect(wrong.status).toBe(400);
    const tampered = await reviewCall(
      'GET',
      `/api/review/${f.token}/versions/${a?.versionId}/notes?cursor=eyJwayI6IngifQ`,
    );
    expect(tampered.status).toBe(400);
  });
});

describe('owner mails bundled', () => {
  it('one mail per batch at most, one per project per window; the batches between go when the window closes', async () => {
    const f = await createReviewFixture({ videoCount: 2 });
    const { mailUrl } = testSystem();
    const t0 = new Date();
    let now = t0;
    const deps = await buildReviewApiDeps({ clock: { now: () => now } });
    const send = (count: number) =>
      submitReviewNotes(deps, {
        token: f.token,
        sourceIp: '203.0.113.8',
        body: batch(f, count, (n) => `m${n}`),
      });
    await send(2);
    await send(3);
    await send(4);
    await untilNotified(f.db, f.ownerId, 3);
    const afterThree = await mailsTo(mailUrl, f.ownerEmail);
    expect(afterThree).toHaveLength(1);
    expect(afterThree[0]?.subject).toContain('2 notes');

    // A batch after the window's close joins what it held (the gate keeps one mail per window), and the
    // digests job mails them together.
    now = new Date(t0.getTime() + 16 * 60_000);
    await send(1);
    await untilNotified(f.db, f.ownerId, 4);
    expect(await mailsTo(mailUrl, f.ownerEmail)).toHaveLength(1);
    await runDigestsAt(new Date(now.getTime() + 1_000));
    const mails = await mailsTo(mailUrl, f.ownerEmail);
    expect(mails).toHaveLength(2);
    // The second mail holds the two batches sent inside the window (3 + 4) and the late one (1).
    expect(mails[1]?.subject).toContain('8 notes');
  });
});
