/**
 * Account deactivation marks the profile and, for the workspaces the user owns, their share items together
 * (setAccountDeactivated).
 * Account deletion marks the profile (`deletionRequestedAt`) and writes the account's tombstone
 * (`USER#<uid>` / `PROFILE#TOMBSTONE`, kept by the erasure, removed by TTL) before the erasure job runs:
 * getCallerProfile refuses the user's tokens from then on, and createProfileIfAbsent never recreates it.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '../../../shared/domain/entities';
import { NotFoundError } from '../../../shared/errors/app-error';
import type { DbPort } from '../../platform/db/db-port';
import type { RawItem } from '../../platform/db/items';
import { ENTITY_TYPES, keys } from '../../platform/db/keys';
import { readProfile as getProfile } from '../../projects';
import { listAllProjectsByOwner } from '../../projects';
import { listWorkspacesOf } from '../../workspaces';
import { MAX_TRANSACTION_ITEMS, transactWrite, type TxOp } from '../../platform/db/transact-write';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';

/**
 * Seconds the tombstone of a deleted account is kept after the erasure: ID tokens (Cognito's and
 * cognito-local's) stay valid up to 24 h after they were issued, so 30 days leaves no token alive that could
 * outlast it. The item holds only the user id in its key and the dates (no personal data).
 */
export const ACCOUNT_TOMBSTONE_TTL_SECONDS = 30 * 24 * 3600;

function tombstoneItem(userId: string, at: Date): RawItem {
  return {
    ...keys.accountTombstone(userId),
    entity: ENTITY_TYPES.accountTombstone,
    closedAt: at.toISOString(),
    expiresAt: Math.floor(at.getTime() / 1000) + ACCOUNT_TOMBSTONE_TTL_SECONDS,
  };
}

/** The deletion mark already there (or the profile gone): the transaction below changed nothing. */
class DeletionAlreadyRequested extends Error {}

/**
 * Starts a deletion: the profile's `deletionRequestedAt` and the account's tombstone in ONE transaction,
 * before the erasure job is queued, so from here on every token of the user is refused (a 'deleting' user
 * too) and no project can take a plan slot. True the first time; false when the deletion was already
 * requested (or the profile is gone).
 */
export async function markDeletionRequested(db: DbPort, userId: string, at: Date): Promise<boolean> {
  try {
    await transactWrite(db, [
      {
        op: {
          Update: {
            Key: keys.profile(userId),
            UpdateExpression: 'SET deletionRequestedAt = :at',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletionRequestedAt)',
            ExpressionAttributeValues: { ':at': at.toISOString() },
          },
        },
        onConditionFailed: () => new DeletionAlreadyRequested(),
      },
      { op: { Put: { Item: tombstoneItem(userId, at) } } },
    ]);
    return true;
  } catch (error) {
    if (error instanceof DeletionAlreadyRequested) return false;
    throw error;
  }
}

/**
 * Undoes markDeletionRequested when the erasure job could not be queued (nothing was erased yet): the
 * account works again and the owner can ask once more, instead of being locked out of an account that no
 * job will ever erase.
 */
export async function withdrawDeletionRequest(db: DbPort, userId: string): Promise<void> {
  await transactWrite(db, [
    {
      op: {
        Update: {
          Key: keys.profile(userId),
          UpdateExpression: 'REMOVE deletionRequestedAt',
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    },
    { op: { Delete: { Key: keys.accountTombstone(userId) } } },
  ]);
}

/**
 * (Re)writes the tombstone with a fresh expiry. The erasure calls it first (a job queued without the
 * request's transaction still closes the account) and last, after the user-pool user is gone, so the
 * tombstone outlives every token by ACCOUNT_TOMBSTONE_TTL_SECONDS whenever the erasure finishes.
 */
export async function writeAccountTombstone(db: DbPort, userId: string, at: Date): Promise<void> {
  await db.doc.send(new PutCommand({ TableName: db.tableName, Item: tombstoneItem(userId, at) }));
}

/** The profile is gone or its deletion was requested: nothing to deactivate or reactivate. */
class ShareLinkMovedError extends Error {}

/**
 * Deactivates (`at` set) or reactivates (`at` null) the account. The caller's profile gets `deactivatedAt`
 * (no owner mail to them); the review links go off only in the workspaces the caller is the OWNER of: the
 * Owner speaks for the workspace's clients, a member (even the account that founded a workspace it no
 * longer owns) does not. For each such workspace its profile gets `workspaceLinksOff` (new links made
 * meanwhile are marked too) and every project's share item the `ownerDeactivated` mark, in ONE
 * transaction with the caller's profile (up to 99 items; past that, the profiles and the first links
 * first, the rest in further transactions of 100 — re-running completes them). admitShareToken refuses
 * marked links in its one request, so opening a review never reads a profile. A link regenerated
 * meanwhile (its old share item gone) makes the transaction fail as a whole; the projects are then read
 * again and the change retried.
 */
export async function setAccountDeactivated(db: DbPort, userId: string, at: string | null): Promise<Profile> {
  for (let attempt = 1; ; attempt++) {
    const owned = (await listWorkspacesOf(db, userId))
      .filter(({ workspace }) => workspace.ownerUserId === userId)
      .map(({ workspace }) => workspace.id);
    const projects = (await Promise.all(owned.map((id) => listAllProjectsByOwner(db, id)))).flat();
    const ownsOwn = owned.includes(userId);
    const profileOp: TxOp = {
      op: {
        Update: {
          Key: keys.profile(userId),
          UpdateExpression: at
            ? `SET deactivatedAt = :at${ownsOwn ? ', workspaceLinksOff = :yes' : ''}`
            : `REMOVE deactivatedAt${ownsOwn ? ', workspaceLinksOff' : ''}`,
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletionRequestedAt)',
          ...(at ? { ExpressionAttributeValues: { ':at': at, ...(ownsOwn ? { ':yes': true } : {}) } } : {}),
        },
      },
      onConditionFailed: () => new NotFoundError(PROJECT_MESSAGES.profileNotFound),
    };
    const workspaceOps: TxOp[] = owned
      .filter((id) => id !== userId)
      .map((workspaceId) => ({
        op: {
          Update: {
            Key: keys.profile(workspaceId),
            UpdateExpression: at ? 'SET workspaceLinksOff = :yes' : 'REMOVE workspaceLinksOff',
            ConditionExpression: 'attribute_exists(pk)',
            ...(at ? { ExpressionAttributeValues: { ':yes': true } } : {}),
          },
        },
      }));
    const linkOps: TxOp[] = projects.map((project) => ({
      op: {
        Update: {
          Key: keys.shareToken(project.shareToken),
          UpdateExpression: at ? 'SET ownerDeactivated = :yes' : 'REMOVE ownerDeactivated',
          ConditionExpression: 'attribute_exists(pk)',
          ...(at ? { ExpressionAttributeValues: { ':yes': true } } : {}),
        },
      },
      onConditionFailed: () => new ShareLinkMovedError(),
    }));
    const ops = [profileOp, ...workspaceOps, ...linkOps];
    try {
      for (let i = 0; i < ops.length; i += MAX_TRANSACTION_ITEMS) {
        await transactWrite(db, ops.slice(i, i + MAX_TRANSACTION_ITEMS));
      }
      break;
    } catch (error) {
      if (!(error instanceof ShareLinkMovedError) || attempt >= 5) throw error;
    }
  }
  const profile = await getProfile(db, userId);
  if (!profile) throw new NotFoundError(PROJECT_MESSAGES.profileNotFound);
  return profile;
}
