import { markNotificationRead } from '../../../../../shared/api/endpoints/notifications';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export const markRead = (notificationId: string) =>
  apiCall(markNotificationRead, { params: { notificationId } });

export function useMarkNotificationRead() {
  return useInvalidatingMutation(markRead, markNotificationRead);
}
