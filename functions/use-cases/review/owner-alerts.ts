/**
 * Tells the owner about client activity: an in-app notification (stored) and an e-mail (sent), or, for an
 * owner who chose an hourly or daily digest, the event's digest lines queued for the `digests` job. An
 * instant owner's mail that has to wait (approvals bundled, feedback held by the project's mail window) or
 * that failed is queued for the same job, which sends it when due: no mail is lost. None of it may fail the
 * client's request once their notes, reply or approval are stored: failures are logged.
 */
import { PRODUCT_NAME } from '../../../shared/config/product';
import { digestDueAt, type DigestEntry, type DigestWindow } from '../../../shared/domain/digest';
import { mailDeliveryFor } from '../../../shared/domain/mail-preferences';
import {
  NOTIFICATION_SETTINGS_LINK,
  newNotification,
  projectLink,
  type NotificationText,
} from '../../../shared/domain/notification-texts';
import type { MailFooterLinks } from '../../lib/mail/templates/mail-layout';
import type { MailContent } from '../../lib/mail/templates/mail-content';
import { sendMailSafely } from '../../lib/mail/send-mail-safely';
import { feedbackMailTiming } from './feedback-mail-gate';
import { unsubscribeUrlOrNull } from '../../lib/mail/unsubscribe-links';
import type { ReviewPorts } from '../../review/ports';

export type OwnerAlertPorts = Pick<
  ReviewPorts,
  'reviews' | 'notifications' | 'mail' | 'clock' | 'ids' | 'log' | 'appUrl' | 'unsubscribeLinks'
>;

/** The project page's absolute URL (e-mails); the in-app link is shared/domain/notification-texts `projectLink`. */
export function absoluteProjectUrl(appUrl: string, projectId: string): string {
  return absoluteAppUrl(appUrl, projectLink(projectId));
}

