/**
 * Waiting for the event pipeline in integration tests: the local system's stream poller hands each outbox
 * event to the notify handler within moments; the in-app notification is the event's last write, so once an
 * owner has `count` notifications every channel has had their events.
 */
import { listNotifications } from '../../../functions/lib/db/notification-repository';
import type { DbPort } from '../../../functions/lib/db/db-port';
import type { Notification } from '../../../shared/domain/entities';

export async function untilNotified(
  db: DbPort,
  userId: string,
  count: number,
  timeoutMs = 15_000,
): Promise<Notification[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { items } = await listNotifications(db, { userId, limit: 100 });
    if (items.length >= count) return items;
    if (Date.now() > deadline) {
      throw new Error(`${userId}: ${items.length} of ${count} notifications after ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
