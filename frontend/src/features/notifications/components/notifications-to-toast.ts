import type { Notification } from '../../../../../shared/domain/entities';
import { TOAST_MAX_STACK } from '../../../components/toast/toast-context';

/**
 * The unread notifications a poll brought that were not there before, in the order they happened, and only
 * as many as the toasts shown at once: several arrive together after a quiet minute (a version ready, the
 * link opened, new feedback), and the list comes newest first, so toasting it in its order would let the
 * older ones push the newest (often the one the editor waits for) out of the stack. The rest stay in the bell.
 */
export function newNotificationsToToast(
  items: readonly Notification[],
  seen: ReadonlySet<string>,
): Notification[] {
  return items
    .filter((n) => !seen.has(n.id) && !n.isRead)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .slice(-TOAST_MAX_STACK);
}
