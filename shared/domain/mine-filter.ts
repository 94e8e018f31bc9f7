/**
 * 'Only mine': the workspace's projects narrowed to the ones the caller created. One rule for every view
 * that offers it (the projects list, the dashboard): the SPA keeps the choice in the URL (`?mine=1`, so it
 * survives a reload and a shared link), sends it as the query `mine=true`, and the server turns it into the
 * creator to filter by. Which projects are someone's is `projectCreator` (shared/domain/workspace.ts), which
 * the store's filter expression says for DynamoDB.
 */
import * as z from 'zod/mini';

/** The URL parameter (and its value when on) the SPA keeps the choice in. */
export const MINE_URL_PARAM = 'mine';
export const MINE_URL_ON = '1';

/** The API's query field: 'true' narrows to the caller's projects. */
export const mineQuerySchema = z.optional(z.enum(['true', 'false']));
export type MineQuery = z.infer<typeof mineQuerySchema>;

/** Whether a URL's search parameters ask for 'mine'. */
export function mineFromUrl(params: URLSearchParams): boolean {
  return params.get(MINE_URL_PARAM) === MINE_URL_ON;
}

/** The query the SPA sends for the choice (nothing when off, so the default request stays the same). */
export function mineQuery(mine: boolean): { mine?: 'true' } {
  return mine ? { mine: 'true' } : {};
}

/** The creator a request narrows to: the caller when it asked for 'mine', else none (every project). */
export function createdByFilterOf(mine: MineQuery, callerId: string): string | undefined {
  return mine === 'true' ? callerId : undefined;
}
