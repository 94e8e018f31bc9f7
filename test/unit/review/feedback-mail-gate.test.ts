/** The one send decision of the owner's feedback mail, over an in-memory gate with the repository's rule. */
import { describe, expect, it } from 'vitest';
import type { Note } from '../../../shared/domain/entities';
import { FEEDBACK_MAIL_WINDOW_MINUTES } from '../../../shared/domain/note-limits';
import { feedbackMailDecision } from '../../../functions/use-cases/review/feedback-mail-gate';
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
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  return { reviews: { claimFeedbackMail } as unknown as ReviewRepository, log };
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
