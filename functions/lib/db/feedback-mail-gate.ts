/**
 * The owner's feedback-mail gate (issue 19): at most one "new feedback" e-mail per project per window. One
 * item per project, `PROJECT#<pid>` / `MAILGATE#FEEDBACK` with `lastMailAt`, claimed by ONE conditional
 * UpdateItem: it succeeds only when no mail was sent within the window, and answers when the previous one
 * was, so the mail can fold in every note since. Not part of the project aggregate (getProjectWhole skips
 * it); erased with the project's partition.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from './db-errors';
import type { DbPort } from './db-port';
import { keys } from './keys';

export async function claimFeedbackMail(
  db: DbPort,
  input: { projectId: string; now: string; windowStart: string; batchId: string },
): Promise<{ claimed: boolean; previousMailAt: string | null; previousBatchId: string | null }> {
  try {
    const out = await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.feedbackMailGate(input.projectId),
        UpdateExpression: 'SET lastMailAt = :now, lastBatchId = :batch, entity = :entity',
        ConditionExpression: 'attribute_not_exists(lastMailAt) OR lastMailAt <= :windowStart',
        ExpressionAttributeValues: {
          ':now': input.now,
          ':windowStart': input.windowStart,
          ':entity': 'mail_gate',
          ':batch': input.batchId,
        },
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    const previous = out.Attributes?.['lastMailAt'];
    const batch = out.Attributes?.['lastBatchId'];
    return {
      claimed: true,
      previousMailAt: typeof previous === 'string' ? previous : null,
      previousBatchId: typeof batch === 'string' ? batch : null,
    };
  } catch (error) {
    if (isConditionalCheckFailed(error))
      return { claimed: false, previousMailAt: null, previousBatchId: null };
    throw error;
  }
}

/** Gives a claim back when its mail failed: the previous values again (or none), if the claim is still ours. */
export async function releaseFeedbackMail(
  db: DbPort,
  input: {
    projectId: string;
    claimedAt: string;
    previousMailAt: string | null;
    previousBatchId: string | null;
  },
): Promise<void> {
  const restore =
    input.previousMailAt === null
      ? { UpdateExpression: 'REMOVE lastMailAt, lastBatchId', values: {} }
      : {
          UpdateExpression: 'SET lastMailAt = :previous, lastBatchId = :batch',
          values: { ':previous': input.previousMailAt, ':batch': input.previousBatchId ?? '' },
        };
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.feedbackMailGate(input.projectId),
        UpdateExpression: restore.UpdateExpression,
        ConditionExpression: 'lastMailAt = :claimed',
        ExpressionAttributeValues: { ':claimed': input.claimedAt, ...restore.values },
      }),
    );
  } catch (error) {
    // Another batch claimed the gate since: its mail covers these notes.
    if (!isConditionalCheckFailed(error)) throw error;
  }
}
