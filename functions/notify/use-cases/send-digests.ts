/**
 * The hourly `digests` job: one mail per editor and period listing every client-activity event
 * queued since the last digest (functions/notify/store/digest-repository.ts). Due editors come from a sharded due
 * index, so a run costs in proportion to them. A claim per editor and due time is written before the mail: a
 * second run, a concurrent one or a retry sends nothing twice; an unsent claim (the mail failed, or the run
 * died) is retried once, and a digest whose retry fails too is deferred to a later due time (backing off).
 * The same queue sends an instant editor's bundles (approvals close together, the feedback a project's mail
 * window held, a mail that failed in the request). A daily digest waits for 09:00 in the editor's zone. One
 * editor's failure is logged and the others go on.
 */
import {
  DIGEST_CLAIM_STALE_SECONDS,
  DIGEST_RETRY,
  digestDueAt,
  digestRetryAt,
  isDigestSendable,
  type DigestEntry,
  type DigestWindow,
} from '../../../shared/domain/digest';
import { mailDeliveryFor, type StoredMailPreferences } from '../../../shared/domain/mail-preferences';
import { DASHBOARD_LINK } from '../../../shared/domain/notification-texts';
import { MAIL_MESSAGES } from '../../../shared/messages/mail-messages';
import type { MailPort } from '../mail/mail-port';
import { digestMail } from '../mail/templates/digest-mail';
import type { UnsubscribeLinks } from '../mail/unsubscribe-links';
import type { Clock, Logger } from '../../platform/ports';
import { absoluteAppUrl } from './event-alerts';
import { sendOwnerMailOf } from './owner-mail';

export interface PendingDigestRef {
  userId: string;
  window: DigestWindow;
  dueAt: string;
  events: number;
  /** Due times whose mail failed twice (absent: none). */
  deferrals?: number | undefined;
}

export interface DigestOwner {
  email: string | null;
  name: string | null;
  timeZone: string | null;
  deactivated?: boolean;
  mailPreferences?: StoredMailPreferences | null;
}

export interface DigestQueue {
  listDue(now: string): Promise<PendingDigestRef[]>;
  owners(userIds: readonly string[]): Promise<Map<string, DigestOwner>>;
  readEvents(
    userId: string,
    now: string,
  ): Promise<{ entries: DigestEntry[]; keys: { pk: string; sk: string }[] }>;
  claim(input: {
    userId: string;
    dueAt: string;
    now: string;
    events: number;
  }): Promise<{ fresh: true } | { fresh: false; mailed: boolean; retried: boolean }>;
  /** Takes the one retry of a claim whose mail failed, or whose run died (claimed before `staleBefore`). */
  takeRetry(input: { userId: string; dueAt: string; now: string; staleBefore: string }): Promise<boolean>;
  markMailed(userId: string, dueAt: string, now: string): Promise<void>;
  markFailed(userId: string, dueAt: string, now: string): Promise<void>;
  finish(input: {
    pending: PendingDigestRef;
    covered: { keys: { pk: string; sk: string }[] };
    nextDueAt: string;
  }): Promise<void>;
  postpone(userId: string, dueAt: string): Promise<void>;
  /** Moves a digest whose mail failed twice to a later due time (a fresh claim), counting the deferral. */
  defer(userId: string, dueAt: string): Promise<void>;
}

export interface DigestPorts {
  readonly digests: DigestQueue;
  readonly mail: MailPort;
  readonly clock: Clock;
  readonly log: Logger;
  readonly appUrl: string;
  readonly unsubscribeLinks: UnsubscribeLinks;
}

export interface DigestRunSummary {
  due: number;
  mailed: number;
  postponed: number;
  skipped: number;
  failed: number;
}

type Outcome = 'mailed' | 'postponed' | 'skipped' | 'failed';

