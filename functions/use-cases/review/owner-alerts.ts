/**
 * Tells the owner about client activity: an in-app notification (stored) and an e-mail (sent). Neither may
 * fail the client's request once their notes or approval are stored: failures are logged.
 */
import { PRODUCT_NAME } from '../../../shared/config/product';
import type { Notification } from '../../../shared/domain/entities';
import { projectLink, type NotificationText } from '../../../shared/domain/notification-texts';
import type { MailContent } from '../../lib/mail/templates/mail-content';
import { sendMailSafely } from '../../lib/mail/send-mail-safely';
import type { ReviewPorts } from './review-ports';

export type OwnerAlertPorts = Pick<
  ReviewPorts,
  'reviews' | 'notifications' | 'mail' | 'clock' | 'ids' | 'log' | 'appUrl'
>;

/** The project page's absolute URL (e-mails); the in-app link is shared/domain/notification-texts `projectLink`. */
export function absoluteProjectUrl(appUrl: string, projectId: string): string {
  return `${appUrl.replace(/\/$/, '')}${projectLink(projectId)}`;
}

export interface OwnerAlert {
  /** The notification's type, title, body and link: the tested texts of shared/domain/notification-texts. */
  text: NotificationText;
  /** Built once the owner's name is known (greeting); null = no mail for this alert (feedback-mail-gate). */
  mail: ((ownerName: string | null) => MailContent) | null;
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
    const notification: Notification = {
      id: ports.ids.next(),
      userId: owner.userId,
      type: alert.text.type,
      title: alert.text.title,
      body: alert.text.body,
      link: alert.text.link,
      isRead: false,
      dismissed: false,
      createdAt: now,
    };
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

  const mails = alerts.flatMap((alert) => (alert.mail ? [alert.mail] : []));
  if (mails.length === 0) return none;
  let contact: { email: string; name: string | null } | null = null;
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
  const sent = { mailed: 0, failed: 0 };
  for (const mail of mails) {
    const content = mail(contact.name);
    const ok = await sendMailSafely(
      ports.mail,
      { to: contact.email, fromName: PRODUCT_NAME, ...content },
      ports.log,
    );
    if (ok) sent.mailed += 1;
    else sent.failed += 1;
  }
  return sent;
}
