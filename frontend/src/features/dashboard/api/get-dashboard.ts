/** GET /api/dashboard: everything the dashboard shows, computed on the server ('mine': the caller's projects). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboard } from '../../../../../shared/api/endpoints/dashboard';
import { mineQuery } from '../../../../../shared/domain/mine-filter';
import { apiCall } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-key';

export const fetchDashboard = (mine = false) => apiCall(getDashboard, { query: mineQuery(mine) });

/** `mine` has its own cache entry; every entry starts with the endpoint's id, so a change invalidates both. */
export const dashboardQueryOptions = (mine = false) =>
  queryOptions({
    queryKey: mine ? queryKeyOf(getDashboard, 'mine') : queryKeyOf(getDashboard),
    queryFn: () => fetchDashboard(mine),
  });

export function useDashboard(mine = false) {
  return useQuery(dashboardQueryOptions(mine));
}
