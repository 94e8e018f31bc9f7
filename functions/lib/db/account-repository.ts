/**
 * Account deactivation marks the profile and the user's share items together (setAccountDeactivated).
 * Account deletion marks the profile (`deletionRequestedAt`) before the erasure job runs, so a retried
 * request does not queue the job twice and the job can tell a deleted account from a live one.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '../../../shared/domain/entities';
import { NotFoundError } from '../../../shared/errors/app-error';
import { isConditionalCheckFailed } from './db-errors';
import type { DbPort } from './db-port';
import { keys } from './keys';
import { getProfile } from './profile-repository';
import { listAllProjectsByOwner } from './project-repository';
import { MAX_TRANSACTION_ITEMS, transactWrite, type TxOp } from './transact-write';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';

/** True the first time; false when the deletion was already requested (or the profile is gone). */
export async function markDeletionRequested(db: DbPort, userId: string, at: string): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.profile(userId),
        UpdateExpression: 'SET deletionRequestedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletionRequestedAt)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** The profile is gone or its deletion was requested: nothing to deactivate or reactivate. */
class ShareLinkMovedError extends Error {}

/**
 * Deactivates (`at` set) or reactivates (`at` null) the account: the profile's `deactivatedAt` and the
 * `ownerDeactivated` mark on the share item of every project of the user change in ONE transaction (up to
 * 99 projects; past that, the profile and the first 99 links first, the rest in further transactions of
 * 100 — re-running completes them). admitShareToken refuses marked links in its one request, so opening a
 * review never reads the profile. A link regenerated meanwhile (its old share item gone) makes the
 * transaction fail as a whole; the projects are then read again and the change retried.
 */
export async function setAccountDeactivated(db: DbPort, userId: string, at: string | null): Promise<Profile> {
  for (let attempt = 1; ; attempt++) {
    const projects = await listAllProjectsByOwner(db, userId);
    const profileOp: TxOp = {
      op: {
        Update: {
          Key: keys.profile(userId),
          UpdateExpression: at ? 'SET deactivatedAt = :at' : 'REMOVE deactivatedAt',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletionRequestedAt)',
          ...(at ? { ExpressionAttributeValues: { ':at': at } } : {}),
        },
      },
      onConditionFailed: () => new NotFoundError(PROJECT_MESSAGES.profileNotFound),
    };
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
    const ops = [profileOp, ...linkOps];
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
