/** GET /api/profile: used by the layout (user label), dashboard, import (plan usage) and settings. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '../../../../shared/api/endpoints/profile';
import { apiCall } from '../api-client';
import { queryKeyOf } from '../query-key';

export const fetchProfile = () => apiCall(getProfile);

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf(getProfile), queryFn: fetchProfile, staleTime: 60_000 });

export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
