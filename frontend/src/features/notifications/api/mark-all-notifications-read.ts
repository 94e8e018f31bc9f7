import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsRead } from '../../../../../shared/api/endpoints/notifications';
import { apiCall } from '../../../lib/api-client';
import { notificationsQueryOptions } from './list-notifications';

export const markAllRead = () => apiCall(markAllNotificationsRead);

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }),
  });
}
