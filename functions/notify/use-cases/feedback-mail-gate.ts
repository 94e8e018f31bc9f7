/**
 * THE timing decision for the owner's feedback e-mail (a client's notes, a client's reply): at most one
 * mail per project per `FEEDBACK_MAIL_WINDOW_MINUTES`, and never a note left unmailed. The first feedback of
 * a window is mailed now; what comes while the window is closed is held and mailed when it closes (the
 * window's trailing mail, sent by the `digests` job as a due bundle, so a client who then goes quiet still
 * reaches the inbox). The gate records the latest mail, sent or scheduled: a trailing mail counts as one, so
 * steady feedback makes one mail per window. Preferences, templates and sending live in ./owner-alerts.
 */
import { FEEDBACK_MAIL_WINDOW_MINUTES } from '../../../shared/domain/note-limits';
import type { NotifyPorts } from '../ports';

const WINDOW_MS = FEEDBACK_MAIL_WINDOW_MINUTES * 60_000;

/** Reads of the gate when other requests keep moving it under this one. */
const GATE_ATTEMPTS = 3;

export type FeedbackMailTiming = { send: 'now' } | { send: 'later'; dueAt: Date };

export async function feedbackMailTiming(
  ports: {
    store: Pick<NotifyPorts['store'], 'claimFeedbackMail' | 'scheduleFeedbackMail'>;
    log: NotifyPorts['log'];
  },
  /** `recipient`: the follower whose own gate it is (absent: the project's founder's gate). */
  input: { projectId: string; recipient?: string | undefined; now: Date },
): Promise<FeedbackMailTiming> {
  const windowStart = new Date(input.now.getTime() - WINDOW_MS).toISOString();
  try {
    for (let attempt = 1; attempt <= GATE_ATTEMPTS; attempt += 1) {
      const claim = await ports.store.claimFeedbackMail({
        projectId: input.projectId,
        recipient: input.recipient,
        now: input.now.toISOString(),
        windowStart,
      });
      if (claim.claimed) return { send: 'now' };
      const last = new Date(claim.lastMailAt);
      // The window's trailing mail is scheduled already: this feedback joins it.
      if (last > input.now) return { send: 'later', dueAt: last };
      // A mail went out within the window: the trailing mail goes when the window closes.
      const closes = new Date(last.getTime() + WINDOW_MS);
      const scheduled = await ports.store.scheduleFeedbackMail({
        projectId: input.projectId,
        recipient: input.recipient,
        from: claim.lastMailAt,
        at: closes.toISOString(),
      });
      if (scheduled) return { send: 'later', dueAt: closes };
    }
  } catch (error) {
    ports.log.warn('feedback mail gate failed; mailing now', {
      projectId: input.projectId,
      error: error instanceof Error ? error.message : String(error),
    });
    return { send: 'now' };
  }
  // The gate kept moving: mail now (an extra mail beats a lost one).
  ports.log.warn('feedback mail gate kept moving; mailing now', { projectId: input.projectId });
  return { send: 'now' };
}
