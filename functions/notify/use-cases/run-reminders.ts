/**
 * The hourly reminders job (spec editor-workspace §4, §7). For the editors whose local hour is
 * 09:00 (their browser's time zone, UTC when unknown) it creates a `project_reminder` notification and sends
 * the reminder e-mail for every project due by the shared rule (shared/domain/reminder-rule.ts), and warns
 * the owner when an active or pending project's review link expires within a day.
 *
 * Cost: the projects come from the due indexes (never a Scan), so the reads grow with the due projects.
 * Idempotent: a claim per project, kind and local day is written (conditional put, with the notification, in
 * one transaction) before the mail; a second run the same day finds the claim and sends nothing. The claim
 * records the mail as sent afterwards; a claim left unsent (a crash or a failed send between the claim and
 * the record) is retried exactly once by a later run, never twice. One project's failure is logged and the
 * others go on.
 */
import { PRODUCT_NAME } from '../../../shared/config/product';
import { mailDeliveryFor } from '../../../shared/domain/mail-preferences';
import type { Project } from '../../../shared/domain/entities';
import {
  projectReminderNotification,
  reviewLinkExpiringNotification,
  type NotificationText,
} from '../../../shared/domain/notification-texts';
import {
  REMINDER_DELIVERY,
  isDeliveryHour,
  isLinkExpiringSoon,
  isReminderDue,
  localTime,
  wholeDaysSince,
} from '../../../shared/domain/reminder-rule';
import type { MailMessage } from '../mail/mail-port';
import { sendMailSafely } from '../mail/send-mail-safely';
import { unsubscribeUrlOrNull } from '../mail/unsubscribe-links';
import { linkExpiringMail } from '../mail/templates/link-expiring-mail';
import { projectReminderMail } from '../mail/templates/project-reminder-mail';
import { absoluteAppUrl, absoluteProjectUrl } from './event-alerts';
import { NOTIFICATION_SETTINGS_LINK, newNotification } from '../../../shared/domain/notification-texts';
import type { ReminderKind, ReminderOwner, ReminderPorts, UnsentClaim } from '../reminder-ports';

export interface RemindersRunSummary {
  /** Reminders and link warnings created (notification + claim) in this run. */
  reminded: number;
  linkWarnings: number;
  mailsSent: number;
  /** Unsent claims of earlier runs mailed again (once each). */
  retried: number;
  /** Found due but already claimed today, or moved since read. */
  alreadyClaimed: number;
  /** Due, but the owner's local hour is not the delivery hour: picked up at their 09:00. */
  notTheirHour: number;
  /** Due, but the owner's account is deactivated: nothing made or sent. */
  ownerDeactivated: number;
  failed: number;
}

