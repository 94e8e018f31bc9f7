/** The one send decision of the owner's feedback mail, over an in-memory gate with the repository's rule. */
import { describe, expect, it } from 'vitest';
import type { Note } from '../../../shared/domain/entities';
import { FEEDBACK_MAIL_WINDOW_MINUTES } from '../../../shared/domain/note-limits';
import {
  feedbackMailDecision,
  releaseFeedbackMail,
} from '../../../functions/use-cases/review/feedback-mail-gate';
import type { ReviewRepository } from '../../../functions/use-cases/review/review-ports';

function gate() {
  let last: { at: string; batchId: string } | null = null;
  const claimFeedbackMail: ReviewRepository['claimFeedbackMail'] = async ({ now, windowStart, batchId }) => {
    if (last && last.at > windowStart) return { claimed: false, previousMailAt: null, previousBatchId: null };
    const previous = last;
    last = { at: now, batchId };
    return {
      claimed: true,
      previousMailAt: previous?.at ?? null,
      previousBatchId: previous?.batchId ?? null,
    };
  };
  const releaseFeedbackMail: ReviewRepository['releaseFeedbackMail'] = async (input) => {
    if (last?.at !== input.claimedAt) return;
    last = input.previousMailAt ? { at: input.previousMailAt, batchId: input.previousBatchId ?? '' } : null;
  };
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  return { reviews: { claimFeedbackMail, releaseFeedbackMail } as unknown as ReviewRepository, log };
}

const note = (id: string, batch: string, at: Date): Note => ({
  id,
  projectId: 'p',
  videoId: 'v',
  videoVersionId: 'vv',
  body: id,
  status: 'pending',
  timecodeMs: 0,
  reviewerLabel: 'R',
  submitBatchId: batch,
  reviewerIp: '203.0.113.0',
  createdAt: at.toISOString(),
});

describe('feedbackMailDecision', () => {
  it('mails the first batch, holds the next ones in the window, folds them into the next mail', async () => {
    const ports = gate();
    const t0 = new Date('2026-11-23T10:00:00.000Z');
    const stored: Note[] = [];
    const submit = async (batch: string, count: number, at: Date) => {
      const notes = Array.from({ length: count }, (_, i) => note(`${batch}-${i}`, batch, at));
      const decision = await feedbackMailDecision(ports, {
        projectId: 'p',
        now: at,
        storedBefore: [...stored],
        batchId: batch,
        batch: notes,
      });
      stored.push(...notes);
      return decision;
    };
    expect(await submit('b1', 2, t0)).toMatchObject({ send: true, notes: [{ id: 'b1-0' }, { id: 'b1-1' }] });
    expect(await submit('b2', 3, t0)).toEqual({ send: false });
    expect(await submit('b3', 1, new Date(t0.getTime() + 60_000))).toEqual({ send: false });
    const later = new Date(t0.getTime() + (FEEDBACK_MAIL_WINDOW_MINUTES + 1) * 60_000);
    const next = await submit('b4', 1, later);
    expect(next.send).toBe(true);
    if (next.send)
      expect(next.notes.map((n) => n.id).sort()).toEqual(['b2-0', 'b2-1', 'b2-2', 'b3-0', 'b4-0']);
  });

  it('a claim given back after a failed send: the next batch mails at once and folds the unsent notes in', async () => {
    const ports = gate();
    const t0 = new Date('2026-11-23T10:00:00.000Z');
    const n1 = [note('a-0', 'a', t0)];
    const first = await feedbackMailDecision(ports, {
      projectId: 'p',
      now: t0,
      storedBefore: [],
      batchId: 'a',
      batch: n1,
    });
    expect(first.send).toBe(true);
    if (first.send && first.claim)
      await releaseFeedbackMail(ports, { projectId: 'p', claimedAt: t0, previous: first.claim });
    const t1 = new Date(t0.getTime() + 60_000);
    const second = await feedbackMailDecision(ports, {
      projectId: 'p',
      now: t1,
      storedBefore: n1,
      batchId: 'b',
      batch: [note('b-0', 'b', t1)],
    });
    expect(second.send).toBe(true);
    if (second.send) expect(second.notes.map((n) => n.id)).toEqual(['a-0', 'b-0']);
  });

  it('mails the batch alone when the gate cannot be read (never loses the mail)', async () => {
    const failing = {
      reviews: {
        claimFeedbackMail: async () => {
          throw new Error('throttled');
        },
      } as unknown as ReviewRepository,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    };
    const at = new Date();
    const decision = await feedbackMailDecision(failing, {
      projectId: 'p',
      now: at,
      storedBefore: [],
      batchId: 'b',
      batch: [note('n', 'b', at)],
    });
    expect(decision).toMatchObject({ send: true, notes: [{ id: 'n' }] });
  });
});
