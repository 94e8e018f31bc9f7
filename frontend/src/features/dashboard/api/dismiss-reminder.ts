import { dismissReminder } from '../../../../../shared/api/endpoints/notifications';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export const dismiss = (notificationId: string) => apiCall(dismissReminder, { params: { notificationId } });

export function useDismissReminder() {
  return useInvalidatingMutation(dismiss, dismissReminder);
}
