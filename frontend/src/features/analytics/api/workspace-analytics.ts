/** GET /api/workspace/analytics (Pro): fetcher, query options, hook. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getWorkspaceAnalytics } from '../../../../../shared/api/endpoints/workspace-analytics';
import type { AnalyticsPeriod } from '../../../../../shared/domain/workspace-analytics';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeyOf } from '../../../lib/query-key';

export interface WorkspaceAnalyticsFilter {
  period: AnalyticsPeriod;
  client: string | null;
}

/** A plan refusal is an answer (the page shows what Pro adds), not an error to retry. */
const noRetryOnPlan = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 403) && count < 2;

export const fetchWorkspaceAnalytics = ({ period, client }: WorkspaceAnalyticsFilter) =>
  apiCall(getWorkspaceAnalytics, {
    query: { period: String(period) as '30' | '90' | '365', ...(client ? { client } : {}) },
  });

export const workspaceAnalyticsQueryOptions = (filter: WorkspaceAnalyticsFilter) =>
  queryOptions({
    queryKey: queryKeyOf(getWorkspaceAnalytics, filter.period, filter.client ?? ''),
    queryFn: () => fetchWorkspaceAnalytics(filter),
    retry: noRetryOnPlan,
    // A new filter keeps the last figures on screen until its own arrive (no flash of a spinner).
    placeholderData: keepPreviousData,
  });

export const useWorkspaceAnalytics = (filter: WorkspaceAnalyticsFilter) =>
  useQuery(workspaceAnalyticsQueryOptions(filter));
