/**
 * The viewing counters' reads and the viewing setting (items: ./viewing-store.ts). Apart from the batch writer, so
 * the editor's API, which only reads the figures, does not carry the writer.
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { VIEWING_LIMITS } from '../../../shared/domain/viewing';
import type { VersionViewingCounters } from '../../../shared/domain/project-analytics';
import { batchGetAll } from '../../platform/db/batch-get';
import type { DbPort } from '../../platform/db/db-port';
import { viewingKeys } from '../../platform/db/keys';
import type { RawItem } from '../../platform/db/items';
import type { ViewingStore } from '../ports';

export const VIEW_STAT_SHARDS = 16;

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0)) || 0;

/** Whether a workspace's review pages record viewing, from its setting item (absent: on). */
export function collectsViewingOf(setting: RawItem | undefined): boolean {
  return setting?.['collectViewing'] !== false;
}

/** A version's counters: its shards added up. */
function sumShards(versionId: string, shards: readonly RawItem[]): VersionViewingCounters {
  const histogram: number[] = [];
  let bucketMs: number = VIEWING_LIMITS.minBucketMs;
  const stats = { plays: 0, viewers: 0, completions: 0, watchedMs: 0 };
  for (const item of shards) {
    bucketMs = num(item['bucketMs']) || bucketMs;
    stats.plays += num(item['plays']);
    stats.viewers += num(item['viewers']);
    stats.completions += num(item['completions']);
    stats.watchedMs += num(item['watchedMs']);
    for (const [name, value] of Object.entries(item)) {
      const match = /^h(\d+)$/.exec(name);
      if (!match) continue;
      const bucket = Number(match[1]);
      while (histogram.length <= bucket) histogram.push(0);
      histogram[bucket] = (histogram[bucket] ?? 0) + num(value);
    }
  }
  return { versionId, bucketMs, histogram, ...stats };
}

export type ViewingReads = Omit<ViewingStore, 'recordBatch'>;

export function viewingReads(db: DbPort): ViewingReads {
  return {
    async collectsViewing(workspaceId) {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.tableName, Key: viewingKeys.settings(workspaceId) }),
      );
      return collectsViewingOf(out.Item);
    },

    async setCollectsViewing(workspaceId, collect, now) {
      await db.doc.send(
        new PutCommand({
          TableName: db.tableName,
          Item: {
            ...viewingKeys.settings(workspaceId),
            entity: 'analytics_settings',
            collectViewing: collect,
            updatedAt: now.toISOString(),
          },
        }),
      );
    },

    async versionStats(versionIds) {
      const keysToRead = versionIds.flatMap((versionId) =>
        Array.from({ length: VIEW_STAT_SHARDS }, (_, shard) => viewingKeys.versionShard(versionId, shard)),
      );
      const items = await batchGetAll(db, keysToRead);
      return versionIds.map((versionId) =>
        sumShards(
          versionId,
          items.filter((item) => item['versionId'] === versionId),
        ),
      );
    },

    async linkStats(projectId) {
      const out = await db.doc.send(
        new QueryCommand({
          TableName: db.tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': viewingKeys.linkDayPk(projectId) },
        }),
      );
      const items = (out.Items ?? []) as RawItem[];
      return {
        uniqueViewers: num(items.find((item) => item['sk'] === 'TOTAL')?.['viewers']),
        days: items
          .filter((item) => String(item['sk']).startsWith(viewingKeys.daySkPrefix))
          .map((item) => ({
            day: String(item['sk']).slice(viewingKeys.daySkPrefix.length),
            opens: num(item['opens']),
            viewers: num(item['viewers']),
          })),
      };
    },
  };
}
