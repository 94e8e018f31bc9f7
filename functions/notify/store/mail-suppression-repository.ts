/**
 * Suppressed addresses: `MAILSUPPRESS#<address>` / `SUPPRESS` (address lower-cased). The mail-events
 * handler is the one writer (suppressAddress); the mail port reads before each send (suppressing-mail.ts);
 * the owner lifts their own address's suppression from the app's banner.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../platform/zod';
import {
  mailSuppressionSchema,
  normalizeMailAddress,
  type MailSuppression,
} from '../../../shared/domain/mail-suppression';
import { isConditionalCheckFailed } from '../../platform/db/db-errors';
import type { DbPort } from '../../platform/db/db-port';
import { ENTITY_TYPES, keys } from '../../platform/db/keys';

export interface MailSuppressions {
  find(address: string): Promise<MailSuppression | null>;
  lift(address: string): Promise<void>;
}

const itemSchema = z.object({ ...mailSuppressionSchema.shape, detail: z.optional(z.string()) });

/**
 * Records the suppression; the first report is kept (a repeated SNS delivery or a second bounce changes
 * nothing). Returns whether this call created it.
 */
export async function suppressAddress(
  db: DbPort,
  input: MailSuppression & { detail?: string },
): Promise<boolean> {
  const address = normalizeMailAddress(input.address);
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          ...keys.mailSuppression(address),
          entity: ENTITY_TYPES.mailSuppression,
          address,
          reason: input.reason,
          at: input.at,
          ...(input.detail ? { detail: input.detail.slice(0, 500) } : {}),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

export async function findSuppression(db: DbPort, address: string): Promise<MailSuppression | null> {
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: keys.mailSuppression(normalizeMailAddress(address)),
      ConsistentRead: true,
    }),
  );
  if (!out.Item) return null;
  const { address: stored, reason, at } = itemSchema.parse(out.Item);
  return { address: stored, reason, at };
}

export async function liftSuppression(db: DbPort, address: string): Promise<void> {
  await db.doc.send(
    new DeleteCommand({ TableName: db.tableName, Key: keys.mailSuppression(normalizeMailAddress(address)) }),
  );
}

export function mailSuppressionRepository(db: DbPort): MailSuppressions {
  return {
    find: (address) => findSuppression(db, address),
    lift: (address) => liftSuppression(db, address),
  };
}
