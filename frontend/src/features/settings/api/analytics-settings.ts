/** GET / PUT /api/workspace/analytics-settings: fetcher, query options, hooks. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAnalyticsSettings,
  updateAnalyticsSettings,
  type AnalyticsSettings,
} from '../../../../../shared/api/endpoints/analytics';
import { apiCall } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-key';

export const analyticsSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(getAnalyticsSettings),
    queryFn: () => apiCall(getAnalyticsSettings),
  });

export const useAnalyticsSettings = () => useQuery(analyticsSettingsQueryOptions());

export function useUpdateAnalyticsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnalyticsSettings) => apiCall(updateAnalyticsSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(analyticsSettingsQueryOptions().queryKey, saved),
  });
}
