/** GET /api/dashboard: everything the dashboard shows, computed on the server. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboard } from '../../../../../shared/api/endpoints/dashboard';
import { apiCall } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-key';

export const fetchDashboard = () => apiCall(getDashboard);

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf(getDashboard), queryFn: fetchDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
