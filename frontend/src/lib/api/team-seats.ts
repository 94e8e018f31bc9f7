/**
 * The workspace's team and Pro's seats, read and changed from Settings › Team and the Upgrade page alike:
 * one cache entry for the team, the seat count previewed (the billing provider's prorated charge), then
 * changed (the seats follow the billing webhook).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changeSeats, getTeam, previewSeatChange } from '../../../../shared/api/endpoints/team';
import { apiCall } from '../api-client';
import { invalidateAfter } from '../query-invalidation';
import { queryKeyOf } from '../query-key';

export const fetchTeam = () => apiCall(getTeam);

export const teamQueryOptions = () => queryOptions({ queryKey: queryKeyOf(getTeam), queryFn: fetchTeam });

export function useTeam(options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamQueryOptions(), enabled: options.enabled ?? true });
}

export function usePreviewSeats() {
  return useMutation({ mutationFn: (seats: number) => apiCall(previewSeatChange, { body: { seats } }) });
}

export function useChangeSeats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seats: number) => apiCall(changeSeats, { body: { seats } }),
    onSuccess: () => invalidateAfter(queryClient, changeSeats),
  });
}
