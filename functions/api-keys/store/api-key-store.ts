/**
 * API keys and idempotency records on the one table. Every write holds its rule in its condition:
 *
 * | item | pk | sk | notes |
 * |---|---|---|---|
 * | API key | `APIKEY#<keyId>` | `APIKEY` | workspaceId, name, scope, keyHash (SHA-256 of the whole key), prefix, keyExpiresAt (ISO or null), revokedAt, lastUsedAt, createdAt, createdBy(Name); GSI1 `WS#<wid>#APIKEYS` / `<createdAt>#<keyId>` |
 * | key count | `WS#<wid>` | `APIKEYS` | liveCount: keys not revoked (at most MAX_LIVE_API_KEYS) |
 * | idempotency record | `IDEM#<keyId>#<sha256(Idempotency-Key)>` | `IDEM` | requestHash, state pending/done, the answer (status, headers, body); TTL `expiresAt` |
 *
 * Access patterns: a presented key is one consistent GetItem by the id inside it; Settings › API is one Query
 * on GSI1; a call's liveness check, rate window and last-use time is one conditional UpdateItem (so a revoked
 * or expired key is refused on the request after the revocation, whatever an authorizer cached, and the scope
 * the call is judged by is the item's, returned by that write; the key's
 * `rateWindow` (epoch seconds) and `rateCount` hold its fixed window across every container); an idempotent POST is
 * one conditional Put to claim the key, one Put of the answer.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import {
  API_KEY_SCOPES,
  MAX_LIVE_API_KEYS,
  type ApiKeyScope,
  type ApiKeySummary,
} from '../../../shared/domain/api-keys';
import { GSIS } from '../../../shared/config/table-definition';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-error';
import { API_KEY_MESSAGES } from '../../../shared/messages/api-key-messages';
import { isConditionalCheckFailed, oldItemOf } from '../../platform/db/db-errors';
import type { DbPort } from '../../platform/db/db-port';
import { apiKeyKeys } from '../../platform/db/keys';
import { transactWrite } from '../../platform/db/transact-write';

const { key: keyOf, listPk, count: countKey, idempotency: idemKey } = apiKeyKeys;

const isoDate = z.iso.datetime({ offset: true });
const storedKeySchema = z.object({
  keyId: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  keyHash: z.string(),
  prefix: z.string(),
  createdAt: isoDate,
  createdBy: z.string(),
  createdByName: z.string(),
  keyExpiresAt: z.nullable(isoDate),
  revokedAt: z.optional(z.nullable(isoDate)),
  lastUsedAt: z.optional(z.nullable(isoDate)),
});
export type StoredApiKey = z.infer<typeof storedKeySchema>;

function toStored(item: Record<string, unknown>): StoredApiKey {
  return z.parse(storedKeySchema, item);
}

export function summaryOf(key: StoredApiKey): ApiKeySummary {
  return {
    keyId: key.keyId,
    name: key.name,
    scope: key.scope,
    prefix: key.prefix,
    createdAt: key.createdAt,
    createdByName: key.createdByName,
    expiresAt: key.keyExpiresAt,
    lastUsedAt: key.lastUsedAt ?? null,
    revokedAt: key.revokedAt ?? null,
  };
}

export interface NewApiKey {
  keyId: string;
  workspaceId: string;
  name: string;
  scope: ApiKeyScope;
  keyHash: string;
  prefix: string;
  createdAt: string;
  createdBy: string;
  createdByName: string;
  keyExpiresAt: string | null;
}

/** Stores a key and counts it, in one transaction: never more than MAX_LIVE_API_KEYS live keys. */
export async function putApiKey(db: DbPort, key: NewApiKey): Promise<StoredApiKey> {
  const item = {
    ...keyOf(key.keyId),
    type: 'api_key',
    ...key,
    revokedAt: null,
    lastUsedAt: null,
    [GSIS.gsi1.partitionKey]: listPk(key.workspaceId),
    [GSIS.gsi1.sortKey]: `${key.createdAt}#${key.keyId}`,
  };
  await transactWrite(db, [
    {
      op: {
        Update: {
          Key: countKey(key.workspaceId),
          UpdateExpression: 'SET liveCount = if_not_exists(liveCount, :zero) + :one, #type = :type',
          ConditionExpression: 'attribute_not_exists(liveCount) OR liveCount < :max',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':zero': 0,
            ':one': 1,
            ':max': MAX_LIVE_API_KEYS,
            ':type': 'api_key_count',
          },
        },
      },
      onConditionFailed: () => new ConflictError(API_KEY_MESSAGES.tooManyKeys),
    },
    { op: { Put: { Item: item, ConditionExpression: 'attribute_not_exists(pk)' } } },
  ]);
  return toStored(item);
}

