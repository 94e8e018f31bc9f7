import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsRead } from '../../../../../shared/api/endpoints/notifications';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const markAllRead = () => apiCall(markAllNotificationsRead);

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSettled: () => invalidateAfter(queryClient, markAllNotificationsRead),
  });
}
