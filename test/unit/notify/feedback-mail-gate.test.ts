/** The one timing decision of the owner's feedback mail, over an in-memory gate with the repository's rule. */
import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAIL_WINDOW_MINUTES } from '../../../shared/domain/note-limits';
import { feedbackMailTiming } from '../../../functions/notify/use-cases/feedback-mail-gate';
import type { NotifyStore } from '../../../functions/notify/ports';

const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const WINDOW = FEEDBACK_MAIL_WINDOW_MINUTES * 60_000;

function gate() {
  let last: string | null = null;
  const claimFeedbackMail: NotifyStore['claimFeedbackMail'] = async ({ now, windowStart }) => {
    if (last !== null && last > windowStart) return { claimed: false, lastMailAt: last };
    last = now;
    return { claimed: true };
  };
  const scheduleFeedbackMail: NotifyStore['scheduleFeedbackMail'] = async ({ from, at }) => {
    if (last !== from) return false;
    last = at;
    return true;
  };
  return { store: { claimFeedbackMail, scheduleFeedbackMail }, log };
}

const t0 = new Date('2026-11-23T10:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

describe('feedbackMailTiming', () => {
  it('mails the first feedback now and holds what follows until the window closes, never dropping it', async () => {
    const ports = gate();
    const timing = (minutes: number) => feedbackMailTiming(ports, { projectId: 'p', now: at(minutes) });
    expect(await timing(0)).toEqual({ send: 'now' });
    // Two more batches inside the window: both held for the window's trailing mail, at its close.
    expect(await timing(1)).toEqual({ send: 'later', dueAt: new Date(t0.getTime() + WINDOW) });
    expect(await timing(5)).toEqual({ send: 'later', dueAt: new Date(t0.getTime() + WINDOW) });
  });

  it('counts the trailing mail as a mail: feedback right after it waits for the next window', async () => {
    const ports = gate();
    const timing = (minutes: number) => feedbackMailTiming(ports, { projectId: 'p', now: at(minutes) });
    await timing(0);
    await timing(2);
    const next = FEEDBACK_MAIL_WINDOW_MINUTES + 1;
    expect(await timing(next)).toEqual({ send: 'later', dueAt: new Date(t0.getTime() + 2 * WINDOW) });
    // A client quiet for a whole window after the last (scheduled) mail is mailed at once again.
    expect(await timing(3 * FEEDBACK_MAIL_WINDOW_MINUTES + 1)).toEqual({ send: 'now' });
  });

  it('two requests scheduling the same trailing mail: one schedules it, the other joins it', async () => {
    const ports = gate();
    await feedbackMailTiming(ports, { projectId: 'p', now: at(0) });
    const both = await Promise.all([
      feedbackMailTiming(ports, { projectId: 'p', now: at(3) }),
      feedbackMailTiming(ports, { projectId: 'p', now: at(3) }),
    ]);
    expect(both).toEqual([
      { send: 'later', dueAt: new Date(t0.getTime() + WINDOW) },
      { send: 'later', dueAt: new Date(t0.getTime() + WINDOW) },
    ]);
  });

  it('mails now when the gate cannot be read (never loses the mail)', async () => {
    const failing = {
      store: {
        claimFeedbackMail: async () => {
          throw new Error('throttled');
        },
        scheduleFeedbackMail: async () => false,
      },
      log,
    };
    expect(await feedbackMailTiming(failing, { projectId: 'p', now: t0 })).toEqual({ send: 'now' });
  });
});
