/** Deleting items by key in batches (account erasure, the digest queue's sent entries). */
import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { DbPort } from './db-port';
import type { RawItem } from './items';
import { chunk } from './transact-write';

/** BatchWriteItem's limit. */
const BATCH_SIZE = 25;

/** Deletes items by key, 25 per BatchWriteItem, unprocessed ones retried with doubling waits. */
export async function deleteKeys(db: DbPort, items: readonly RawItem[]): Promise<void> {
  for (const group of chunk(items, BATCH_SIZE)) {
    let requests: { DeleteRequest: { Key: Record<string, unknown> } }[] = group.map((item) => ({
      DeleteRequest: { Key: { pk: item['pk'], sk: item['sk'] } },
    }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 8) throw new Error('deleteKeys: unprocessed deletes after retries');
      const out: BatchWriteCommandOutput = await db.doc.send(
        new BatchWriteCommand({ RequestItems: { [db.tableName]: requests } }),
      );
      requests = (out.UnprocessedItems?.[db.tableName] ?? []).flatMap((r) =>
        r.DeleteRequest?.Key ? [{ DeleteRequest: { Key: r.DeleteRequest.Key } }] : [],
      );
      if (requests.length > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}
