/**
 * Profiles: `USER#<uid>` / `PROFILE`. Created on first sign-in (idempotent); the plan changes only through
 * the billing webhook (setPlan); activeProjectCount is changed only inside the project transactions.
 */
import type { TimeDisplay } from '../../../shared/lib/time-display';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '../../../shared/domain/entities';
import { newProfile, type NewProfileInput } from '../../../shared/domain/new-profile';
import type { MailCategory, MailDelivery, MailPreferences } from '../../../shared/domain/mail-preferences';
import type { PlanLevel } from '../../../shared/domain/status-values';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../../shared/errors/app-error';
import { isConditionalCheckFailed, planLimitError } from '../../platform/db/db-errors';
import type { DbPort } from '../../platform/db/db-port';
import { profileItem, toProfile } from '../../platform/db/items';
import { createAccountWorkspaceOps } from '../../platform/db/workspace-items';
import { keys } from '../../platform/db/keys';
import { transactWrite, type TxOp } from '../../platform/db/transact-write';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';

export async function getProfile(db: DbPort, userId: string): Promise<Profile | null> {
  const out = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: keys.profile(userId), ConsistentRead: true }),
  );
  return out.Item ? toProfile(out.Item) : null;
}

/**
 * The account is deleted or being deleted: the ID tokens it was issued stay valid for up to 24 h, and every
 * one of them is refused (401) without anything being read further or created.
 */
export class AccountClosedError extends UnauthorizedError {
  constructor() {
    super();
    this.name = 'AccountClosedError';
  }
}

/**
 * The caller's own profile on an owner request, in ONE consistent Query (`USER#<uid>`, sk beginning
 * `PROFILE`) that also sees the account's tombstone: null while the user has no profile yet,
 * AccountClosedError when the tombstone is there or the profile's deletion was requested. Same cost as the
 * GetItem it replaces (one request, 1 RCU: the two small items together stay under 4 KB).
 */
export async function getCallerProfile(db: DbPort, userId: string): Promise<Profile | null> {
  const out = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :profile)',
      ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':profile': keys.profileSkPrefix },
      ConsistentRead: true,
    }),
  );
  const items = out.Items ?? [];
  const tombstoneSk = keys.accountTombstone(userId).sk;
  const profile = items.find((item) => item['sk'] === keys.profile(userId).sk);
  if (
    items.some((item) => item['sk'] === tombstoneSk) ||
    typeof profile?.['deletionRequestedAt'] === 'string'
  ) {
    throw new AccountClosedError();
  }
  return profile ? toProfile(profile) : null;
}

/** The profile's put found one already there (createProfileIfAbsent then returns it). */
class ProfileExistsError extends Error {}

// What a new account starts with is a domain rule; the store only stores it.
export { newProfile, type NewProfileInput };

/**
 * Creates the profile if there is none (plan free, displayUserId = id, no projects) and returns the stored
 * profile either way. Safe to call on every sign-in and from the post-confirmation trigger. A deleted or
 * deleting account gets AccountClosedError and nothing is written.
 */
