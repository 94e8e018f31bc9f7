/**
 * A fixed-window request counter per key in the table: one item per key and window
 * (`RATE#<key>` / `WINDOW#<start epoch s>`), incremented atomically (UpdateItem ADD), removed by TTL
 * (`expiresAt`) a window after it closes. No read-before-write; a burst from many Lambdas counts exactly.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DbPort } from '../../lib/db/db-port';
import type { RateLimitPort } from '../../use-cases/review/review-ports';

export interface FixedWindowSettings {
  /** Requests allowed per key and window. */
  limit: number;
  windowSeconds: number;
}

export function dynamoRateLimit(db: DbPort, settings: FixedWindowSettings): RateLimitPort {
  return {
    async consume(key, now) {
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const windowStart = nowSeconds - (nowSeconds % settings.windowSeconds);
      const windowEnd = windowStart + settings.windowSeconds;
      const out = await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: { pk: `RATE#${key}`, sk: `WINDOW#${windowStart}` },
          UpdateExpression:
            'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires), entity = :entity',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':expires': windowEnd + settings.windowSeconds,
            ':entity': 'rate_window',
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