/** A key by its id, read consistently (a revocation is seen at once). */
export async function readApiKey(db: DbPort, keyId: string): Promise<StoredApiKey | null> {
  const out = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: keyOf(keyId), ConsistentRead: true }),
  );
  return out.Item ? toStored(out.Item) : null;
}

/** The workspace's keys, newest first: one Query on GSI1. */
export async function listApiKeys(db: DbPort, workspaceId: string): Promise<StoredApiKey[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        IndexName: GSIS.gsi1.name,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': GSIS.gsi1.partitionKey },
        ExpressionAttributeValues: { ':pk': listPk(workspaceId) },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items.map(toStored);
}

/**
 * Revokes a key of the workspace (and frees its place in the count) in one transaction. Revoking a revoked
 * key answers it as it is; a key of another workspace is not found.
 */
export async function revokeApiKey(
  db: DbPort,
  input: { workspaceId: string; keyId: string; now: string },
): Promise<StoredApiKey> {
  const existing = await readApiKey(db, input.keyId);
  if (!existing || existing.workspaceId !== input.workspaceId)
    throw new NotFoundError(API_KEY_MESSAGES.keyNotFound);
  if (existing.revokedAt) return existing;
  try {
    await transactWrite(db, [
      {
        op: {
          Update: {
            Key: keyOf(input.keyId),
            UpdateExpression: 'SET revokedAt = :now',
            ConditionExpression:
              'workspaceId = :ws AND (attribute_not_exists(revokedAt) OR revokedAt = :null)',
            ExpressionAttributeValues: { ':now': input.now, ':ws': input.workspaceId, ':null': null },
          },
        },
      },
      {
        op: {
          Update: {
            Key: countKey(input.workspaceId),
            UpdateExpression: 'SET liveCount = liveCount - :one',
            ConditionExpression: 'liveCount > :zero',
            ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
          },
        },
      },
    ]);
  } catch (error) {
    // Revoked by a concurrent request: the key is revoked, which is what was asked.
    if (!(error instanceof ConflictError)) throw error;
    const now = await readApiKey(db, input.keyId);
    if (now?.revokedAt) return now;
    throw error;
  }
  return { ...existing, revokedAt: input.now };
}

/**
 * What a call with a key comes to: refused (not live), over its window's limit, or admitted with the key's
 * scope and name as its item holds them now (an authorizer's cached answer may be older).
 */
export type KeyCallAdmission =
  | { kind: 'not-live' }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'admitted'; scope: ApiKeyScope; name: string };

const admittedKeySchema = z.object({ scope: z.enum(API_KEY_SCOPES), name: z.string() });

function admitted(item: Record<string, unknown> | undefined): KeyCallAdmission {
  return { kind: 'admitted', ...z.parse(admittedKeySchema, item) };
}

const LIVE_CONDITION =
  'attribute_exists(pk) AND workspaceId = :ws AND (attribute_not_exists(revokedAt) OR revokedAt = :null) AND (keyExpiresAt = :null OR keyExpiresAt > :now)';

function isLiveItem(item: Record<string, unknown> | undefined, workspaceId: string, now: string): boolean {
  if (!item || item['workspaceId'] !== workspaceId) return false;
  if (item['revokedAt'] !== undefined && item['revokedAt'] !== null) return false;
  const expires = item['keyExpiresAt'];
  return expires === null || expires === undefined || String(expires) > now;
}

/**
 * A call with the key, in one conditional UpdateItem on the key's item: the key still live (not revoked, not
 * expired at `now`, of this workspace) and its fixed window's count under the limit; the write records the
 * last use and counts the call. The count lives on the key's item rather than in a container's memory, so
 * however many Lambdas serve a key, together they admit the limit and no more. When the condition fails, the
 * old item tells which part did: a key no longer live, a full window (429 until it ends), or a window that has
 * passed, which one more conditional write starts afresh (a concurrent start by another container loses the
 * condition and counts in the window the winner started).
 */
