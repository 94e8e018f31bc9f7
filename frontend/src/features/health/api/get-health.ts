/** GET /api/health: fetcher, query options, hook. A 503 still carries the report, so it is shown too. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getHealth,
  HEALTH_CACHE_SECONDS,
  healthResponseSchema,
  type HealthResponse,
} from '../../../../../shared/api/endpoints/health';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeyOf } from '../../../lib/query-key';

export async function fetchHealth(): Promise<HealthResponse> {
  try {
    return await apiCall(getHealth);
  } catch (error) {
    if (error instanceof ApiError) {
      const report = healthResponseSchema.safeParse(error.body);
      if (report.success) return report.data;
    }
    throw error;
  }
}

/** Polled as often as the server renews its report (more often would only fetch the same report). */
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(getHealth),
    queryFn: fetchHealth,
    refetchInterval: HEALTH_CACHE_SECONDS * 1000,
  });

export function useHealth() {
  return useQuery(healthQueryOptions());
}