interface Candidate {
  kind: ReminderKind;
  project: Project;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function runReminders(ports: ReminderPorts): Promise<RemindersRunSummary> {
  const now = ports.clock.now();
  const nowIso = now.toISOString();
  const summary: RemindersRunSummary = {
    reminded: 0,
    linkWarnings: 0,
    mailsSent: 0,
    retried: 0,
    alreadyClaimed: 0,
    notTheirHour: 0,
    ownerDeactivated: 0,
    failed: 0,
  };

  const until = new Date(now.getTime() + REMINDER_DELIVERY.linkWarningHours * 60 * 60 * 1000);
  const [due, expiring] = await Promise.all([
    ports.reminders.listDue(now),
    ports.reminders.listLinksExpiring(now, until),
  ]);

  for (const claim of due.unsentClaims) {
    try {
      if (await retryUnsent(ports, claim, nowIso)) summary.retried += 1;
    } catch (error) {
      summary.failed += 1;
      ports.log.error('reminders.retry failed', { projectId: claim.projectId, error: errorText(error) });
    }
  }

  const candidates: Candidate[] = [
    ...due.projects
      .filter((d) => isReminderDue(d.project, d.lastRemindedAt, now))
      .map((d) => ({ kind: 'reminder' as const, project: d.project })),
    ...expiring
      .filter((p) => isLinkExpiringSoon(p, now))
      .map((project) => ({ kind: 'link' as const, project })),
  ];
  if (candidates.length === 0) {
    ports.log.info('reminders.run', { ...summary, at: nowIso });
    return summary;
  }

  const owners = await ports.reminders.owners([...new Set(candidates.map((c) => c.project.userId))]);
  for (const candidate of candidates) {
    const owner: ReminderOwner = owners.get(candidate.project.userId) ?? {
      userId: candidate.project.userId,
      email: null,
      name: null,
      timeZone: null,
    };
    // A deactivated account gets no reminders at all: deactivating stops all owner mail until reactivated.
    if (owner.deactivated) {
      summary.ownerDeactivated += 1;
      continue;
    }
    if (!isDeliveryHour(now, owner.timeZone)) {
      summary.notTheirHour += 1;
      continue;
    }
    try {
      const outcome = await remind(ports, candidate, owner, now);
      if (outcome === 'claimed-before') summary.alreadyClaimed += 1;
      else {
        if (candidate.kind === 'reminder') summary.reminded += 1;
        else summary.linkWarnings += 1;
        if (outcome === 'mailed') summary.mailsSent += 1;
      }
    } catch (error) {
      summary.failed += 1;
      ports.log.error('reminders.project failed', {
        projectId: candidate.project.id,
        kind: candidate.kind,
        error: errorText(error),
      });
    }
  }
  ports.log.info('reminders.run', { ...summary, at: nowIso });
  return summary;
}

async function remind(
  ports: ReminderPorts,
  { kind, project }: Candidate,
  owner: ReminderOwner,
  now: Date,
): Promise<'claimed-before' | 'mailed' | 'not-mailed'> {
  const nowIso = now.toISOString();
  const projectUrl = absoluteProjectUrl(ports.appUrl, project.id);
  const footer = { settingsUrl: absoluteAppUrl(ports.appUrl, NOTIFICATION_SETTINGS_LINK) };
  let text: NotificationText;
  let mail: MailMessage | null = null;
  const category = kind === 'reminder' ? 'reminders' : 'linkExpiry';
  // The in-app notification is always made; the mail only while this kind is not turned off.
  const mailTo = mailDeliveryFor(owner.mailPreferences, category) === 'off' ? null : owner.email;
  const listUnsubscribeUrl = mailTo
    ? await unsubscribeUrlOrNull(ports.unsubscribeLinks, owner.userId, category, ports.log)
    : null;
  const unsubscribe = listUnsubscribeUrl ? { listUnsubscribeUrl } : {};
  if (kind === 'reminder') {
    const idleDays = wholeDaysSince(project.lastStatusChangeAt, now);
    text = projectReminderNotification({
      projectId: project.id,
      projectName: project.name,
      daysWaiting: idleDays,
    });
    if (mailTo) {
      const pendingNotes = await ports.reminders.countPendingNotes(project.id);
      mail = {
        to: mailTo,
        fromName: PRODUCT_NAME,
        ...unsubscribe,
        ...(await projectReminderMail({
          ownerName: owner.name,
          projectName: project.name,
          pendingNotes,
          idleDays,
          projectUrl,
          footer,
        })),
      };
    }
  } else {
    text = reviewLinkExpiringNotification({ projectId: project.id, projectName: project.name });
    if (mailTo && project.shareExpiresAt) {
      mail = {
        to: mailTo,
        fromName: PRODUCT_NAME,
        ...unsubscribe,
        ...(await linkExpiringMail({
          ownerName: owner.name,
          projectName: project.name,
          expiresAt: project.shareExpiresAt,
          projectUrl,
          footer,
        })),
      };
    }
  }
  const notification = newNotification({
    id: ports.ids.next(),
    userId: project.userId,
    text,
    createdAt: nowIso,
  });
  const ref = { projectId: project.id, kind, day: localTime(now, owner.timeZone).day };
  const claimed = await ports.reminders.claim({ ref, project, notification, mail, now: nowIso });
  if (!claimed) return 'claimed-before';
  if (!mail) {
    ports.log.info('no reminder mail (no address, or this kind is off)', { projectId: project.id });
    return 'not-mailed';
  }
  // A failed send leaves the claim unsent: a later run retries it once.
  if (!(await sendMailSafely(ports.mail, mail, ports.log))) return 'not-mailed';
  await ports.reminders.markMailed(ref, nowIso);
  return 'mailed';
}

/** The one retry of a claim whose mail was not recorded as sent. */
async function retryUnsent(ports: ReminderPorts, claim: UnsentClaim, nowIso: string): Promise<boolean> {
  if (claim.retried || !claim.mail) return false;
  if (!(await ports.reminders.takeForRetry(claim, nowIso))) return false;
  if (!(await sendMailSafely(ports.mail, claim.mail, ports.log))) return false;
  await ports.reminders.markMailed(claim, nowIso);
  return true;
}
