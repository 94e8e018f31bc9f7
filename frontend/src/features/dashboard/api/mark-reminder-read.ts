import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationRead } from '../../../../../shared/api/endpoints/notifications';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const markReminderRead = (notificationId: string) =>
  apiCall(markNotificationRead, { params: { notificationId } });

export function useMarkReminderRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReminderRead,
    onSettled: () => invalidateAfter(queryClient, markNotificationRead),
  });
}
