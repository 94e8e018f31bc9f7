/**
 * The reminders' ports (functions/README.md vocabulary: Clock / Logger from ../platform/ports). The hourly
 * run decides who is due (./use-cases/run-reminders.ts) and fans the owners out, one queue message each;
 * the sender (./use-cases/send-owner-reminders.ts) claims each reminder and hands it to notify's channels.
 * Implemented by store/reminder-repository.ts (DynamoDB, the due indexes) and adapters/ (SQS).
 */
import type { DomainEvent } from '../../shared/domain/domain-events';
import type { Project } from '../../shared/domain/entities';
import type { StoredMailPreferences } from '../../shared/domain/mail-preferences';
import type { Clock, Logger } from '../platform/ports';
import type { NotifyPorts } from './ports';

export type ReminderKind = 'reminder' | 'link';

/** A claim: one per project, kind and the owner's local day. */
export interface ReminderClaimRef {
  readonly projectId: string;
  readonly kind: ReminderKind;
  readonly day: string;
}

/** A project found through the due index, with when it was last reminded (null: never). */
export interface DueProject {
  readonly project: Project;
  readonly lastRemindedAt: string | null;
  /** The due index's sort key it was found under (a move of it is conditioned on this). */
  readonly dueKey?: string | undefined;
}

export interface ReminderOwner {
  readonly userId: string;
  readonly email: string | null;
  /** Display name, then full name; null when neither. */
  readonly name: string | null;
  /** IANA time zone from the editor's browser; null when unknown (UTC). */
  readonly timeZone: string | null;
  /** Deactivated (Settings › Danger Zone): no reminders, no mail. Absent: active. */
  readonly deactivated?: boolean;
  /** E-mail per kind (absent kinds: instant). */
  readonly mailPreferences?: StoredMailPreferences | null;
}

/** One owner's due reminders and link warnings of one run: one queue message (a large owner: a few). */
export interface OwnerReminders {
  readonly ownerId: string;
  readonly timeZone: string | null;
  /** The owner's local day of the run (the claims are per day). */
  readonly day: string;
  /** When the run decided (the events' time; the same on every redelivery). */
  readonly at: string;
  readonly items: readonly { readonly kind: ReminderKind; readonly due: DueProject }[];
}

export interface ClaimInput {
  readonly ref: ReminderClaimRef;
  readonly due: DueProject;
  /** The project's next due instant after this reminder (the owner's 09:00), null when never. */
  readonly nextDueAt: string | null;
  readonly now: string;
}

/**
 * A claim's answer: made now, made before (by an earlier delivery or run: `claimedAt` is when, so the event
 * it raised is named again the same way), or the project moved since it was read.
 */
export interface ClaimOutcome {
  readonly outcome: 'claimed' | 'claimed-before' | 'moved';
  readonly claimedAt: string;
}

export interface RemindersRepository {
  /** Active and pending projects whose reminder is due at `now` (the due index, never a Scan). */
  listDue(now: Date): Promise<DueProject[]>;
  /** Projects whose review link expires in (now, until]. */
  listLinksExpiring(now: Date, until: Date): Promise<Project[]>;
  owners(userIds: readonly string[]): Promise<Map<string, ReminderOwner>>;
  /** Moves a due project to `at` (its owner's next 09:00) unless its due key moved since it was read. */
  reschedule(due: DueProject, at: string): Promise<boolean>;
  countPendingNotes(projectId: string): Promise<number>;
  /**
   * One transaction: the claim (conditional put) and, for a reminder, the project's lastRemindedAt and next
   * due key (conditioned on the status and lastStatusChangeAt it was found with).
   */
  claim(input: ClaimInput): Promise<ClaimOutcome>;
  /** Stores a domain event in the outbox (conditional on its id): false when it was stored before. */
  writeEvent(event: DomainEvent): Promise<boolean>;
}

/** Hands each owner's due reminders to the sender: one SQS message per owner in the cloud. */
export interface ReminderDispatch {
  send(batches: readonly OwnerReminders[]): Promise<void>;
}

export interface ReminderPorts {
  readonly reminders: RemindersRepository;
  readonly dispatch: ReminderDispatch;
  readonly clock: Clock;
  readonly log: Logger;
}

/** The sender's ports: the reminders' store and notify's own channels (its mail paced at SES's rate). */
export interface ReminderSenderPorts {
  readonly reminders: RemindersRepository;
  readonly clock: Clock;
  readonly notify: NotifyPorts;
  readonly log: Logger;
}
