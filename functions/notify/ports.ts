/**
 * The ports of the notify capability (vocabulary: ../platform/ports.ts): what telling someone about a
 * domain event reads and writes. Implemented over DynamoDB by ./store/notify-store.ts; the mail port and the
 * unsubscribe links come from the composition root (./deps.ts).
 */
import type { AppliedBrand } from '../../shared/domain/brand';
import type { DigestEntry, DigestWindow } from '../../shared/domain/digest';
import type { Notification } from '../../shared/domain/entities';
import type { StoredMailPreferences } from '../../shared/domain/mail-preferences';
import type { MailPort } from './mail/mail-port';
import type { UnsubscribeLinks } from './mail/unsubscribe-links';
import type { Logger } from '../platform/ports';
import type { DigestRefreshPorts } from '../analytics/use-cases/workspace-analytics';

export interface OwnerContact {
  email: string;
  name: string | null;
  /** E-mail per kind (absent kinds: instant). */
  mailPreferences?: StoredMailPreferences | null;
}

export interface NotifyStore {
  /** The owner's address, name and preferences; null when the profile is missing or deactivated. */
  ownerContact(userId: string): Promise<OwnerContact | null>;
  /** Stores an in-app notification once per id (the event's id): false when it was stored before. */
  createNotification(notification: Notification): Promise<boolean>;
  /** Claims an event's mail before sending (see platform/db/outbox `claimEventMail`). */
  claimMail(eventId: string, at: string): Promise<'fresh' | 'done' | 'unfinished'>;
  finishMail(eventId: string): Promise<void>;
  releaseMail(eventId: string): Promise<void>;
  /**
   * Queues an event's digest lines for the `digests` job (idempotent by `eventId`): an owner's hourly or
   * daily digest, or an instant owner's bundle (approvals, feedback held by the window, a mail to send again).
   */
  queueDigest(input: {
    userId: string;
    eventId: string;
    at: string;
    window: DigestWindow;
    dueAt: string;
    entries: readonly DigestEntry[];
  }): Promise<void>;
  /**
   * Claims the project's feedback mail for `now` when none was sent or scheduled after `windowStart`;
   * otherwise answers when the latest one was (or is scheduled).
   */
  claimFeedbackMail(input: {
    projectId: string;
    /** The follower whose own gate it is; absent: the project's founder's. */
    recipient?: string | undefined;
    now: string;
    windowStart: string;
  }): Promise<{ claimed: true } | { claimed: false; lastMailAt: string }>;
  /** Schedules the project's next feedback mail at `at` if the gate still says `from`; false when it moved. */
  scheduleFeedbackMail(input: {
    projectId: string;
    recipient?: string | undefined;
    from: string;
    at: string;
  }): Promise<boolean>;
  /** Who hears about a project: its followers who are members of its workspace now (functions/workspaces). */
  projectAudience(input: { projectId: string; workspaceId: string }): Promise<string[]>;
}

/** The brand in force of a workspace (functions/branding), for the mails its clients and invitees get. */
export interface MailBrands {
  /** One read of the brand and the plan (never one per recipient); null: the product's look. */
  inForce(workspaceId: string): Promise<AppliedBrand | null>;
}

export interface NotifyPorts {
  store: NotifyStore;
  mail: MailPort;
  log: Logger;
  /** The SPA's origin, for links in e-mails. */
  appUrl: string;
  /** Signs the one-click unsubscribe link of the owner's mails. */
  unsubscribeLinks: UnsubscribeLinks;
  /** The mail-link secrets (the first signs): the invitation mail's accept link. */
  linkSecrets?: () => Promise<string[]>;
  /** The sending workspace's brand for a client's or an invitee's mail; absent: the product's look. */
  brands?: MailBrands;
  /** Keeps each project's analytics digest up to date after the events that change it (functions/analytics). */
  analyticsDigests?: DigestRefreshPorts;
}
