/**
 * Notifications (`USER#<uid>` / `NOTIF#<ulid>`, newest = highest ulid). Two sparse index entries:
 * GSI1 `USER#<uid>#NOTIF#UNREAD` while unread (the unread count and mark-all-read) and GSI2
 * `USER#<uid>#REMINDER#UNREAD` while a reminder is unread (the dashboard's reminders). Reading removes
 * both and sets a TTL, so read notifications disappear after READ_NOTIFICATION_TTL_DAYS.
 *
 * Unread count: a COUNT Query on the sparse index rather than a counter on the profile. A counter would
 * drift (TTL deletions, a mark-read racing a mark-all-read) and needs a transaction on every write; the
 * sparse index is exact by construction and costs reads proportional to the unread notifications only.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Notification } from '../../../shared/domain/entities';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-error';
import { NOTIFICATION_MESSAGES } from '../../../shared/messages/notification-messages';
import { decodeCursor, encodeCursor, type Page } from '../../platform/db/cursor';
import { isConditionalCheckFailed, oldItemOf } from '../../platform/db/db-errors';
import type { DbPort } from '../../platform/db/db-port';
import { notificationItem, toNotification } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { countAllPages, queryAllPages, queryPage } from '../../platform/db/query-pages';
import { MAX_TRANSACTION_ITEMS, chunk, transactWrite } from '../../platform/db/transact-write';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';

/** Read notifications are deleted by DynamoDB TTL this many days after being read. */
export const READ_NOTIFICATION_TTL_DAYS = 30;
export const NOTIFICATION_PAGE_SIZE = 20;
export const REMINDERS_SHOWN = 5;

function ttlAfterRead(now: string): number {
  return Math.floor(new Date(now).getTime() / 1000) + READ_NOTIFICATION_TTL_DAYS * 24 * 60 * 60;
}

/** Stores a new notification (ids are ulids: the sort key orders them by time). */
export async function createNotification(db: DbPort, notification: Notification): Promise<void> {
  await db.doc.send(
    new PutCommand({
      TableName: db.tableName,
      Item: {
        ...notificationItem(notification),
        ...(notification.isRead ? { expiresAt: ttlAfterRead(notification.createdAt) } : {}),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The user's notifications, newest first, one page (default 20) with an opaque cursor. */
export async function listNotifications(
  db: DbPort,
  input: { userId: string; limit?: number; cursor?: string | null },
): Promise<Page<Notification>> {
  const pk = keys.userPk(input.userId);
  const limit = Math.min(Math.max(1, Math.trunc(input.limit ?? NOTIFICATION_PAGE_SIZE)), 100);
  const startKey = decodeCursor(input.cursor, 'pk', pk, {
    attribute: 'sk',
    prefix: keys.notificationSkPrefix,
  });
  const page = await queryPage(
    db,
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': keys.notificationSkPrefix },
      ScanIndexForward: false,
    },
    { limit, startKey, keyAttributes: ['pk', 'sk'] },
  );
  return { items: page.items.map(toNotification), nextCursor: encodeCursor(page.lastKey) };
}

/**
 * The newest notification's id: a Query of one key on the user's partition, projected to its sort key (half a
 * read unit), the cheap half of the notifications' validator (a poll that finds nothing new reads no list).
 */
export async function newestNotificationId(db: DbPort, userId: string): Promise<string | null> {
  const page = await queryPage(
    db,
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':prefix': keys.notificationSkPrefix },
      ProjectionExpression: 'sk',
      ScanIndexForward: false,
    },
    { limit: 1, startKey: undefined, keyAttributes: ['pk', 'sk'] },
  );
  const sk = page.items[0]?.['sk'];
  return typeof sk === 'string' ? sk.slice(keys.notificationSkPrefix.length) : null;
}

/** The number of unread notifications: COUNT Query on the sparse GSI1 entry. */
export function countUnreadNotifications(db: DbPort, userId: string): Promise<number> {
  return countAllPages(db, {
    IndexName: 'GSI1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.unreadNotificationGsi1Pk(userId) },
  });
}

/** The newest unread reminders (the dashboard shows 5): one Query on the sparse GSI2 entry. */
export async function listUnreadReminders(
  db: DbPort,
  userId: string,
  limit = REMINDERS_SHOWN,
): Promise<Notification[]> {
  const page = await queryPage(
    db,
    {
      IndexName: 'GSI2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.unreadReminderGsi2Pk(userId) },
      ScanIndexForward: false,
    },
    { limit, startKey: undefined, keyAttributes: ['pk', 'sk', 'gsi2pk', 'gsi2sk'] },
  );
  return page.items.map(toNotification);
}

const READ_UPDATE = 'SET isRead = :true, expiresAt = :ttl REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk';

async function markRead(db: DbPort, userId: string, notificationId: string, now: string, dismiss: boolean) {
  try {
    const out = await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.notification(userId, notificationId),
        UpdateExpression: dismiss ? READ_UPDATE.replace('SET ', 'SET dismissed = :true, ') : READ_UPDATE,
        // Dismiss applies to reminders only: the type is part of the condition, so nothing else is touched.
        ConditionExpression: dismiss ? 'attribute_exists(pk) AND #type = :reminder' : 'attribute_exists(pk)',
        ...(dismiss ? { ExpressionAttributeNames: { '#type': 'type' } } : {}),
        ExpressionAttributeValues: {
          ':true': true,
          ':ttl': ttlAfterRead(now),
          ...(dismiss ? { ':reminder': 'project_reminder' } : {}),
        },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    if (!out.Attributes) throw new NotFoundError(PROJECT_MESSAGES.notificationNotFound);
    return toNotification(out.Attributes);
  } catch (error) {
    if (isConditionalCheckFailed(error)) {
      const old = oldItemOf((error as { Item?: unknown }).Item);
      if (dismiss && old) throw new ConflictError(NOTIFICATION_MESSAGES.onlyRemindersDismissed);
      throw new NotFoundError(PROJECT_MESSAGES.notificationNotFound);
    }
    throw error;
  }
}

/** Marks one notification read (the key holds the user: another user's id is a 404). */
export function markNotificationRead(
  db: DbPort,
  input: { userId: string; notificationId: string; now: string },
): Promise<Notification> {
  return markRead(db, input.userId, input.notificationId, input.now, false);
}

/** Dismisses a reminder: read and dismissed, so it leaves the reminders list. */
export function dismissReminder(
  db: DbPort,
  input: { userId: string; notificationId: string; now: string },
): Promise<Notification> {
  return markRead(db, input.userId, input.notificationId, input.now, true);
}

/**
 * Marks every unread notification read: one Query on the unread index, then transactions of up to 100
 * updates. Returns how many were marked.
 */
export async function markAllNotificationsRead(
  db: DbPort,
  input: { userId: string; now: string },
): Promise<number> {
  const unread = await queryAllPages(db, {
    IndexName: 'GSI1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.unreadNotificationGsi1Pk(input.userId) },
    ProjectionExpression: 'pk, sk',
  });
  const ttl = ttlAfterRead(input.now);
  for (const group of chunk(unread, MAX_TRANSACTION_ITEMS)) {
    await transactWrite(
      db,
      group.map((item) => ({
        op: {
          Update: {
            Key: { pk: item['pk'], sk: item['sk'] },
            UpdateExpression: READ_UPDATE,
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':true': true, ':ttl': ttl },
          },
        },
      })),
    );
  }
  return unread.length;
}