/** An absolute URL of an SPA path (`/Settings?section=notifications`). */
export function absoluteAppUrl(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/$/, '')}${path}`;
}

export interface OwnerAlert {
  /** The notification's type, title, body and link: the tested texts of shared/domain/notification-texts. */
  text: NotificationText;
  /** Built once the owner's name (greeting) and the footer's links are known; null = no mail for this alert. */
  mail: ((ownerName: string | null, footer: MailFooterLinks) => Promise<MailContent>) | null;
  /**
   * The event as digest lines (every note of a batch, an approval…), for owners who chose a digest, and the
   * lines an instant owner's waiting (or failed) mail is sent with.
   */
  digest: readonly DigestEntry[];
  /**
   * For an instant owner: 'bundle' = an approval, waits BUNDLE_SECONDS for the next ones and goes as one
   * mail; 'feedbackWindow' = notes or a reply, mailed now when the project's feedback mail window is open,
   * else held until it closes (feedback-mail-gate). Absent: mailed now.
   */
  wait?: 'bundle' | 'feedbackWindow';
  /** The in-app notification was stored with the event itself (a reply's transaction): not stored again. */
  notificationStored?: boolean;
}

export async function alertOwner(
  ports: OwnerAlertPorts,
  owner: { userId: string; projectId: string },
  alerts: readonly OwnerAlert[],
): Promise<{ mailed: number; failed: number }> {
  const none = { mailed: 0, failed: 0 };
  if (alerts.length === 0) return none;
  const now = ports.clock.now().toISOString();
  for (const alert of alerts) {
    if (alert.notificationStored) continue;
    const notification = newNotification({
      id: ports.ids.next(),
      userId: owner.userId,
      text: alert.text,
      createdAt: now,
    });
    try {
      await ports.notifications.create(notification);
    } catch (error) {
      ports.log.error('notification.create failed', {
        type: alert.text.type,
        projectId: owner.projectId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  const mails = alerts.flatMap((alert) => (alert.mail ? [{ text: alert.text, mail: alert.mail }] : []));
  const digest = alerts.flatMap((alert) => alert.digest);
  if (mails.length === 0 && digest.length === 0) return none;
  let contact: Awaited<ReturnType<OwnerAlertPorts['reviews']['ownerContact']>> = null;
  try {
    contact = await ports.reviews.ownerContact(owner.userId);
  } catch (error) {
    ports.log.error('owner contact lookup failed', {
      projectId: owner.projectId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  if (!contact) {
    ports.log.warn('owner has no e-mail address; mail skipped', { projectId: owner.projectId });
    return none;
  }
  // The editor's choice for client activity (Settings → Notifications); in-app notifications are always kept.
  const delivery = mailDeliveryFor(contact.mailPreferences, 'clientActivity');
  if (delivery === 'off') {
    ports.log.info('owner turned client-activity mail off; mail skipped', { projectId: owner.projectId });
    return none;
  }
  if (delivery === 'hourly' || delivery === 'daily') {
    await queueDigest(ports, owner, delivery, digest);
    return none;
  }
  // Instant: approvals wait a minute for the ones that follow (one mail for several); feedback goes now when
  // the project's mail window is open, else when it closes; the rest go now.
  const withMail = alerts.filter((alert) => alert.mail);
  const bundled = withMail.filter((alert) => alert.wait === 'bundle');
  await queueDigest(
    ports,
    owner,
    'bundle',
    bundled.flatMap((alert) => alert.digest),
  );
  let immediate = withMail.filter((alert) => alert.wait !== 'bundle');
  if (immediate.some((alert) => alert.wait === 'feedbackWindow')) {
    const timing = await feedbackMailTiming(ports, { projectId: owner.projectId, now: ports.clock.now() });
    if (timing.send === 'later') {
      const held = immediate.filter((alert) => alert.wait === 'feedbackWindow');
      await queueDigest(
        ports,
        owner,
        'bundle',
        held.flatMap((alert) => alert.digest),
        timing.dueAt,
      );
      immediate = immediate.filter((alert) => alert.wait !== 'feedbackWindow');
    }
  }
  if (immediate.length === 0) return none;
  const listUnsubscribeUrl = await unsubscribeUrlOrNull(
    ports.unsubscribeLinks,
    owner.userId,
    'clientActivity',
    ports.log,
  );
  const sent = { mailed: 0, failed: 0 };
  const unsent: OwnerAlert[] = [];
  for (const alert of immediate) {
    if (!alert.mail) continue;
    let content: MailContent;
    try {
      content = await alert.mail(contact.name, {
        settingsUrl: absoluteAppUrl(ports.appUrl, NOTIFICATION_SETTINGS_LINK),
      });
    } catch (error) {
      ports.log.error('mail.render failed', {
        type: alert.text.type,
        projectId: owner.projectId,
        error: error instanceof Error ? error.message : String(error),
      });
      sent.failed += 1;
      unsent.push(alert);
      continue;
    }
    const ok = await sendMailSafely(
      ports.mail,
      {
        to: contact.email,
        fromName: PRODUCT_NAME,
        ...content,
        ...(listUnsubscribeUrl ? { listUnsubscribeUrl } : {}),
      },
      ports.log,
    );
    if (ok) sent.mailed += 1;
    else {
      sent.failed += 1;
      unsent.push(alert);
    }
  }
  // A mail that could not go now is queued as a bundle: the digests job sends it a minute later (and
  // retries it once more if that fails too).
  await queueDigest(
    ports,
    owner,
    'bundle',
    unsent.flatMap((alert) => alert.digest),
  );
  return sent;
}

/**
 * Queues an event's digest lines (hourly, daily, or an instant owner's bundle, due at `dueAt` when given);
 * failures logged.
 */
async function queueDigest(
  ports: OwnerAlertPorts,
  owner: { userId: string; projectId: string },
  window: DigestWindow,
  entries: readonly DigestEntry[],
  dueAt?: Date,
): Promise<void> {
  if (entries.length === 0) return;
  const at = ports.clock.now();
  try {
    await ports.reviews.queueDigest({
      userId: owner.userId,
      eventId: ports.ids.next(),
      at: at.toISOString(),
      window,
      // Daily digests are moved on to the owner's 09:00 by the job (it knows the time zone).
      dueAt: (dueAt ?? digestDueAt(window === 'daily' ? 'hourly' : window, at, null)).toISOString(),
      entries,
    });
  } catch (error) {
    ports.log.error('digest.queue failed', {
      projectId: owner.projectId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
