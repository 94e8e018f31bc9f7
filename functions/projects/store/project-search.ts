/**
 * Project search: the list's own key range, read page by page, with the names matched in code (DynamoDB has
 * no text search and names are stored as typed). Each request reads a bounded part of the range (the read
 * budget): it stops when the page of matches is full or the budget is spent, and hands out a cursor to go
 * on from there, so a sparse search over a large workspace costs the client more requests, never one
 * unbounded one.
 */
import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { Project } from '../../../shared/domain/entities';
import { projectNameMatcher } from '../../../shared/domain/project-search';
import { encodeCursor, type Page } from '../../platform/db/cursor';
import type { DbPort } from '../../platform/db/db-port';
import { toProject, type RawItem } from '../../platform/db/items';
import { listPageSize, projectListRange, type ListProjectsInput } from './project-repository';

/** What one search request may read: at most `queries` Queries of `itemsPerQuery` items (≤ 500 items). */
export const SEARCH_READ_BUDGET = {
  queries: 5,
  /** Items one Query reads: one more than the page, within these bounds. */
  itemsPerQueryMin: 25,
  itemsPerQueryMax: 100,
} as const;

/** Items one Query of a search reads for a page of `limit` matches. */
export function searchItemsPerQuery(limit: number): number {
  return Math.min(
    SEARCH_READ_BUDGET.itemsPerQueryMax,
    Math.max(SEARCH_READ_BUDGET.itemsPerQueryMin, limit + 1),
  );
}

export interface SearchProjectsInput extends ListProjectsInput {
  /** The search text (already trimmed, 1..100 characters). */
  q: string;
}

/**
 * One page of the projects of a list filter whose name contains `q`, newest first. The page may hold fewer
 * than `limit` matches (even none) with a `nextCursor`: the read budget was spent before the range ended.
 */
export async function searchProjectsByOwner(db: DbPort, input: SearchProjectsInput): Promise<Page<Project>> {
  const limit = listPageSize(input.limit);
  const range = projectListRange(input);
  const matches: Array<{ item: RawItem; project: Project }> = [];
  let startKey: Record<string, unknown> | undefined = range.startKey;
  const matchesName = projectNameMatcher(input.q);
  for (let read = 0; read < SEARCH_READ_BUDGET.queries && matches.length <= limit; read += 1) {
    const out: QueryCommandOutput = await db.doc.send(
      new QueryCommand({
        ...range.query,
        TableName: db.tableName,
        // Limit counts the items read (before the 'mine' filter), so it bounds the read, not the matches.
        Limit: searchItemsPerQuery(limit),
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) {
      const project = toProject(item);
      if (matchesName(project.name)) matches.push({ item, project });
    }
    startKey = out.LastEvaluatedKey;
    if (!startKey) break;
  }
  if (matches.length > limit) {
    // More matches than the page: go on after the page's last match (the rest is read again next time).
    const page = matches.slice(0, limit);
    const last = page[page.length - 1]?.item ?? {};
    const lastKey = Object.fromEntries(range.keyAttributes.map((name) => [name, last[name]]));
    return { items: page.map((m) => m.project), nextCursor: encodeCursor(lastKey) };
  }
  // The range ended (no cursor) or the budget was spent: go on after the last item read.
  return { items: matches.map((m) => m.project), nextCursor: encodeCursor(startKey) };
}
