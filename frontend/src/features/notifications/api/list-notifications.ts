/** GET /api/notifications: the 20 newest + unread count, polled every 10 s. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNotifications } from '../../../../../shared/api/endpoints/notifications';
import { apiCall } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-key';

/** Spec §9: notification poll 10 s. */
export const NOTIFICATION_POLL_MS = 10_000;

export const fetchNotifications = () => apiCall(listNotifications);

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(listNotifications),
    queryFn: fetchNotifications,
    refetchInterval: NOTIFICATION_POLL_MS,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
