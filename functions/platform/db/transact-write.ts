/**
 * TransactWriteItems with per-operation error mapping. Each operation says what its failed condition means
 * (given the old item); a cancellation caused only by a conflicting concurrent transaction is retried with
 * jittered back-off, so races end in a real decision (e.g. PLAN_LIMIT), not in a spurious error.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '../../../shared/errors/app-error';
import { cancellationReasons, isTransactionCanceled } from './db-errors';
import type { DbPort } from './db-port';
import type { RawItem } from './items';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit of operations in one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

type NoTable<T> = Omit<NonNullable<T>, 'TableName'>;

/** One of Put / Update / Delete / ConditionCheck, without TableName (added here). */
export interface TxItemInput {
  Put?: NoTable<TransactItem['Put']>;
  Update?: NoTable<TransactItem['Update']>;
  Delete?: NoTable<TransactItem['Delete']>;
  ConditionCheck?: NoTable<TransactItem['ConditionCheck']>;
}

export interface TxOp {
  readonly op: TxItemInput;
  /** What this operation's failed condition means; without it, the generic conflict. */
  readonly onConditionFailed?: (old: RawItem | undefined) => Error;
}

export interface TransactOptions {
  /** Attempts when the only cause is a concurrent transaction on the same items. Default 12. */
  readonly maxAttempts?: number;
}

function withTable(tableName: string, item: TxItemInput): TransactItem {
  const common = { TableName: tableName, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const };
  if (item.Put) return { Put: { ...item.Put, ...common } };
  if (item.Update) return { Update: { ...item.Update, ...common } };
  if (item.Delete) return { Delete: { ...item.Delete, ...common } };
  if (item.ConditionCheck) return { ConditionCheck: { ...item.ConditionCheck, ...common } };
  throw new Error('Empty transaction item');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function transactWrite(
  db: DbPort,
  ops: readonly TxOp[],
  options: TransactOptions = {},
): Promise<void> {
  if (ops.length === 0) return;
  if (ops.length > MAX_TRANSACTION_ITEMS) {
    throw new Error(`A transaction holds at most ${MAX_TRANSACTION_ITEMS} items (got ${ops.length})`);
  }
  const input = { TransactItems: ops.map((o) => withTable(db.tableName, o.op)) };
  const maxAttempts = options.maxAttempts ?? 12;
  for (let attempt = 1; ; attempt++) {
    try {
      await db.doc.send(new TransactWriteCommand(input));
      return;
    } catch (error) {
      if (!isTransactionCanceled(error)) throw error;
      const reasons = cancellationReasons(error);
      const failedIndex = reasons.findIndex((r) => r.code === 'ConditionalCheckFailed');
      if (failedIndex >= 0) {
        const handler = ops[failedIndex]?.onConditionFailed;
        throw handler
          ? handler(reasons[failedIndex]?.item)
          : new ConflictError(PROJECT_MESSAGES.changedElsewhere);
      }
      const retryable =
        reasons.length > 0 && reasons.every((r) => r.code === 'None' || r.code === 'TransactionConflict');
      if (!retryable) throw error;
      if (attempt >= maxAttempts) throw new ConflictError(PROJECT_MESSAGES.busy);
      await sleep(Math.random() * Math.min(1000, 20 * 2 ** attempt));
    }
  }
}

/** Splits a list into chunks of at most `size`. */
export function chunk<T>(list: readonly T[], size: number): T[][] {
  if (size < 1) throw new Error('chunk size must be positive');
  const chunks: T[][] = [];
  for (let i = 0; i < list.length; i += size) chunks.push(list.slice(i, i + size));
  return chunks;
}
