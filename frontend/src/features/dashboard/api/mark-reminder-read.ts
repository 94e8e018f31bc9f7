import { markNotificationRead } from '../../../../../shared/api/endpoints/notifications';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export const markReminderRead = (notificationId: string) =>
  apiCall(markNotificationRead, { params: { notificationId } });

export function useMarkReminderRead() {
  return useInvalidatingMutation(markReminderRead, markNotificationRead);
}
