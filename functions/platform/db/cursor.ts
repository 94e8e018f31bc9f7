/**
 * Opaque pagination cursors: the LastEvaluatedKey as base64url JSON. A cursor is only accepted for the same
 * partition it came from, so it cannot be bent into a read of someone else's items.
 */
import * as z from '../zod';
import { ValidationError } from '../../../shared/errors/app-error';
import { tableDefinition } from '../../../shared/config/table-definition';

const keySchema = z.record(z.string(), z.string());
export type PageKey = z.infer<typeof keySchema>;

export const INVALID_CURSOR_MESSAGE = 'Invalid cursor.';

export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  if (!key) return null;
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * The exact attributes of a LastEvaluatedKey when paging by `partitionAttribute`: the table's key, plus the
 * index's key when it is an index's partition key. A cursor with any other shape never reaches DynamoDB.
 */
function keyShapeOf(partitionAttribute: string): ReadonlySet<string> {
  const table = [tableDefinition.partitionKey, tableDefinition.sortKey];
  if (partitionAttribute === tableDefinition.partitionKey) return new Set(table);
  const index = tableDefinition.globalSecondaryIndexes.find((g) => g.partitionKey === partitionAttribute);
  if (!index) throw new Error(`No table or index is partitioned by '${partitionAttribute}'`);
  return new Set([...table, index.partitionKey, index.sortKey]);
}

/**
 * Decodes a cursor and checks that it has exactly the key shape of the table or index partitioned by
 * `partitionAttribute`, that this attribute holds `expectedPartition` (and, when given, that `sortAttribute`
 * starts with `sortPrefix`). Bad cursors are a 400 (ValidationError on field `cursor`).
 */
export function decodeCursor(
  cursor: string | null | undefined,
  partitionAttribute: string,
  expectedPartition: string,
  sortCheck?: { attribute: string; prefix: string },
): PageKey | undefined {
  if (cursor === undefined || cursor === null || cursor === '') return undefined;
  const invalid = () => new ValidationError(INVALID_CURSOR_MESSAGE, { cursor: INVALID_CURSOR_MESSAGE });
  if (!/^[A-Za-z0-9_-]+$/.test(cursor) || cursor.length > 2048) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const result = keySchema.safeParse(parsed);
  if (!result.success || result.data[partitionAttribute] !== expectedPartition) throw invalid();
  // Exactly the key attributes of the table or index paged, none empty: nothing missing, nothing extra.
  const shape = keyShapeOf(partitionAttribute);
  const attributes = Object.keys(result.data);
  if (attributes.length !== shape.size || !attributes.every((a) => shape.has(a))) throw invalid();
  if (Object.values(result.data).some((value) => value === '')) throw invalid();
  if (sortCheck && !(result.data[sortCheck.attribute] ?? '').startsWith(sortCheck.prefix)) throw invalid();
  return result.data;
}

export interface Page<T> {
  items: T[];
  /** Pass back to get the next page; null at the end. */
  nextCursor: string | null;
}
