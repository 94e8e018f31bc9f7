/** Contact-form messages (`CONTACT#<ulid>` / `CONTACT`): written once, read by support out of band. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DbPort } from '../../platform/db/db-port';
import { contactMessageItem, contactMessageSchema, type ContactMessage } from '../../platform/db/items';

export type { ContactMessage } from '../../platform/db/items';

/** Stores a contact message; the same id twice stores it once. */
export async function putContactMessage(db: DbPort, message: ContactMessage): Promise<void> {
  await db.doc
    .send(
      new PutCommand({
        TableName: db.tableName,
        Item: contactMessageItem(contactMessageSchema.parse(message)),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    )
    .catch((error: unknown) => {
      if ((error as { name?: unknown }).name === 'ConditionalCheckFailedException') return;
      throw error;
    });
}
