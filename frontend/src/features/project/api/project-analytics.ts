/** GET /api/projects/{id}/analytics (Basic) and /analytics/heatmaps (Pro): fetchers, query options, hooks. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProjectAnalytics, getProjectHeatmaps } from '../../../../../shared/api/endpoints/analytics';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeyOf } from '../../../lib/query-key';

/** A plan refusal is an answer (the page shows what the plan adds), not an error to retry. */
const noRetryOnPlan = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 403) && count < 2;

export const projectAnalyticsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeyOf(getProjectAnalytics, projectId),
    queryFn: () => apiCall(getProjectAnalytics, { params: { projectId } }),
    retry: noRetryOnPlan,
  });

export const projectHeatmapsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeyOf(getProjectHeatmaps, projectId),
    queryFn: () => apiCall(getProjectHeatmaps, { params: { projectId } }),
    retry: noRetryOnPlan,
  });

export const useProjectAnalytics = (projectId: string) => useQuery(projectAnalyticsQueryOptions(projectId));
export const useProjectHeatmaps = (projectId: string) => useQuery(projectHeatmapsQueryOptions(projectId));