export async function admitLiveKeyCall(
  db: DbPort,
  input: { keyId: string; workspaceId: string; now: Date; limit: number; windowSeconds: number },
  attempts = 3,
): Promise<KeyCallAdmission> {
  const now = input.now.toISOString();
  const nowSeconds = Math.floor(input.now.getTime() / 1000);
  const window = nowSeconds - (nowSeconds % input.windowSeconds);
  const values = { ':now': now, ':ws': input.workspaceId, ':null': null, ':window': window, ':one': 1 };
  /** One conditional write on the key's item: the item as it is now when it was made, else as it was. */
  const write = async (update: string, condition: string, extra: Record<string, unknown> = {}) => {
    try {
      const out = await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: keyOf(input.keyId),
          UpdateExpression: update,
          ConditionExpression: `${LIVE_CONDITION} AND ${condition}`,
          ExpressionAttributeValues: { ...values, ...extra },
          ReturnValues: 'ALL_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { made: true, item: out.Attributes } as const;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      return { made: false, item: oldItemOf((error as { Item?: unknown }).Item) } as const;
    }
  };
  const counted = await write(
    'SET lastUsedAt = :now ADD rateCount :one',
    'rateWindow = :window AND rateCount < :limit',
    { ':limit': input.limit },
  );
  if (counted.made) return admitted(counted.item);
  if (!isLiveItem(counted.item, input.workspaceId, now)) return { kind: 'not-live' };
  if (counted.item?.['rateWindow'] === window)
    return { kind: 'limited', retryAfterSeconds: Math.max(1, window + input.windowSeconds - nowSeconds) };
  const started = await write(
    'SET lastUsedAt = :now, rateWindow = :window, rateCount = :one',
    '(attribute_not_exists(rateWindow) OR rateWindow < :window)',
  );
  if (started.made) return admitted(started.item);
  // Revoked meanwhile, or another container started this window first: the counting write decides again.
  if (attempts <= 1) return { kind: 'not-live' };
  return admitLiveKeyCall(db, input, attempts - 1);
}

// ---- idempotency records -------------------------------------------------------------------------------

export interface StoredAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  isBase64Encoded: boolean;
}

export type IdempotencyRecord =
  | { state: 'pending'; requestHash: string; leaseUntil: string }
  | { state: 'done'; requestHash: string; answer: StoredAnswer };

const recordSchema = z.union([
  z.object({ state: z.literal('pending'), requestHash: z.string(), leaseUntil: isoDate }),
  z.object({
    state: z.literal('done'),
    requestHash: z.string(),
    answer: z.object({
      statusCode: z.int(),
      headers: z.record(z.string(), z.string()),
      body: z.string(),
      isBase64Encoded: z.boolean(),
    }),
  }),
]);

/**
 * Claims an idempotency key for a request: a conditional Put that only one of concurrent duplicates wins
 * (or that takes over a claim whose lease ran out: its request died before answering). Null: claimed, go
 * ahead; otherwise the record that is there.
 */
export async function claimIdempotencyKey(
  db: DbPort,
  input: {
    keyId: string;
    idempotencyKeyHash: string;
    requestHash: string;
    now: string;
    leaseUntil: string;
    expiresAtEpoch: number;
  },
): Promise<IdempotencyRecord | null> {
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          ...idemKey(input.keyId, input.idempotencyKeyHash),
          type: 'idempotency_record',
          state: 'pending',
          requestHash: input.requestHash,
          leaseUntil: input.leaseUntil,
          expiresAt: input.expiresAtEpoch,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR (#state = :pending AND leaseUntil < :now)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending', ':now': input.now },
      }),
    );
    return null;
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: idemKey(input.keyId, input.idempotencyKeyHash),
      ConsistentRead: true,
    }),
  );
  // Gone between the two calls (its TTL, or a failed request's release): the caller may claim again.
  if (!out.Item) return { state: 'pending', requestHash: input.requestHash, leaseUntil: input.now };
  return z.parse(recordSchema, out.Item);
}

/** Stores the first answer to replay it to every retry until the TTL. */
export async function storeIdempotentAnswer(
  db: DbPort,
  input: {
    keyId: string;
    idempotencyKeyHash: string;
    requestHash: string;
    answer: StoredAnswer;
    expiresAtEpoch: number;
  },
): Promise<void> {
  await db.doc.send(
    new PutCommand({
      TableName: db.tableName,
      Item: {
        ...idemKey(input.keyId, input.idempotencyKeyHash),
        type: 'idempotency_record',
        state: 'done',
        requestHash: input.requestHash,
        answer: input.answer,
        expiresAt: input.expiresAtEpoch,
      },
    }),
  );
}

/** Lets a retry run again: the request failed on our side (5xx), so it has no answer worth replaying. */
export async function releaseIdempotencyKey(
  db: DbPort,
  input: { keyId: string; idempotencyKeyHash: string },
): Promise<void> {
  await db.doc
    .send(
      new DeleteCommand({
        TableName: db.tableName,
        Key: idemKey(input.keyId, input.idempotencyKeyHash),
        ConditionExpression: '#state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending' },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionalCheckFailed(error)) throw error;
    });
}
