/**
 * The owner's feedback-mail gate: at most one "new feedback" e-mail per project per window. One item per
 * project, `PROJECT#<pid>` / `MAILGATE#FEEDBACK` with `lastMailAt`: the time of the project's latest feedback
 * mail, sent or scheduled (a held batch's mail goes when the window closes, through the digests queue). Not
 * part of the project aggregate (getProjectWhole skips it); erased with the project's partition.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed, oldItemOf } from '../../platform/db/db-errors';
import type { DbPort } from '../../platform/db/db-port';
import { keys } from '../../platform/db/keys';

/**
 * Claims the project's feedback mail for `now` when no mail was sent or scheduled after `windowStart` (ONE
 * conditional UpdateItem); otherwise answers the gate's `lastMailAt`, so the caller can hold the mail.
 */
export async function claimFeedbackMail(
  db: DbPort,
  input: { projectId: string; recipient?: string | undefined; now: string; windowStart: string },
): Promise<{ claimed: true } | { claimed: false; lastMailAt: string }> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.feedbackMailGate(input.projectId, input.recipient),
        UpdateExpression: 'SET lastMailAt = :now, entity = :entity',
        ConditionExpression: 'attribute_not_exists(lastMailAt) OR lastMailAt <= :windowStart',
        ExpressionAttributeValues: {
          ':now': input.now,
          ':windowStart': input.windowStart,
          ':entity': 'mail_gate',
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { claimed: true };
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    const last = oldItemOf((error as { Item?: unknown }).Item)?.['lastMailAt'];
    if (typeof last !== 'string') throw error;
    return { claimed: false, lastMailAt: last };
  }
}

/**
 * Schedules the project's next feedback mail at `at`, only if the gate still says `from` (what the caller
 * read); false when another request moved it first (read again).
 */
export async function scheduleFeedbackMail(
  db: DbPort,
  input: { projectId: string; recipient?: string | undefined; from: string; at: string },
): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.feedbackMailGate(input.projectId, input.recipient),
        UpdateExpression: 'SET lastMailAt = :at',
        ConditionExpression: 'lastMailAt = :from',
        ExpressionAttributeValues: { ':at': input.at, ':from': input.from },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
