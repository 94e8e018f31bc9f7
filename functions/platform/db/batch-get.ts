/** BatchGetItem over any number of keys: 100 keys per call, unprocessed keys retried with back-off. */
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { DbPort } from './db-port';
import type { RawItem } from './items';

const BATCH_GET_MAX = 100;
const ATTEMPTS = 8;
/** BatchGetItem calls in flight at once (thousands of keys: rounds of these, not one call after another). */
const CONCURRENCY = 8;

/**
 * Reads the items of `itemKeys` (in no particular order; missing items are simply absent). Keys still
 * unprocessed after the last attempt are left out, so callers treat the answer as "what could be read".
 * Without `projection`, whole items.
 */
export async function batchGetAll(
  db: DbPort,
  itemKeys: readonly Record<string, unknown>[],
  projection?: { ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> },
): Promise<RawItem[]> {
  const items: RawItem[] = [];
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < itemKeys.length; i += BATCH_GET_MAX) chunks.push(itemKeys.slice(i, i + BATCH_GET_MAX));
  let nextChunk = 0;
  const worker = async () => {
    for (let c = nextChunk++; c < chunks.length; c = nextChunk++) {
      items.push(...(await batchGetChunk(db, chunks[c] ?? [], projection)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, chunks.length) }, worker));
  return items;
}

/** One chunk of at most 100 keys, its unprocessed keys retried with back-off. */
async function batchGetChunk(
  db: DbPort,
  chunk: Record<string, unknown>[],
  projection?: { ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> },
): Promise<RawItem[]> {
  const items: RawItem[] = [];
  let pending: Record<string, unknown>[] | undefined = chunk;
  for (let attempt = 0; pending && pending.length > 0 && attempt < ATTEMPTS; attempt++) {
    const out: BatchGetCommandOutput = await db.doc.send(
      new BatchGetCommand({ RequestItems: { [db.tableName]: { Keys: pending, ...projection } } }),
    );
    items.push(...(out.Responses?.[db.tableName] ?? []));
    pending = out.UnprocessedKeys?.[db.tableName]?.Keys;
    if (pending && pending.length > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
  }
  return items;
}
