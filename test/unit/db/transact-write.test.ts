/**
 * The transaction helper's decisions, driven by a stand-in `send` that answers like DynamoDB does
 * (TransactionCanceledException with CancellationReasons). The real engine is exercised by the
 * integration tests; this covers the branches a local engine rarely produces (TransactionConflict).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-error';
import { projectConditionError } from '../../../functions/platform/db/db-errors';
import type { DbPort } from '../../../functions/platform/db/db-port';
import { transactWrite, type TxOp } from '../../../functions/platform/db/transact-write';

function canceled(codes: string[], items: (Record<string, unknown> | undefined)[] = []) {
  return Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code, i) => ({ Code, ...(items[i] ? { Item: items[i] } : {}) })),
  });
}

function fakeDb(answers: (Error | 'ok')[]): DbPort & { calls: unknown[] } {
  const calls: unknown[] = [];
  const doc = {
    send: async (command: { input: unknown }) => {
      calls.push(command.input);
      const answer = answers.shift() ?? 'ok';
      if (answer !== 'ok') throw answer;
      return {};
    },
  } as unknown as DynamoDBDocumentClient;
  return { doc, tableName: 't', calls };
}

const put = (onConditionFailed?: TxOp['onConditionFailed']): TxOp => ({
  op: { Put: { Item: { pk: 'a', sk: 'b' }, ConditionExpression: 'attribute_not_exists(pk)' } },
  ...(onConditionFailed ? { onConditionFailed } : {}),
});

describe('transactWrite', () => {
  it('adds the table name and ALL_OLD to every operation', async () => {
    const db = fakeDb(['ok']);
    await transactWrite(db, [put()]);
    expect(db.calls[0]).toEqual({
      TransactItems: [
        {
          Put: {
            Item: { pk: 'a', sk: 'b' },
            ConditionExpression: 'attribute_not_exists(pk)',
            TableName: 't',
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
      ],
    });
  });

  it('retries a cancellation caused only by a concurrent transaction', async () => {
    const db = fakeDb([canceled(['None', 'TransactionConflict']), 'ok']);
    await transactWrite(db, [put(), put()]);
    expect(db.calls).toHaveLength(2);
  });

  it('gives up with a 409 after the attempts', async () => {
    const db = fakeDb([canceled(['TransactionConflict']), canceled(['TransactionConflict'])]);
    await expect(transactWrite(db, [put()], { maxAttempts: 2 })).rejects.toBeInstanceOf(ConflictError);
    expect(db.calls).toHaveLength(2);
  });

  it("maps a failed condition with the failing operation's handler and its old item (unmarshalled)", async () => {
    const old = { userId: { S: 'owner' }, status: { S: 'archived' } };
    const db = fakeDb([canceled(['None', 'ConditionalCheckFailed'], [undefined, old])]);
    const error = await transactWrite(db, [put(), put((item) => projectConditionError(item, 'owner'))]).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'ARCHIVED', message: 'Cannot modify archived projects.' });
    expect(db.calls).toHaveLength(1);
  });

  it("maps another owner's item to a 404 and a missing one too", () => {
    expect(projectConditionError({ userId: 'someone', status: 'active' }, 'owner')).toBeInstanceOf(
      NotFoundError,
    );
    expect(projectConditionError(undefined, 'owner')).toBeInstanceOf(NotFoundError);
    expect(projectConditionError({ userId: 'owner', status: 'active' }, 'owner')).toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('rethrows other cancellations and other errors unchanged', async () => {
    const validation = canceled(['ValidationError']);
    await expect(transactWrite(fakeDb([validation]), [put()])).rejects.toBe(validation);
    const network = new Error('socket hang up');
    await expect(transactWrite(fakeDb([network]), [put()])).rejects.toBe(network);
  });

  it('refuses more than 100 operations and sends nothing for none', async () => {
    const db = fakeDb([]);
    await expect(
      transactWrite(
        db,
        Array.from({ length: 101 }, () => put()),
      ),
    ).rejects.toThrow(/at most 100/);
    await transactWrite(db, []);
    expect(db.calls).toHaveLength(0);
  });
});
