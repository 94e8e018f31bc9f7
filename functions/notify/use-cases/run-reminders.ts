/**
 * The hourly reminders run (spec editor-workspace §4, §7): it only decides who is due and hands each owner's
 * reminders to the sender, one queue message per owner (./send-owner-reminders.ts claims them and hands them
 * to notify's channels, at SES's sending rate, in parallel).
 *
 * Due times are the next 09:00 in the owner's zone (shared/domain/reminder-rule.ts `nextDeliveryAt`): a
 * project the rule made due outside its owner's morning is moved in the due index to that morning, so a run
 * reads the projects of the owners whose 09:00 it is (and those just fallen due), never every zone's. Link
 * warnings come from the link-expiry index at the owner's 09:00 too.
 *
 * Cost: the projects come from the due indexes (never a Scan), so the reads grow with the due projects.
 * Idempotent: the sender's claims (one per project, kind and local day) make a repeated run or a redelivered
 * message tell nobody twice. One project's failure is logged and the others go on.
 */
import {
  REMINDER_DELIVERY,
  isDeliveryHour,
  isLinkExpiringSoon,
  isReminderDue,
  localTime,
  nextDeliveryAt,
} from '../../../shared/domain/reminder-rule';
import { REMINDER_QUEUE } from '../../../shared/config/queues';
import type {
  DueProject,
  OwnerReminders,
  ReminderKind,
  ReminderOwner,
  ReminderPorts,
} from '../reminder-ports';

export interface RemindersRunSummary {
  /** Owners handed to the sender (one message each, a few for a very large owner). */
  owners: number;
  messages: number;
  /** Reminders and link warnings handed over. */
  reminders: number;
  linkWarnings: number;
  /** Found due outside the owner's 09:00: moved to it. */
  rescheduled: number;
  /** A link warning outside the owner's 09:00: picked up at their 09:00. */
  notTheirHour: number;
  /** Due, but the owner's account is deactivated: nothing handed over. */
  ownerDeactivated: number;
  failed: number;
}

interface Candidate {
  kind: ReminderKind;
  due: DueProject;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function runReminders(ports: ReminderPorts): Promise<RemindersRunSummary> {
  const now = ports.clock.now();
  const summary: RemindersRunSummary = {
    owners: 0,
    messages: 0,
    reminders: 0,
    linkWarnings: 0,
    rescheduled: 0,
    notTheirHour: 0,
    ownerDeactivated: 0,
    failed: 0,
  };
  const until = new Date(now.getTime() + REMINDER_DELIVERY.linkWarningHours * 60 * 60 * 1000);
  const [due, expiring] = await Promise.all([
    ports.reminders.listDue(now),
    ports.reminders.listLinksExpiring(now, until),
  ]);
  const candidates: Candidate[] = [
    ...due
      .filter((d) => isReminderDue(d.project, d.lastRemindedAt, now))
      .map((d) => ({ kind: 'reminder' as const, due: d })),
    ...expiring
      .filter((p) => isLinkExpiringSoon(p, now))
      .map((project) => ({ kind: 'link' as const, due: { project, lastRemindedAt: null } })),
  ];
  const owners =
    candidates.length === 0
      ? new Map<string, ReminderOwner>()
      : await ports.reminders.owners([...new Set(candidates.map((c) => c.due.project.userId))]);
  const byOwner = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    const owner = ownerOf(owners, candidate.due.project.userId);
    // A deactivated account gets no reminders at all: deactivating stops all owner mail until reactivated.
    if (owner.deactivated) {
      summary.ownerDeactivated += 1;
      continue;
    }
    if (!isDeliveryHour(now, owner.timeZone)) {
      if (candidate.kind === 'link') summary.notTheirHour += 1;
      else await moveToTheirMorning(ports, candidate.due, owner, now, summary);
      continue;
    }
    byOwner.set(owner.userId, [...(byOwner.get(owner.userId) ?? []), candidate]);
    if (candidate.kind === 'reminder') summary.reminders += 1;
    else summary.linkWarnings += 1;
  }
  const batches = [...byOwner.entries()].flatMap(([userId, items]) =>
    ownerMessages(ownerOf(owners, userId), items, now),
  );
  if (batches.length > 0) await ports.dispatch.send(batches);
  summary.owners = byOwner.size;
  summary.messages = batches.length;
  ports.log.info('reminders.run', { ...summary, at: now.toISOString() });
  return summary;
}

/** The owner of a project (their profile; a missing one reads as an active owner in UTC without an address). */
function ownerOf(owners: Map<string, ReminderOwner>, userId: string): ReminderOwner {
  return owners.get(userId) ?? { userId, email: null, name: null, timeZone: null };
}

async function moveToTheirMorning(
  ports: ReminderPorts,
  due: DueProject,
  owner: ReminderOwner,
  now: Date,
  summary: RemindersRunSummary,
): Promise<void> {
  try {
    const at = nextDeliveryAt(now, owner.timeZone).toISOString();
    if (await ports.reminders.reschedule(due, at)) summary.rescheduled += 1;
  } catch (error) {
    summary.failed += 1;
    ports.log.error('reminders.reschedule failed', { projectId: due.project.id, error: errorText(error) });
  }
}

/** One owner's due items as queue messages (a very large owner's in a few, each within SQS's size). */
function ownerMessages(owner: ReminderOwner, items: readonly Candidate[], now: Date): OwnerReminders[] {
  const day = localTime(now, owner.timeZone).day;
  const messages: OwnerReminders[] = [];
  for (let i = 0; i < items.length; i += REMINDER_QUEUE.itemsPerMessage) {
    messages.push({
      ownerId: owner.userId,
      timeZone: owner.timeZone,
      day,
      at: now.toISOString(),
      items: items.slice(i, i + REMINDER_QUEUE.itemsPerMessage),
    });
  }
  return messages;
}
