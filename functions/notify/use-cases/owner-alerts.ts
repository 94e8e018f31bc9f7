/**
 * THE one owner of 'tell the user': an event becomes the owner's in-app notification (stored once, keyed by
 * the event's id) and an e-mail sent now, bundled, held by the project's feedback window, or queued for the
 * owner's digest, by the owner's preferences, with the one-click unsubscribe link. The `digests` job sends
 * what is queued through the same mail channel (./send-digests.ts).
 *
 * Redelivery (the stream hands a batch again) writes nothing twice: the notification and the digest lines
 * are conditional puts keyed by the event id, and the mail is claimed by event id before it is sent. A
 * failing mail service delays the mail and loses nothing: client activity goes to the owner's bundle queue
 * (the digests job sends it a minute later, retrying with back-off); a reminder gives its claim back and
 * fails the record, so the stream delivers it again.
 */
import { digestDueAt, type DigestEntry, type DigestWindow } from '../../../shared/domain/digest';
import type { ProjectEvent } from '../../../shared/domain/domain-events';
import { mailDeliveryFor } from '../../../shared/domain/mail-preferences';
import { newNotification } from '../../../shared/domain/notification-texts';
import type { OwnerAlert } from './event-alerts';
import { sendOwnerMailOf } from './owner-mail';
import { feedbackMailTiming } from './feedback-mail-gate';
import type { NotifyPorts, OwnerContact } from '../ports';

export { absoluteAppUrl, absoluteProjectUrl } from './event-alerts';

/** The mail could not go and nothing holds it: the event must be delivered again. */
export class MailNotSentError extends Error {}

export type OwnerMailOutcome = 'sent' | 'queued' | 'held' | 'none' | 'done-before';

/**
 * The key of one follower's share of an event (mail claim, feedback gate): each follower's writes are their
 * own, so a redelivery tells nobody twice and one follower's mail never stands for another's. The
 * workspace's founder (its id is theirs) keeps the bare event id, as before projects had several followers,
 * so an event claimed before that change is not mailed again.
 */
function recipientKey(event: ProjectEvent, recipient: string): string {
  return recipient === event.ownerId ? event.id : `${event.id}#${recipient}`;
}

/** The founder keeps the project's one gate; every other follower gets their own. */
function gateRecipient(event: ProjectEvent, recipient: string): string | undefined {
  return recipient === event.ownerId ? undefined : recipient;
}

/**
 * A follower's in-app notification of an event: its id is the event's, in the follower's own partition, so
 * a redelivery stores nothing.
 */
export async function notifyInApp(
  ports: NotifyPorts,
  event: ProjectEvent,
  alert: OwnerAlert,
  recipient: string,
): Promise<boolean> {
  return ports.store.createNotification(
    newNotification({ id: event.id, userId: recipient, text: alert.text, createdAt: event.at }),
  );
}

/** One follower's mail of an event, by that follower's own preferences. */
export async function mailOwner(
  ports: NotifyPorts,
  event: ProjectEvent,
  alert: OwnerAlert,
  recipient: string,
): Promise<OwnerMailOutcome> {
  if (!alert.mail) return 'none';
  const contact = await ports.store.ownerContact(recipient);
  if (!contact) {
    ports.log.warn('owner has no e-mail address; mail skipped', { projectId: event.projectId });
    return 'none';
  }
  // The editor's choice for this kind (Settings → Notifications); in-app notifications are always kept.
  const delivery = mailDeliveryFor(contact.mailPreferences, alert.category);
  if (delivery === 'off') return 'none';
  if ((delivery === 'hourly' || delivery === 'daily') && alert.digest.length > 0) {
    await queueDigest(ports, event, recipient, delivery, alert.digest);
    return 'queued';
  }
  const key = recipientKey(event, recipient);
  const claim = await ports.store.claimMail(key, event.at);
  if (claim === 'done') return 'done-before';
  // An earlier delivery claimed the mail and stopped: it may have sent it, so a queued bundle (or, with
  // nothing to queue, a resend) beats both a lost mail and a certain duplicate.
  if (claim === 'unfinished' && alert.digest.length > 0) {
    await queueDigest(ports, event, recipient, 'bundle', alert.digest);
    await ports.store.finishMail(key);
    return 'queued';
  }
  const held = await holdsMail(ports, event, alert, recipient);
  if (held) {
    await ports.store.finishMail(key);
    return 'held';
  }
  if (await sendOwnerMail(ports, event, alert, recipient, contact)) {
    await ports.store.finishMail(key);
    return 'sent';
  }
  if (alert.digest.length > 0) {
    // Sent again as a bundle by the digests job a minute later (which retries it with back-off).
    await queueDigest(ports, event, recipient, 'bundle', alert.digest);
    await ports.store.finishMail(key);
    return 'queued';
  }
  await ports.store.releaseMail(key);
  throw new MailNotSentError(`mail of ${event.type} not sent`);
}

/** An instant owner's mail that waits: approvals bundled, feedback held by the project's mail window. */
async function holdsMail(
  ports: NotifyPorts,
  event: ProjectEvent,
  alert: OwnerAlert,
  recipient: string,
): Promise<boolean> {
  if (alert.wait === 'bundle') {
    await queueDigest(ports, event, recipient, 'bundle', alert.digest);
    return true;
  }
  if (alert.wait !== 'feedbackWindow') return false;
  // The window is decided at the time of the feedback, not of the stream's delivery.
  const timing = await feedbackMailTiming(ports, {
    projectId: event.projectId,
    recipient: gateRecipient(event, recipient),
    now: new Date(event.at),
  });
  if (timing.send === 'now') return false;
  await queueDigest(ports, event, recipient, 'bundle', alert.digest, timing.dueAt);
  return true;
}

async function sendOwnerMail(
  ports: NotifyPorts,
  event: ProjectEvent,
  alert: OwnerAlert,
  recipient: string,
  contact: OwnerContact,
): Promise<boolean> {
  const render = alert.mail;
  if (!render) return false;
  return sendOwnerMailOf(ports, {
    userId: recipient,
    to: contact.email,
    category: alert.category,
    render: (footer) => render(contact.name, footer),
    about: { type: event.type, projectId: event.projectId },
  });
}

/** Queues an event's digest lines (idempotent by the event's id), due at `dueAt` when given. */
async function queueDigest(
  ports: NotifyPorts,
  event: ProjectEvent,
  recipient: string,
  window: DigestWindow,
  entries: readonly DigestEntry[],
  dueAt?: Date,
): Promise<void> {
  if (entries.length === 0) return;
  const at = new Date(event.at);
  await ports.store.queueDigest({
    userId: recipient,
    eventId: event.id,
    at: event.at,
    window,
    // Daily digests are moved on to the owner's 09:00 by the job (it knows the time zone).
    dueAt: (dueAt ?? digestDueAt(window === 'daily' ? 'hourly' : window, at, null)).toISOString(),
    entries,
  });
}
