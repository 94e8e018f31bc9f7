/** Query helpers: one Query, followed through its continuation pages (LastEvaluatedKey). */
import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { DbPort } from './db-port';
import type { RawItem } from './items';

/** Runs the Query and every continuation page; returns all items in index order. */
export async function queryAllPages(
  db: DbPort,
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<RawItem[]> {
  const items: RawItem[] = [];
  let startKey: Record<string, unknown> | undefined = undefined;
  do {
    const out: QueryCommandOutput = await db.doc.send(
      new QueryCommand({ ...input, TableName: db.tableName, ExclusiveStartKey: startKey }),
    );
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Counts the items of a Query (Select COUNT) over every continuation page. */
export async function countAllPages(
  db: DbPort,
  input: Omit<QueryCommandInput, 'TableName' | 'Select'>,
): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined = undefined;
  do {
    const out: QueryCommandOutput = await db.doc.send(
      new QueryCommand({ ...input, TableName: db.tableName, Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    count += out.Count ?? 0;
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return count;
}

/**
 * One page of a Query: at most `limit` items and, when more exist, the key to continue from. It asks for one
 * item more than the page so that a full last page does not hand out a cursor to an empty page;
 * `keyAttributes` are the table's and the index's key names (the continuation key of an index Query).
 */
export async function queryPage(
  db: DbPort,
  input: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>,
  options: { limit: number; startKey: Record<string, unknown> | undefined; keyAttributes: readonly string[] },
): Promise<{ items: RawItem[]; lastKey: Record<string, unknown> | undefined }> {
  const items: RawItem[] = [];
  let startKey = options.startKey;
  // A FilterExpression could make a page short; follow pages until the page is full or the Query ends.
  do {
    const out: QueryCommandOutput = await db.doc.send(
      new QueryCommand({
        ...input,
        TableName: db.tableName,
        // Filtered: read whole 1 MB pages (a Limit counts items before the filter, so a small one would
        // make a sparse filter cost a request per few items); the page is cut to size below.
        Limit: input.FilterExpression ? undefined : options.limit + 1 - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey && items.length <= options.limit);
  if (items.length <= options.limit) return { items, lastKey: undefined };
  const page = items.slice(0, options.limit);
  const last = page[page.length - 1] ?? {};
  const lastKey = Object.fromEntries(options.keyAttributes.map((name) => [name, last[name]]));
  return { items: page, lastKey };
}
