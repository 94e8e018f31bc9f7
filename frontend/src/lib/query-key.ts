/**
 * Query keys derived from the contract: a read's key starts with its endpoint's id (`getProject`,
 * `listProjects`…), followed by what narrows it (a project id, a filter). What each mutation invalidates is
 * in ./query-invalidation.ts.
 */
import type { Endpoint } from '../../../shared/api/endpoint';

type KeyPart = string | number;

/** The key of a read: its endpoint's id, then the parts that narrow it. */
export function queryKeyOf<E extends Pick<Endpoint, 'id'>, P extends readonly KeyPart[]>(
  endpoint: E,
  ...parts: P
): readonly [E['id'], ...P] {
  return [endpoint.id, ...parts] as const;
}
