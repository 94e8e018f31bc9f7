/**
 * Account deletion marks the profile (`deletionRequestedAt`) before the erasure job runs, so a retried
 * request does not queue the job twice and the job can tell a deleted account from a live one.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './db-errors';
import type { DbPort } from './db-port';
import { keys } from './keys';

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
