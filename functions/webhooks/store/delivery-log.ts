/**
 * The delivery log, one owner for both kinds of target: a webhook endpoint's attempts and a Slack
 * connection's are written and read here, so the two logs cannot drift apart in shape or retention.
 *
 * | item | pk | sk | notes |
 * |---|---|---|---|
 * | delivery log | `WEBHOOK#<endpointId>` or `SLACKLOG#<wid>#<scope>` | `LOG#<at>#<messageId>#<attempt>` | status, time, attempt (TTL) |
 *
 * A log is one Query on its partition, newest first.
 */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { WEBHOOK_LIMITS } from '../../../shared/domain/webhooks';
import type { DbPort } from '../../platform/db/db-port';
import { webhookKeys } from '../../platform/db/keys';
import type { DeliveryAttempt } from '../ports';

const LOG_ENTITY = 'webhook_delivery';

function toAttempt(item: Record<string, unknown>): DeliveryAttempt {
  return {
    messageId: String(item['messageId']),
    eventType: String(item['eventType']),
    attempt: Number(item['attempt']),
    status: typeof item['status'] === 'number' ? item['status'] : null,
    ok: item['ok'] === true,
    durationMs: Number(item['durationMs'] ?? 0),
    error: typeof item['error'] === 'string' ? item['error'] : null,
    at: String(item['at']),
    nextAttemptAt: typeof item['nextAttemptAt'] === 'string' ? item['nextAttemptAt'] : null,
  };
}

/** Logs one attempt in the partition's log (kept WEBHOOK_LIMITS.deliveryLogTtlSeconds). */
export async function writeDeliveryLog(
  db: DbPort,
  partition: string,
  attempt: DeliveryAttempt,
): Promise<void> {
  await db.doc.send(
    new PutCommand({
      TableName: db.tableName,
      Item: {
        ...webhookKeys.log(partition, attempt.at, attempt.messageId, attempt.attempt),
        entity: LOG_ENTITY,
        ...attempt,
        expiresAt: Math.floor(Date.parse(attempt.at) / 1000) + WEBHOOK_LIMITS.deliveryLogTtlSeconds,
      },
    }),
  );
}

/** The partition's latest `limit` attempts, newest first. */
export async function readDeliveryLog(
  db: DbPort,
  partition: string,
  limit: number,
): Promise<DeliveryAttempt[]> {
  const out = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': webhookKeys.logSkPrefix },
      ConsistentRead: true,
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(toAttempt);
}