export async function createProfileIfAbsent(db: DbPort, input: NewProfileInput): Promise<Profile> {
  const profile = newProfile(input);
  try {
    // The tombstone's check rides in the same transaction: a deleted account's token can never write a
    // new profile, however its request raced the deletion.
    await transactWrite(db, [
      {
        op: { Put: { Item: profileItem(profile), ConditionExpression: 'attribute_not_exists(pk)' } },
        onConditionFailed: () => new ProfileExistsError(),
      },
      {
        op: {
          ConditionCheck: {
            Key: keys.accountTombstone(input.id),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        onConditionFailed: () => new AccountClosedError(),
      },
      // A new account is the Owner of its own workspace from its first moment (same transaction).
      ...createAccountWorkspaceOps(
        { userId: input.id, email: input.email, displayName: input.fullName, createdAt: input.createdAt },
        () => new ProfileExistsError(),
      ),
    ]);
    return profile;
  } catch (error) {
    if (!(error instanceof ProfileExistsError)) throw error;
    const existing = await getCallerProfile(db, input.id);
    if (!existing) throw new ConflictError(PROJECT_MESSAGES.changedElsewhere);
    return existing;
  }
}

export interface ProfileChanges {
  displayName?: string | null;
  profilePictureUrl?: string | null;
  fullName?: string | null;
  /** The browser's IANA time zone (reminders at 09:00 local); stored on the item, not part of the entity. */
  timeZone?: string;
  timeDisplay?: TimeDisplay;
  /** Every kind at once (Settings → Notifications). */
  mailPreferences?: MailPreferences;
}

async function updateProfileFields(
  db: DbPort,
  userId: string,
  fields: Record<string, unknown>,
): Promise<Profile> {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  if (entries.length === 0) {
    const current = await getProfile(db, userId);
    if (!current) throw new NotFoundError(PROJECT_MESSAGES.profileNotFound);
    return current;
  }
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = entries.map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  try {
    const out = await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.profile(userId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    if (!out.Attributes) throw new NotFoundError(PROJECT_MESSAGES.profileNotFound);
    return toProfile(out.Attributes);
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new NotFoundError(PROJECT_MESSAGES.profileNotFound);
    throw error;
  }
}

/** Display name, avatar and full name (the owner's own settings). */
export function updateProfile(db: DbPort, userId: string, changes: ProfileChanges): Promise<Profile> {
  return updateProfileFields(db, userId, {
    displayName: changes.displayName,
    profilePictureUrl: changes.profilePictureUrl,
    fullName: changes.fullName,
    timeZone: changes.timeZone,
    timeDisplay: changes.timeDisplay,
    mailPreferences: changes.mailPreferences,
  });
}

export interface PlanChange {
  planLevel: PlanLevel;
  paddleCustomerId?: string | null;
  nextBillingDate?: string | null;
}

/** Only the verified billing webhook calls this. */
export function setPlan(db: DbPort, userId: string, change: PlanChange): Promise<Profile> {
  return updateProfileFields(db, userId, {
    planLevel: change.planLevel,
    paddleCustomerId: change.paddleCustomerId,
    nextBillingDate: change.nextBillingDate,
  });
}

/**
 * The transaction operation that takes one active-project slot: refused (PLAN_LIMIT) at the cap.
 * `cap` null = unlimited (no cap condition). A missing profile is a 404.
 */
export function takeActiveProjectSlotOp(
  userId: string,
  cap: number | null,
  planLimitMessage?: string,
  /**
   * With a value, the slot is taken only while the workspace's links are (true) or are not (false) off (its
   * Owner deactivated, `workspaceLinksOff`); else `OwnerDeactivationMovedError`, so the caller can mark the
   * project's new share item to match.
   */
  ownerDeactivated?: boolean,
): TxOp {
  // A project taken after the deletion began would outlive the erasure: the deletion mark refuses it here.
  const conditions = ['attribute_exists(pk)', 'attribute_not_exists(deletionRequestedAt)'];
  if (cap !== null) conditions.push('activeProjectCount < :cap');
  if (ownerDeactivated !== undefined) {
    conditions.push(
      ownerDeactivated ? 'attribute_exists(workspaceLinksOff)' : 'attribute_not_exists(workspaceLinksOff)',
    );
  }
  return {
    op: {
      Update: {
        Key: keys.profile(userId),
        UpdateExpression: 'ADD activeProjectCount :one',
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeValues: {
          ':one': 1,
          ...(cap === null ? {} : { ':cap': cap }),
        },
      },
    },
    onConditionFailed: (old) => {
      if (!old) return new NotFoundError(PROJECT_MESSAGES.profileNotFound);
      if (typeof old['deletionRequestedAt'] === 'string') return new AccountClosedError();
      if (ownerDeactivated !== undefined && (old['workspaceLinksOff'] === true) !== ownerDeactivated) {
        return new OwnerDeactivationMovedError();
      }
      return planLimitError(planLimitMessage);
    },
  };
}

/** The account's deactivation differs from what the caller assumed (takeActiveProjectSlotOp). */
export class OwnerDeactivationMovedError extends Error {}

/** The transaction operation that gives a slot back (archive); never goes below zero. */
export function releaseActiveProjectSlotOp(userId: string): TxOp {
  return {
    op: {
      Update: {
        Key: keys.profile(userId),
        UpdateExpression: 'ADD activeProjectCount :minusOne',
        ConditionExpression: 'attribute_exists(pk) AND activeProjectCount > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      },
    },
    // A live project with a zero counter means the counter is out of step: refuse rather than go negative.
    onConditionFailed: (old) =>
      old
        ? new ConflictError(PROJECT_MESSAGES.counterOutOfStep)
        : new NotFoundError(PROJECT_MESSAGES.profileNotFound),
  };
}

/**
 * Turns one kind of mail off (the one-click unsubscribe). Idempotent: the second call changes nothing.
 * Two writes, each safe to repeat: the preferences map is created when absent (a nested SET needs it),
 * then only this kind is set, so a concurrent change of another kind is kept.
 */
export async function turnOffMailCategory(db: DbPort, userId: string, category: MailCategory): Promise<void> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.profile(userId),
        UpdateExpression: 'SET mailPreferences = :empty',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(mailPreferences)',
        ExpressionAttributeValues: { ':empty': {} },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.profile(userId),
        UpdateExpression: 'SET mailPreferences.#kind = :off',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#kind': category },
        ExpressionAttributeValues: { ':off': 'off' satisfies MailDelivery },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new NotFoundError(PROJECT_MESSAGES.profileNotFound);
    throw error;
  }
}

/** Replaces every e-mail preference (Settings → Notifications). */
export function setMailPreferences(
  db: DbPort,
  userId: string,
  preferences: MailPreferences,
): Promise<Profile> {
  return updateProfileFields(db, userId, { mailPreferences: preferences });
}
