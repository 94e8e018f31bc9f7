/**
 * The reminders job's ports (functions/README.md vocabulary: Clock / IdSource / Logger from ../ports).
 * Implemented by store/reminder-repository.ts (DynamoDB, the due indexes) and mail/ (SES: adapters/).
 */
import type { Notification, Project } from '../../shared/domain/entities';
import type { StoredMailPreferences } from '../../shared/domain/mail-preferences';
import type { MailMessage, MailPort } from './mail/mail-port';
import type { UnsubscribeLinks } from './mail/unsubscribe-links';
import type { Clock, IdSource, Logger } from '../platform/ports';

export type ReminderKind = 'reminder' | 'link';

/** A claim: one per project, kind and the owner's local day. */
export interface ReminderClaimRef {
  readonly projectId: string;
  readonly kind: ReminderKind;
  readonly day: string;
}

/** A claim whose mail was not recorded as sent (a crash or a failed send after the claim). */
export interface UnsentClaim extends ReminderClaimRef {
  readonly userId: string;
  readonly mail: MailMessage | null;
  /** Already retried once: never again. */
  readonly retried: boolean;
}

/** A project found through the due index, with when it was last reminded (null: never). */
export interface DueProject {
  readonly project: Project;
  readonly lastRemindedAt: string | null;
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

export interface ClaimInput {
  readonly ref: ReminderClaimRef;
  readonly project: Project;
  readonly notification: Notification;
  /** The mail to send (kept on the claim, so a retry sends exactly it); null when the owner has no address. */
  readonly mail: MailMessage | null;
  readonly now: string;
}

export interface RemindersRepository {
  /** Active and pending projects whose reminder is due at `now`, and claims whose mail is not sent yet. */
  listDue(now: Date): Promise<{ projects: DueProject[]; unsentClaims: UnsentClaim[] }>;
  /** Projects whose review link expires in (now, until]. */
  listLinksExpiring(now: Date, until: Date): Promise<Project[]>;
  owners(userIds: readonly string[]): Promise<Map<string, ReminderOwner>>;
  countPendingNotes(projectId: string): Promise<number>;
  /**
   * One transaction: the claim (conditional put), the notification and, for a reminder, the project's
   * lastRemindedAt and next due key (conditioned on the status and lastStatusChangeAt it was found with).
   * false when the claim exists already or the project moved since it was read.
   */
  claim(input: ClaimInput): Promise<boolean>;
  /** Records the mail as sent: the claim leaves the due index. */
  markMailed(ref: ReminderClaimRef, now: string): Promise<void>;
  /** Takes an unsent claim for its one retry (conditional: not mailed, not retried); false when taken. */
  takeForRetry(ref: ReminderClaimRef, now: string): Promise<boolean>;
}

export interface ReminderPorts {
  readonly reminders: RemindersRepository;
  readonly mail: MailPort;
  readonly clock: Clock;
  readonly ids: IdSource;
  readonly log: Logger;
  readonly appUrl: string;
  /** Signs the one-click unsubscribe link of reminder and link-expiry mails. */
  readonly unsubscribeLinks: UnsubscribeLinks;
}
