/** Contact-form messages (`CONTACT#<ulid>` / `CONTACT`): written once, read by support out of band. */
import type { ContactReceived } from '../../../shared/domain/domain-events';
import type { DbPort } from '../../platform/db/db-port';
import { contactMessageItem, contactMessageSchema, type ContactMessage } from '../../platform/db/items';
import { outboxOp } from '../../platform/db/outbox';
import { transactWrite } from '../../platform/db/transact-write';

export type { ContactMessage } from '../../platform/db/items';

class StoredBefore extends Error {}

/**
 * Stores a contact message and its outbox event in one transaction (support hears of it through the notify
 * Lambda); the same message id twice stores it, and tells support, once.
 */
export async function putContactMessage(
  db: DbPort,
  message: ContactMessage,
  event: ContactReceived,
): Promise<void> {
  try {
    await transactWrite(db, [
      {
        op: {
          Put: {
            Item: contactMessageItem(contactMessageSchema.parse(message)),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        onConditionFailed: () => new StoredBefore(),
      },
      outboxOp(event),
    ]);
  } catch (error) {
    if (error instanceof StoredBefore) return;
    throw error;
  }
}
