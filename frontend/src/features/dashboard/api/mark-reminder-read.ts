import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationRead } from '../../../../../shared/api/endpoints/notifications';
import { apiCall } from '../../../lib/api-client';
import { dashboardQueryOptions } from './get-dashboard';

export const markReminderRead = (notificationId: string) =>
  apiCall(markNotificationRead, { params: { notificationId } });

export function useMarkReminderRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReminderRead,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
