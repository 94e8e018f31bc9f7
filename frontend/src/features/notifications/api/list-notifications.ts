/**
 * GET /api/notifications: the 20 newest + unread count, polled every minute while the page is open. The
 * poll is conditional: a minute in which nothing changed is a 304 with no body (two small reads on the
 * server). Opening the panel, and the editor's own changes (mark read), refetch at once.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNotifications } from '../../../../../shared/api/endpoints/notifications';
import { apiCall } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-key';

/**
 * The spec's 10 s poll made every open editor a request every 10 s (a ceiling of ~2,000 open editors at the
 * old route limit, docs/capacity.md); new feedback within a minute is soon enough for a notification.
 */
export const NOTIFICATION_POLL_MS = 60_000;

export const fetchNotifications = () => apiCall(listNotifications, undefined, { conditional: true });

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(listNotifications),
    queryFn: fetchNotifications,
    refetchInterval: NOTIFICATION_POLL_MS,
    // Coming back to the tab checks at once (a 304 when nothing changed).
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
