/**
 * The webhook items and their access patterns:
 *
 * | item | pk | sk | notes |
 * |---|---|---|---|
 * | endpoint | `WS#<wid>` | `WEBHOOK#<endpointId>` | url, events, enabled, consecutiveFailures, secret (+ previousSecret, rotatedAt) |
 * | webhook count | `WS#<wid>` | `WEBHOOKS` | `count`: the cap's condition (a concurrent add cannot pass it) |
 * | delivery claim | `WEBHOOK#<endpointId>` | `MSG#<messageId>` | one delivery per event per endpoint (TTL) |
 * | delivery log | `WEBHOOK#<endpointId>` | `LOG#<at>#<messageId>#<attempt>` | written and read by delivery-log.ts |
 *
 * A workspace's endpoints are one Query on its partition; the log is one Query, newest first.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { WebhookEventType } from '../../../shared/domain/webhooks';
import { PLAN_LEVELS, type PlanLevel } from '../../../shared/domain/status-values';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-error';
import { WEBHOOK_MESSAGES } from '../../../shared/messages/webhook-messages';
import type { DbPort } from '../../platform/db/db-port';
import { isConditionalCheckFailed } from '../../platform/db/db-errors';
import { keys, webhookKeys } from '../../platform/db/keys';
import { outboxOp } from '../../platform/db/outbox';
import { transactWrite } from '../../platform/db/transact-write';
import { toMember, toWorkspace } from '../../platform/db/workspace-items';
import type { StoredEndpoint, WebhookStore } from '../ports';
import { readDeliveryLog, writeDeliveryLog } from './delivery-log';

const ENDPOINT_ENTITY = 'webhook_endpoint';
const CLAIM_ENTITY = 'webhook_claim';
const COUNT_ENTITY = 'webhook_count';

const ttlFrom = (at: string, seconds: number) => Math.floor(Date.parse(at) / 1000) + seconds;

function toEndpoint(item: Record<string, unknown>): StoredEndpoint {
  return {
    workspaceId: String(item['workspaceId']),
    endpointId: String(item['endpointId']),
    url: String(item['url']),
    description: typeof item['description'] === 'string' ? item['description'] : '',
    events: (item['events'] as WebhookEventType[] | undefined) ?? [],
    enabled: item['enabled'] === true,
    disabledReason: (item['disabledReason'] as StoredEndpoint['disabledReason'] | undefined) ?? null,
    consecutiveFailures: Number(item['consecutiveFailures'] ?? 0),
    secret: String(item['secret']),
    previousSecret: typeof item['previousSecret'] === 'string' ? item['previousSecret'] : null,
    rotatedAt: typeof item['rotatedAt'] === 'string' ? item['rotatedAt'] : null,
    createdAt: String(item['createdAt']),
    createdBy: String(item['createdBy'] ?? ''),
    lastDeliveryAt: typeof item['lastDeliveryAt'] === 'string' ? item['lastDeliveryAt'] : null,
  };
}

const notFound = () => new NotFoundError(WEBHOOK_MESSAGES.notFound);

async function queryPartition(db: DbPort, pk: string, prefix: string) {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
        ExpressionAttributeValues: prefix ? { ':pk': pk, ':prefix': prefix } : { ':pk': pk },
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

async function updateEndpointItem(
  db: DbPort,
  workspaceId: string,
  endpointId: string,
  expression: string,
  values: Record<string, unknown>,
  names?: Record<string, string>,
): Promise<StoredEndpoint> {
  try {
    const out = await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: webhookKeys.endpoint(workspaceId, endpointId),
        UpdateExpression: expression,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: values,
        ...(names ? { ExpressionAttributeNames: names } : {}),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toEndpoint(out.Attributes ?? {});
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw notFound();
    throw error;
  }
}

async function workspacePlanOf(db: DbPort, ...[workspaceId]: Parameters<WebhookStore['workspacePlan']>) {
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: keys.profile(workspaceId),
      ProjectionExpression: 'planLevel',
    }),
  );
  const plan = out.Item?.['planLevel'];
  return PLAN_LEVELS.includes(plan as PlanLevel) ? (plan as PlanLevel) : 'free';
}

async function listEndpointsOf(db: DbPort, ...[workspaceId]: Parameters<WebhookStore['listEndpoints']>) {
  return (await queryPartition(db, keys.workspacePk(workspaceId), webhookKeys.endpointSkPrefix)).map(
    toEndpoint,
  );
}

async function getEndpointOf(
  db: DbPort,
  ...[workspaceId, endpointId]: Parameters<WebhookStore['getEndpoint']>
) {
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: webhookKeys.endpoint(workspaceId, endpointId),
      ConsistentRead: true,
    }),
  );
  return out.Item ? toEndpoint(out.Item) : null;
}

async function createEndpointOf(db: DbPort, ...[endpoint, max]: Parameters<WebhookStore['createEndpoint']>) {
  await transactWrite(db, [
    {
      op: {
        Update: {
          Key: webhookKeys.count(endpoint.workspaceId),
          UpdateExpression: 'SET entity = :entity ADD #count :one',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':entity': COUNT_ENTITY, ':one': 1, ':max': max },
        },
      },
      onConditionFailed: () => new ConflictError(WEBHOOK_MESSAGES.tooMany),
    },
    {
      op: {
        Put: {
          Item: {
            ...webhookKeys.endpoint(endpoint.workspaceId, endpoint.endpointId),
            entity: ENDPOINT_ENTITY,
            ...endpoint,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
  ]);
}

async function updateEndpointOf(
  db: DbPort,
  ...[workspaceId, endpointId, change]: Parameters<WebhookStore['updateEndpoint']>
) {
  const sets: string[] = [];
  const values: Record<string, unknown> = {};
  const set = (clause: string, name: string, value: unknown) => {
    sets.push(clause);
    values[name] = value;
  };
  if (change.url !== undefined) set('#url = :url', ':url', change.url);
  if (change.description !== undefined) set('description = :description', ':description', change.description);
  if (change.events !== undefined) set('events = :events', ':events', change.events);
  if (change.enabled !== undefined) {
    set('enabled = :enabled', ':enabled', change.enabled);
    set('disabledReason = :reason', ':reason', change.enabled ? null : 'manual');
    // Turned back on: its failures so far no longer count towards disabling it again.
    if (change.enabled) set('consecutiveFailures = :zero', ':zero', 0);
  }
  if (sets.length === 0) {
    const current = await getEndpointOf(db, workspaceId, endpointId);
    if (!current) throw notFound();
    return current;
  }
  return updateEndpointItem(
    db,
    workspaceId,
    endpointId,
    `SET ${sets.join(', ')}`,
    values,
    change.url !== undefined ? { '#url': 'url' } : undefined,
  );
}

function rotateSecretOf(
  db: DbPort,
  ...[workspaceId, endpointId, secret, at]: Parameters<WebhookStore['rotateSecret']>
) {
  return updateEndpointItem(
    db,
    workspaceId,
    endpointId,
    'SET previousSecret = secret, secret = :secret, rotatedAt = :at',
    { ':secret': secret, ':at': at },
  );
}

async function deleteEndpointOf(
  db: DbPort,
  ...[workspaceId, endpointId]: Parameters<WebhookStore['deleteEndpoint']>
) {
  await transactWrite(db, [
    {
      op: {
        Delete: {
          Key: webhookKeys.endpoint(workspaceId, endpointId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      onConditionFailed: notFound,
    },
    {
      op: {
        Update: {
          Key: webhookKeys.count(workspaceId),
          UpdateExpression: 'ADD #count :minus',
          ConditionExpression: '#count > :zero',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
        },
      },
    },
  ]);
}

async function claimDeliveryOf(
  db: DbPort,
  ...[endpointId, messageId, at]: Parameters<WebhookStore['claimDelivery']>
) {
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          ...webhookKeys.claim(endpointId, messageId),
          entity: CLAIM_ENTITY,
          at,
          expiresAt: ttlFrom(at, 3 * 24 * 60 * 60),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

async function releaseDeliveryOf(
  db: DbPort,
  ...[endpointId, messageId]: Parameters<WebhookStore['releaseDelivery']>
) {
  await db.doc.send(
    new DeleteCommand({ TableName: db.tableName, Key: webhookKeys.claim(endpointId, messageId) }),
  );
}

async function recordAttemptOf(
  db: DbPort,
  ...[endpoint, attempt]: Parameters<WebhookStore['recordAttempt']>
) {
  await writeDeliveryLog(db, webhookKeys.endpointPk(endpoint.endpointId), attempt);
  try {
    const out = await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: webhookKeys.endpoint(endpoint.workspaceId, endpoint.endpointId),
        UpdateExpression: attempt.ok
          ? 'SET consecutiveFailures = :zero, lastDeliveryAt = :at'
          : 'SET lastDeliveryAt = :at ADD consecutiveFailures :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: attempt.ok
          ? { ':zero': 0, ':at': attempt.at }
          : { ':one': 1, ':at': attempt.at },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return { consecutiveFailures: Number(out.Attributes?.['consecutiveFailures'] ?? 0) };
  } catch (error) {
    // Deleted while its delivery was in flight: nothing to count.
    if (isConditionalCheckFailed(error)) return { consecutiveFailures: 0 };
    throw error;
  }
}

async function disableForFailuresOf(
  db: DbPort,
  ...[endpoint, failures, eventId, at]: Parameters<WebhookStore['disableForFailures']>
) {
  const team = await queryPartition(db, keys.workspacePk(endpoint.workspaceId), '');
  const workspaceItem = team.find((item) => item['entity'] === 'workspace');
  const recipients = team
    .filter((item) => item['entity'] === 'workspace_member')
    .map(toMember)
    .filter((member) => member.role === 'owner' || member.role === 'admin')
    .map((member) => member.email)
    .filter((email) => email.includes('@'));
  const ops = [
    {
      op: {
        Update: {
          Key: webhookKeys.endpoint(endpoint.workspaceId, endpoint.endpointId),
          UpdateExpression: 'SET enabled = :off, disabledReason = :reason',
          ConditionExpression: 'enabled = :on',
          ExpressionAttributeValues: { ':off': false, ':on': true, ':reason': 'failures' },
        },
      },
    },
    ...(recipients.length > 0
      ? [
          outboxOp({
            id: eventId,
            at,
            ownerId: endpoint.workspaceId,
            type: 'webhook_disabled',
            workspaceName: workspaceItem ? toWorkspace(workspaceItem).name : '',
            endpointId: endpoint.endpointId,
            url: endpoint.url,
            failures,
            recipients,
          }),
        ]
      : []),
  ];
  try {
    await transactWrite(db, ops);
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

async function listDeliveriesOf(
  db: DbPort,
  ...[endpointId, limit]: Parameters<WebhookStore['listDeliveries']>
) {
  return readDeliveryLog(db, webhookKeys.endpointPk(endpointId), limit);
}

export function webhookStore(db: DbPort): WebhookStore {
  return {
    workspacePlan: (...args) => workspacePlanOf(db, ...args),
    listEndpoints: (...args) => listEndpointsOf(db, ...args),
    getEndpoint: (...args) => getEndpointOf(db, ...args),
    createEndpoint: (...args) => createEndpointOf(db, ...args),
    updateEndpoint: (...args) => updateEndpointOf(db, ...args),
    rotateSecret: (...args) => rotateSecretOf(db, ...args),
    deleteEndpoint: (...args) => deleteEndpointOf(db, ...args),
    claimDelivery: (...args) => claimDeliveryOf(db, ...args),
    releaseDelivery: (...args) => releaseDeliveryOf(db, ...args),
    recordAttempt: (...args) => recordAttemptOf(db, ...args),
    disableForFailures: (...args) => disableForFailuresOf(db, ...args),
    listDeliveries: (...args) => listDeliveriesOf(db, ...args),
  };
}
