import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dismissReminder } from '../../../../../shared/api/endpoints/notifications';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const dismiss = (notificationId: string) => apiCall(dismissReminder, { params: { notificationId } });

export function useDismissReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismiss,
    onSettled: () => invalidateAfter(queryClient, dismissReminder),
  });
}
