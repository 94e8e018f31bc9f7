/**
 * A fixed-window request counter per key (the contact form's per-IP limit): one item per key and window,
 * incremented atomically (UpdateItem ADD), removed by TTL (`expiresAt`) a window after it closes. No read
 * before the write; a burst from many Lambdas counts exactly.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DbPort } from './db-port';
import { ENTITY_TYPES, keys } from './keys';

export interface FixedWindowSettings {
  /** Requests allowed per key and window. */
  limit: number;
  windowSeconds: number;
}

export interface FixedWindowCounter {
  consume(key: string, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

export function rateWindowRepository(db: DbPort, settings: FixedWindowSettings): FixedWindowCounter {
  return {
    async consume(key, now) {
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const windowStart = nowSeconds - (nowSeconds % settings.windowSeconds);
      const windowEnd = windowStart + settings.windowSeconds;
      const out = await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: keys.rateWindow(key, windowStart),
          UpdateExpression:
            'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires), entity = :entity',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':expires': windowEnd + settings.windowSeconds,
            ':entity': ENTITY_TYPES.rateWindow,
          },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const count = Number(out.Attributes?.['count'] ?? 1);
      const allowed = count <= settings.limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, windowEnd - nowSeconds) };
    },
  };
}
