import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationRead } from '../../../../../shared/api/endpoints/notifications';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const markRead = (notificationId: string) =>
  apiCall(markNotificationRead, { params: { notificationId } });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: () => invalidateAfter(queryClient, markNotificationRead),
  });
}
