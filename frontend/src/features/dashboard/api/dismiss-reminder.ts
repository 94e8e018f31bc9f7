import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dismissReminder } from '../../../../../shared/api/endpoints/notifications';
import { apiCall } from '../../../lib/api-client';
import { dashboardQueryOptions } from './get-dashboard';

export const dismiss = (notificationId: string) => apiCall(dismissReminder, { params: { notificationId } });

export function useDismissReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismiss,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
