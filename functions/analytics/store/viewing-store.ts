/**
 * The viewing counters (items and access patterns; their keys: `viewingKeys` of functions/platform/db/keys.ts):
 *
 * | item | pk | sk | notes |
 * |---|---|---|---|
 * | batch marker | `VIEWBATCH#<batchId>` | `VIEWBATCH` | makes a batch count once; TTL 2 days (older batch ids are refused) |
 * | version counters | `VIEWSTATS#<versionId>#<shard>` | `VERSION` | `h<bucket>` watched counts, plays, viewers, completions, watchedMs; 16 shards, TTL 13 months after the last batch |
 * | viewer of a version | `VIEWER#<versionId>#<viewerId>` | `VERSION` | counts the viewer once; reviewer name if given; TTL 13 months |
 * | completion | `VIEWER#<versionId>#<viewerId>` | `COMPLETED` | counts the viewer's completion once; TTL 13 months |
 * | link per day | `LINKSTATS#<projectId>` | `DAY#<yyyy-mm-dd>` | opens, viewers of that day; TTL 13 months after the day |
 * | viewer of a day | `VIEWER#<projectId>#<viewerId>` | `DAY#<yyyy-mm-dd>` | counts the viewer once a day; TTL 2 days |
 * | viewer's open of an hour | `VIEWER#<projectId>#<viewerId>` | `HOUR#<yyyy-mm-ddThh>` | records the open in the project's activity once per viewer per link per hour; TTL 2 hours |
 * | viewer of a project | `VIEWER#<projectId>#<viewerId>` | `PROJECT` | counts the viewer once in the project's total; TTL 13 months |
 * | project total | `LINKSTATS#<projectId>` | `TOTAL` | the project's unique viewers; TTL 13 months after the last new one |
 * | setting | `USER#<workspaceId>` | `SETTINGS#ANALYTICS` | `collectViewing` (absent: on) |
 *
 * One batch = one BatchGetItem (which of the viewer's markers exist) + one TransactWriteItems (the batch
 * marker, the version counters, the markers it creates, the link's day and total, ≤ 8 items). The version's
 * counters are spread over 16 items by the batch id, so a popular version has no hot item; the link's day
 * item is written only on an open or a viewer's first batch of the day. An open's batch also reads the
 * viewer's hour marker in the same BatchGetItem: only when it is absent does the transaction add it and the
 * project's activity entry ('Ana opened the review link'), so a hot link's opens write no activity beyond
 * one entry per viewer per hour, and cost no request of their own. A race between two batches of the
 * same new viewer fails a marker's condition: the markers are read again and the batch retried.
 */
import { BatchGetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { VIEWING_LIMITS } from '../../../shared/domain/viewing';
import { cancellationReasons, isTransactionCanceled } from '../../platform/db/db-errors';
import type { DbPort } from '../../platform/db/db-port';
import { viewingKeys } from '../../platform/db/keys';
import { keyedUlid } from '../../platform/runtime/keyed-ids';
import { activityItem } from '../../projects';
import type { RawItem } from '../../platform/db/items';
import type { ViewingIncrements, ViewingStore } from '../ports';
import { VIEW_STAT_SHARDS, viewingReads } from './viewing-reads';

const BATCH_MARKER_SECONDS = 2 * 24 * 3600;
const DAY_MARKER_SECONDS = 2 * 24 * 3600;
const HOUR_MARKER_SECONDS = 2 * 3600;
const RETENTION_SECONDS = VIEWING_LIMITS.retentionDays * 24 * 3600;
const ATTEMPTS = 5;

/** The shard of a batch: FNV-1a of its id. */
export function shardOf(batchId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < batchId.length; i++) {
    hash ^= batchId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % VIEW_STAT_SHARDS;
}

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** Which of the viewer's markers this batch creates (each counts the viewer once where it belongs). */
interface Fresh {
  viewer: boolean;
  completion: boolean;
  day: boolean;
  project: boolean;
  /** An open by a viewer not seen on this link this (UTC) hour: recorded in the project's activity. */
  hour: boolean;
}

/** The UTC hour an open counts in (`yyyy-mm-ddThh`): the activity names a viewer's opens once per hour. */
const openHour = (now: Date) => now.toISOString().slice(0, 13);

/** The viewer's markers this batch creates (each conditional: a race fails the batch, which is read again). */
function markerItems(
  db: DbPort,
  input: ViewingIncrements,
  fresh: Fresh,
  now: number,
  retention: number,
): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  if (fresh.viewer) {
    items.push({
      Put: {
        TableName: db.tableName,
        Item: {
          ...viewingKeys.versionViewer(input.versionId, input.viewerId),
          entity: 'version_viewer',
          projectId: input.projectId,
          videoId: input.videoId,
          firstAt: input.now.toISOString(),
          ...(input.reviewerName ? { reviewerName: input.reviewerName } : {}),
          expiresAt: retention,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  if (fresh.completion) {
    items.push({
      Put: {
        TableName: db.tableName,
        Item: {
          ...viewingKeys.completion(input.versionId, input.viewerId),
          entity: 'version_completion',
          at: input.now.toISOString(),
          expiresAt: retention,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  if (input.open || fresh.day) {
    const dayEnd = epoch(new Date(`${input.day}T00:00:00Z`)) + 24 * 3600;
    items.push({
      Update: {
        TableName: db.tableName,
        Key: viewingKeys.linkDay(input.projectId, input.day),
        UpdateExpression: 'ADD opens :opens, viewers :viewers SET expiresAt = :expires, entity = :entity',
        ExpressionAttributeValues: {
          ':opens': input.open ? 1 : 0,
          ':viewers': fresh.day ? 1 : 0,
          ':expires': dayEnd + RETENTION_SECONDS,
          ':entity': 'link_day_stats',
        },
      },
    });
  }
  if (fresh.project) {
    items.push(
      {
        Put: {
          TableName: db.tableName,
          Item: {
            ...viewingKeys.projectViewer(input.projectId, input.viewerId),
            entity: 'project_viewer',
            firstAt: input.now.toISOString(),
            ...(input.reviewerName ? { reviewerName: input.reviewerName } : {}),
            expiresAt: retention,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: db.tableName,
          Key: viewingKeys.projectTotal(input.projectId),
          UpdateExpression: 'ADD viewers :one SET expiresAt = :expires, entity = :entity',
          ExpressionAttributeValues: { ':one': 1, ':expires': retention, ':entity': 'project_view_total' },
        },
      },
    );
  }
  if (fresh.day) {
    items.push({
      Put: {
        TableName: db.tableName,
        Item: {
          ...viewingKeys.dayViewer(input.projectId, input.viewerId, input.day),
          entity: 'day_viewer',
          expiresAt: now + DAY_MARKER_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  if (fresh.hour) items.push(...openActivityItems(db, input, now));
  return items;
}

/** The viewer's hour marker and the activity entry of their open ('Ana' or, unnamed, 'A client'). */
function openActivityItems(db: DbPort, input: ViewingIncrements, now: number): Record<string, unknown>[] {
  const hour = openHour(input.now);
  return [
    {
      Put: {
        TableName: db.tableName,
        Item: {
          ...viewingKeys.hourViewer(input.projectId, input.viewerId, hour),
          entity: 'hour_viewer',
          expiresAt: now + HOUR_MARKER_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: db.tableName,
        Item: activityItem({
          id: keyedUlid(`link_opened|${input.projectId}|${input.viewerId}|${hour}`, input.now.getTime()),
          projectId: input.projectId,
          at: input.now.toISOString(),
          kind: 'link_opened',
          actor: { kind: 'client', name: input.reviewerName ?? '' },
        }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** The batch's one transaction: its marker, the version's shard, the markers it creates, the link's day. */
function transaction(db: DbPort, input: ViewingIncrements, fresh: Fresh) {
  const now = epoch(input.now);
  const retention = now + RETENTION_SECONDS;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {
    ':watched': input.watchedMs,
    ':plays': input.plays,
    ':one': 1,
    ':viewers': fresh.viewer ? 1 : 0,
    ':completions': fresh.completion ? 1 : 0,
    ':bucketMs': input.bucketMs,
    ':projectId': input.projectId,
    ':videoId': input.videoId,
    ':versionId': input.versionId,
    ':expires': retention,
    ':entity': 'view_stats',
  };
  const adds = [
    'watchedMs :watched',
    'plays :plays',
    'batches :one',
    'viewers :viewers',
    'completions :completions',
  ];
  for (const [bucket, count] of input.buckets) {
    names[`#h${bucket}`] = `h${bucket}`;
    values[`:c${count}`] = count;
    adds.push(`#h${bucket} :c${count}`);
  }
  const items: Record<string, unknown>[] = [
    {
      Put: {
        TableName: db.tableName,
        Item: {
          ...viewingKeys.batch(input.batchId),
          entity: 'view_batch',
          projectId: input.projectId,
          expiresAt: now + BATCH_MARKER_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: db.tableName,
        Key: viewingKeys.versionShard(input.versionId, shardOf(input.batchId)),
        UpdateExpression: `ADD ${adds.join(', ')} SET bucketMs = :bucketMs, projectId = :projectId, videoId = :videoId, versionId = :versionId, expiresAt = :expires, entity = :entity`,
        ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
      },
    },
  ];
  items.push(...markerItems(db, input, fresh, now, retention));
  return items;
}

/** The counters' one writer (a batch) beside their reads. */
export function viewingStore(db: DbPort): ViewingStore {
  const keyOf = (k: { pk: string; sk: string }) => `${k.pk}|${k.sk}`;

  async function existingMarkers(keysToRead: { pk: string; sk: string }[]): Promise<Set<string>> {
    if (keysToRead.length === 0) return new Set();
    const out = await db.doc.send(
      new BatchGetCommand({
        RequestItems: {
          [db.tableName]: { Keys: keysToRead, ProjectionExpression: 'pk, sk', ConsistentRead: true },
        },
      }),
    );
    const found = (out.Responses?.[db.tableName] ?? []) as RawItem[];
    // Unprocessed keys are treated as new: the marker's condition still keeps the count exact.
    return new Set(found.map((item) => `${String(item['pk'])}|${String(item['sk'])}`));
  }

  return {
    ...viewingReads(db),
    async recordBatch(input) {
      const markerKeys = {
        viewer: viewingKeys.versionViewer(input.versionId, input.viewerId),
        completion: viewingKeys.completion(input.versionId, input.viewerId),
        day: viewingKeys.dayViewer(input.projectId, input.viewerId, input.day),
        project: viewingKeys.projectViewer(input.projectId, input.viewerId),
        hour: viewingKeys.hourViewer(input.projectId, input.viewerId, openHour(input.now)),
      };
      let requests = 0;
      for (let attempt = 1; ; attempt++) {
        const toRead = [
          markerKeys.viewer,
          markerKeys.day,
          markerKeys.project,
          ...(input.completed ? [markerKeys.completion] : []),
          ...(input.open ? [markerKeys.hour] : []),
        ];
        const found = await existingMarkers(toRead);
        requests++;
        const fresh: Fresh = {
          project: !found.has(keyOf(markerKeys.project)),
          viewer: !found.has(keyOf(markerKeys.viewer)),
          completion: input.completed && !found.has(keyOf(markerKeys.completion)),
          day: !found.has(keyOf(markerKeys.day)),
          hour: input.open && !found.has(keyOf(markerKeys.hour)),
        };
        try {
          requests++;
          await db.doc.send(
            new TransactWriteCommand({
              TransactItems: transaction(db, input, fresh) as never,
            }),
          );
          return { result: 'stored', requests };
        } catch (error) {
          if (!isTransactionCanceled(error)) throw error;
          const reasons = cancellationReasons(error);
          // The batch marker is the first item: this batch was counted before.
          if (reasons[0]?.code === 'ConditionalCheckFailed') return { result: 'duplicate', requests };
          if (attempt >= ATTEMPTS) throw error;
          // A marker created meanwhile (the viewer's other batch) or a concurrent transaction: read again.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
        }
      }
    },
  };
}
