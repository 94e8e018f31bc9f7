/**
 * Reading the table's KEYS_ONLY indexes (shared/config/table-definition.ts): the index gives the keys of what
 * is due, one BatchGetItem per 100 of them gives the items. While an index replaces another one
 * (docs/gsi-projections.md), a table that does not have the new index yet, or is still backfilling it, is
 * read through the index it replaces.
 */
import type { GsiDefinition } from '../../../shared/config/table-definition';
import { batchGetAll } from './batch-get';
import type { DbPort } from './db-port';
import type { RawItem } from './items';

/** DynamoDB's answer for an index the table does not have, or one it cannot read from yet. */
function isIndexNotReady(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return name === 'ValidationException' && typeof message === 'string' && /index/i.test(message);
}

/** Runs `query` on the index, or on the one it replaces while the new one is not ready. */
export async function onIndex<T>(gsi: GsiDefinition, query: (indexName: string) => Promise<T>): Promise<T> {
  try {
    return await query(gsi.name);
  } catch (error) {
    if (gsi.replaces === undefined || !isIndexNotReady(error)) throw error;
    return await query(gsi.replaces);
  }
}

/**
 * The whole items of index entries (BatchGetItem, eventually consistent like the index itself), each with the
 * index entry it was found by; an item gone since is left out.
 */
export async function itemsOf(
  db: DbPort,
  entries: readonly RawItem[],
): Promise<{ entry: RawItem; item: RawItem }[]> {
  const keyOf = (i: RawItem) => `${String(i['pk'])}\u0000${String(i['sk'])}`;
  const items = new Map(
    (
      await batchGetAll(
        db,
        entries.map((e) => ({ pk: e['pk'], sk: e['sk'] })),
      )
    ).map((i) => [keyOf(i), i]),
  );
  return entries.flatMap((entry) => {
    const item = items.get(keyOf(entry));
    return item ? [{ entry, item }] : [];
  });
}
