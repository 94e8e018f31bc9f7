/**
 * Client-activity digests: an editor who chose an hourly or daily digest gets one mail per period
 * listing every event (notes with their video and time code, approvals, replies) instead of a mail each. The
 * events wait in the editor's own partition; the `digests` job (every minute) sends what is due. The same queue
 * bundles an instant editor's approvals that come close together into one mail.
 */
import * as z from 'zod/mini';
import { isDeliveryHour } from './reminder-rule';

/**
 * hourly / daily: the editor chose a digest. bundle: an instant editor's mail that waits: approvals wait
 * BUNDLE_SECONDS for the ones that follow (approving five videos in a minute makes one mail, not six); notes
 * and replies that came while a project's feedback mail window was closed wait for it to open again
 * (functions/notify/use-cases/feedback-mail-gate.ts), so the window's last notes are mailed too.
 */
export type DigestWindow = 'hourly' | 'daily' | 'bundle';

/** How long an instant editor's approval waits for the next ones before its mail goes. */
export const BUNDLE_SECONDS = 60;

/**
 * A digest claim this old without its mail belongs to a run that died (longer than the scheduled Lambdas'
 * 300 s timeout): the next run may retry it. A younger one may still be sending, so a concurrent run leaves it.
 */
export const DIGEST_CLAIM_STALE_SECONDS = 600;

/**
 * A digest whose mail failed at its due time and on the retry waits a minute, then two, four… (at most
 * `maxBackoffMinutes`), under a fresh claim each time; after `maxDeferrals` it is given up (about three hours
 * of a mail service that keeps failing; the in-app notifications stay).
 */
export const DIGEST_RETRY = { maxDeferrals: 8, maxBackoffMinutes: 60 } as const;

/** When a digest deferred for the `deferrals`-th time is tried again. */
export function digestRetryAt(now: Date, deferrals: number): Date {
  const minutes = Math.min(2 ** Math.max(0, deferrals - 1), DIGEST_RETRY.maxBackoffMinutes);
  return new Date(now.getTime() + minutes * 60_000);
}

/** One line of a digest: what happened, where and who did it. */
export const digestEntrySchema = z.object({
  /** What happened (absent on lines queued before kinds existed: read as a note). */
  kind: z.optional(z.enum(['note', 'reply', 'videoApproved', 'projectApproved'])),
  at: z.string(),
  projectName: z.string(),
  videoTitle: z.nullable(z.string()),
  timecodeMs: z.nullable(z.int().check(z.nonnegative())),
  reviewer: z.nullable(z.string()),
  summary: z.string(),
});
export type DigestEntry = z.infer<typeof digestEntrySchema>;

/** A note's text in a digest is cut to this many characters (a digest is an index, the project has the rest). */
export const DIGEST_SUMMARY_MAX = 280;

export function digestSummary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DIGEST_SUMMARY_MAX ? flat : `${flat.slice(0, DIGEST_SUMMARY_MAX - 1)}…`;
}

const HOUR = 3_600_000;

/** The first top of an hour strictly after `now` (when an hourly digest goes). */
export function nextTopOfHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR);
}

/**
 * When a digest of this window started at `now` is due: the next top of the hour for hourly; for daily the
 * next hourly run that is 09:00 in the editor's zone (the reminders' delivery hour; UTC when unknown).
 */
export function digestDueAt(window: DigestWindow, now: Date, timeZone: string | null): Date {
  if (window === 'bundle') return new Date(now.getTime() + BUNDLE_SECONDS * 1000);
  let at = nextTopOfHour(now);
  if (window === 'hourly') return at;
  for (let i = 0; i < 49 && !isDeliveryHour(at, timeZone); i += 1) at = new Date(at.getTime() + HOUR);
  return at;
}

/** Whether a pending digest of this window may go out in the run at `now`. */
export function isDigestSendable(window: DigestWindow, now: Date, timeZone: string | null): boolean {
  return window !== 'daily' || isDeliveryHour(now, timeZone);
}
