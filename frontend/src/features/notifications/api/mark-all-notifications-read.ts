import { markAllNotificationsRead } from '../../../../../shared/api/endpoints/notifications';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export const markAllRead = () => apiCall(markAllNotificationsRead);

export function useMarkAllNotificationsRead() {
  return useInvalidatingMutation(markAllRead, markAllNotificationsRead);
}
