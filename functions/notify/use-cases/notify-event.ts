/**
 * Tells whoever must hear of one domain event, through every channel it has: each follower's in-app
 * notification and e-mail (./owner-alerts; the followers: functions/workspaces `projectAudience`), or, for an editor's reply, the clients who left an address on the thread.
 * Each channel's write is keyed by the event id, so handling the same event again tells nobody twice.
 */
import type { DomainEvent, DomainEventOf } from '../../../shared/domain/domain-events';
import { reviewPageLink } from '../../../shared/domain/note-reply';
import { sendMailSafely } from '../mail/send-mail-safely';
import { editorReplyMail } from '../mail/templates/editor-reply-mail';
import { absoluteAppUrl, ownerAlertOf } from './event-alerts';
import type { NotifyPorts } from '../ports';
import { mailInvitation } from './invitation-mail';
import { mailLookOf } from './mail-look';
import { mailWebhookDisabled } from './webhook-disabled-mail';
import { MailNotSentError, mailOwner, notifyInApp, type OwnerMailOutcome } from './owner-alerts';

export interface NotifyOutcome {
  /** The in-app notification was stored by this call (false: none, or stored before). */
  notified: boolean;
  mail: OwnerMailOutcome;
}

export async function notifyEvent(ports: NotifyPorts, event: DomainEvent): Promise<NotifyOutcome> {
  if (event.type === 'editor_replied')
    return { notified: false, mail: await mailThreadClients(ports, event) };
  if (event.type === 'member_invited') return { notified: false, mail: await mailInvitation(ports, event) };
  if (event.type === 'webhook_disabled')
    return { notified: false, mail: await mailWebhookDisabled(ports, event) };
  const alert = ownerAlertOf(event, ports.appUrl);
  let notified = false;
  let mail: OwnerMailOutcome = 'none';
  // Every follower in turn, each with their own preferences and keys; a follower whose mail must be sent
  // again fails the event, and the redelivery skips whoever had it already.
  for (const recipient of await ports.store.projectAudience({
    projectId: event.projectId,
    workspaceId: event.ownerId,
  })) {
    // The notification is the follower's last write: once it shows, every channel has had the event.
    const sent = await mailOwner(ports, event, alert, recipient);
    if (mail === 'none' || sent === 'sent') mail = sent;
    notified = (await notifyInApp(ports, event, alert, recipient)) || notified;
  }
  return { notified, mail };
}

/** The editor's reply, mailed to every client on the thread (the mail is claimed once for all of them). */
async function mailThreadClients(
  ports: NotifyPorts,
  event: DomainEventOf<'editor_replied'>,
): Promise<OwnerMailOutcome> {
  // The workspace's brand, read once for every client on the thread (before the claim: a failed read
  // leaves the event to the stream's retry with nothing claimed).
  const look = await mailLookOf(ports, event.ownerId);
  const claim = await ports.store.claimMail(event.id, event.at);
  if (claim === 'done') return 'done-before';
  const content = await editorReplyMail({
    projectName: event.projectName,
    videoTitle: event.videoTitle,
    note: event.note,
    editorLabel: event.editorLabel,
    reply: event.reply,
    reviewUrl: absoluteAppUrl(ports.appUrl, reviewPageLink(event.shareToken)),
    brand: look.brand,
  });
  let failed = 0;
  for (const to of event.recipients) {
    if (!(await sendMailSafely(ports.mail, { to, fromName: look.fromName, ...content }, ports.log)))
      failed += 1;
  }
  if (failed === event.recipients.length) {
    // Nobody got it: give the claim back, the stream delivers the event again.
    await ports.store.releaseMail(event.id);
    throw new MailNotSentError('reply mail not sent');
  }
  await ports.store.finishMail(event.id);
  return 'sent';
}
