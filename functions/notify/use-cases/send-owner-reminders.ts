/**
 * The reminder sender: one owner's due reminders and link warnings of one hourly run (a queue message of
 * ./run-reminders.ts). Each is claimed (one per project, kind and the owner's local day) and becomes a domain
 * event with an id made from that claim's key, so a redelivered message names the same event:
 *   - a follow-up reminder (`reminder_due`) is handed straight to notify's channels (./notify-event.ts: the
 *     in-app notification and the mail, by the owner's preferences, with the unsubscribe link), whose mail
 *     port here keeps to SES's sending rate;
 *   - a link warning (`link_expiring`) is stored in the outbox, and the table's stream carries it to notify.
 * A failure (the mail service down) fails the message after the owner's other items are done: SQS delivers
 * it again, the claims hold, and notify's writes keyed by the event id tell nobody twice; after the last
 * receive it waits in the dead-letter queue (alarmed). Nothing is lost and nothing is sent twice.
 */
import { z } from 'zod';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { projectSchema, type Project } from '../../../shared/domain/entities';
import {
  isLinkExpiringSoon,
  nextDeliveryAt,
  reminderDueAt,
  wholeDaysSince,
} from '../../../shared/domain/reminder-rule';
import { REMINDER_QUEUE } from '../../../shared/config/queues';
import { keyedUlid } from '../../platform/runtime/keyed-ids';
import type { OwnerReminders, ReminderKind, ReminderSenderPorts } from '../reminder-ports';
import { notifyEvent } from './notify-event';

/** The queue message (validated at the edge: it crossed SQS). */
export const ownerRemindersSchema = z.object({
  ownerId: z.string().min(1),
  timeZone: z.string().nullable(),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  at: z.string().datetime(),
  items: z
    .array(
      z.object({
        kind: z.enum(['reminder', 'link']),
        due: z.object({
          project: z.unknown().transform((value, ctx) => {
            const parsed = projectSchema.safeParse(value);
            if (!parsed.success) {
              ctx.addIssue({ code: 'custom', message: 'not a project' });
              return z.NEVER;
            }
            return parsed.data;
          }),
          lastRemindedAt: z.string().nullable(),
          dueKey: z.string().optional(),
        }),
      }),
    )
    .min(1),
});

export interface OwnerRemindersOutcome {
  reminded: number;
  linkWarnings: number;
  mailsSent: number;
  /** Claimed by an earlier delivery (finished now if it had not been). */
  claimedBefore: number;
  /** The project moved since the run read it (a status change): nothing to remind. */
  moved: number;
  failed: number;
}

/** Some items failed: the message is delivered again (the others are done and stay done). */
export class OwnerRemindersFailed extends Error {}

/**
 * The reminder was claimed moments ago by another delivery of the same owner (SQS delivers at least once, and
 * two senders may hold copies at once): telling it now could mail twice while the other is sending, so this
 * copy waits for its redelivery, when the other has finished (or died, and notify finishes its work).
 */
class ClaimInFlight extends Error {}

type Item = OwnerReminders['items'][number];

export async function sendOwnerReminders(
  ports: ReminderSenderPorts,
  message: OwnerReminders,
): Promise<OwnerRemindersOutcome> {
  const outcome: OwnerRemindersOutcome = {
    reminded: 0,
    linkWarnings: 0,
    mailsSent: 0,
    claimedBefore: 0,
    moved: 0,
    failed: 0,
  };
  // The owner's projects side by side (each its own claim and event); the mail port paces the sends.
  await Promise.all(
    message.items.map(async (item) => {
      try {
        await sendOne(ports, message, item, outcome);
      } catch (error) {
        outcome.failed += 1;
        ports.log.error('reminders.send failed', {
          projectId: item.due.project.id,
          kind: item.kind,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }),
  );
  if (outcome.failed > 0) throw new OwnerRemindersFailed(`${outcome.failed} reminder(s) not sent`);
  return outcome;
}

/** The event of a claim: named by the claim's key and time, so every later delivery or run names it alike. */
function eventBase(message: OwnerReminders, kind: ReminderKind, project: Project, claimedAt: string) {
  return {
    id: keyedUlid(`${kind}#${project.id}#${message.day}`, Date.parse(claimedAt)),
    at: claimedAt,
    ownerId: message.ownerId,
    projectId: project.id,
    projectName: project.name,
  };
}

async function sendOne(
  ports: ReminderSenderPorts,
  message: OwnerReminders,
  { kind, due }: Item,
  outcome: OwnerRemindersOutcome,
): Promise<void> {
  const { project } = due;
  const now = new Date(message.at);
  if (kind === 'link') {
    if (!project.shareExpiresAt || !isLinkExpiringSoon(project, now)) return;
    const claim = await ports.reminders.claim({
      ref: { projectId: project.id, kind, day: message.day },
      due,
      nextDueAt: null,
      now: message.at,
    });
    if (claim.outcome === 'claimed-before') outcome.claimedBefore += 1;
    // The outbox put is conditional on the event id: a claim found from an earlier delivery writes it at most once.
    await ports.reminders.writeEvent({
      ...eventBase(message, kind, project, claim.claimedAt),
      type: 'link_expiring',
      expiresAt: project.shareExpiresAt,
    });
    if (claim.outcome === 'claimed') outcome.linkWarnings += 1;
    return;
  }
  // The next reminder falls due `repeatDays` on, at the owner's 09:00.
  const ruleDue = reminderDueAt(project, message.at);
  const claim = await ports.reminders.claim({
    ref: { projectId: project.id, kind, day: message.day },
    due,
    nextDueAt: ruleDue === null ? null : nextDeliveryAt(new Date(ruleDue), message.timeZone).toISOString(),
    now: message.at,
  });
  if (claim.outcome === 'moved') {
    outcome.moved += 1;
    return;
  }
  if (claim.outcome === 'claimed-before') {
    const age = ports.clock.now().getTime() - Date.parse(claim.claimedAt);
    if (age < REMINDER_QUEUE.senderTimeoutSeconds * 1000)
      throw new ClaimInFlight('claimed by another sender');
    outcome.claimedBefore += 1;
  }
  const event: DomainEvent = {
    ...eventBase(message, kind, project, claim.claimedAt),
    type: 'reminder_due',
    idleDays: wholeDaysSince(project.lastStatusChangeAt, now),
    pendingNotes: await ports.reminders.countPendingNotes(project.id),
  };
  const told = await notifyEvent(ports.notify, event);
  if (claim.outcome === 'claimed') outcome.reminded += 1;
  if (told.mail === 'sent') outcome.mailsSent += 1;
}
