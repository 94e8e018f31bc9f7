import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';

/**
 * How long one health report is served (seconds): the public route answers from it (per container, and in
 * CloudFront's cache), so polling it, however often and by whoever, costs each dependency at most one
 * control-plane call per period. The health page polls at the same pace.
 */
export const HEALTH_CACHE_SECONDS = 30;

export const DEPENDENCY_NAMES = ['table', 'bucket', 'queue', 'mail', 'userPool', 'drive'] as const;
export type DependencyName = (typeof DEPENDENCY_NAMES)[number];

export const dependencyCheckSchema = z.object({
  name: z.enum(DEPENDENCY_NAMES),
  ok: z.boolean(),
  latencyMs: z.number().check(z.nonnegative()),
  /** Why it is down; absent when ok. */
  error: z.optional(z.string()),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  service: z.string(),
  time: z.string(),
  dependencies: z.array(dependencyCheckSchema),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const getHealth = defineEndpoint({
  id: 'getHealth',
  method: 'GET',
  path: '/api/health',
  caller: 'public',
  lambda: 'public-api',
  response: healthResponseSchema,
  summary: `Liveness and the state of every dependency (a report at most ${HEALTH_CACHE_SECONDS} s old); 503 naming the one that is down.`,
});

export const healthEndpoints = [getHealth] as const;