export async function sendDigests(ports: DigestPorts): Promise<DigestRunSummary> {
  const now = ports.clock.now();
  const nowIso = now.toISOString();
  const due = await ports.digests.listDue(nowIso);
  const owners = await ports.digests.owners([...new Set(due.map((d) => d.userId))]);
  const summary: DigestRunSummary = { due: due.length, mailed: 0, postponed: 0, skipped: 0, failed: 0 };
  for (const pending of due) {
    let outcome: Outcome;
    try {
      outcome = await sendOne(ports, pending, owners.get(pending.userId) ?? null, now);
    } catch (error) {
      outcome = 'failed';
      ports.log.error('digest failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
    summary[outcome] += 1;
  }
  if (due.length > 0) ports.log.info('digests run', { ...summary });
  return summary;
}

async function sendOne(
  ports: DigestPorts,
  pending: PendingDigestRef,
  owner: DigestOwner | null,
  now: Date,
): Promise<Outcome> {
  const nowIso = now.toISOString();
  const timeZone = owner?.timeZone ?? null;
  if (!isDigestSendable(pending.window, now, timeZone)) {
    await ports.digests.postpone(pending.userId, digestDueAt(pending.window, now, timeZone).toISOString());
    return 'postponed';
  }
  const events = await ports.digests.readEvents(pending.userId, nowIso);
  const nextDueAt = digestDueAt(pending.window, now, timeZone).toISOString();
  const delivery = owner ? mailDeliveryFor(owner.mailPreferences, 'clientActivity') : 'off';
  // No address, a deactivated account, or mail turned off since: the queued events are dropped unsent.
  if (!owner?.email || owner.deactivated || delivery === 'off' || events.entries.length === 0) {
    await ports.digests.finish({ pending, covered: events, nextDueAt });
    return 'skipped';
  }
  const claim = await ports.digests.claim({
    userId: pending.userId,
    dueAt: pending.dueAt,
    now: nowIso,
    events: events.keys.length,
  });
  if (!claim.fresh) {
    if (claim.mailed) {
      // Mailed by an earlier run that stopped before cleaning up: clean up only.
      await ports.digests.finish({ pending, covered: events, nextDueAt });
      return 'skipped';
    }
    // A claim still being sent by a concurrent run is not taken: only a failed or abandoned one.
    const staleBefore = new Date(now.getTime() - DIGEST_CLAIM_STALE_SECONDS * 1000).toISOString();
    if (
      claim.retried ||
      !(await ports.digests.takeRetry({
        userId: pending.userId,
        dueAt: pending.dueAt,
        now: nowIso,
        staleBefore,
      }))
    ) {
      return 'skipped';
    }
  }
  const entries = events.entries;
  const sent = await sendOwnerMailOf(ports, {
    userId: pending.userId,
    to: owner.email,
    category: 'clientActivity',
    render: (footer) =>
      digestMail({
        ownerName: owner.name,
        window: pending.window,
        entries,
        dashboardUrl: absoluteAppUrl(ports.appUrl, DASHBOARD_LINK),
        reason: MAIL_MESSAGES.why.clientActivity,
        footer,
      }),
    about: { window: pending.window, entries: entries.length },
  });
  if (!sent) {
    await ports.digests.markFailed(pending.userId, pending.dueAt, nowIso);
    // The retry failed too: the digest tries again later under a fresh claim (backing off), so the editor's
    // queue never sticks on one due time; after DIGEST_RETRY.maxDeferrals it is given up, loudly.
    if (!claim.fresh) {
      const deferrals = (pending.deferrals ?? 0) + 1;
      if (deferrals > DIGEST_RETRY.maxDeferrals) {
        ports.log.error('digest given up after repeated mail failures', {
          window: pending.window,
          entries: events.entries.length,
        });
        await ports.digests.finish({ pending, covered: events, nextDueAt });
      } else {
        await ports.digests.defer(pending.userId, digestRetryAt(now, deferrals).toISOString());
      }
    }
    return 'failed';
  }
  await ports.digests.markMailed(pending.userId, pending.dueAt, nowIso);
  await ports.digests.finish({ pending, covered: events, nextDueAt });
  return 'mailed';
}
