/** The local stream poller's rules, the same as Lambda's event source mapping for streams. */
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { passesOutboxFilter, recordsToRetry, withinTimeout } from '../../../infra/local/stream-poller';

const record = (sequence: string): DynamoDBRecord => ({ dynamodb: { SequenceNumber: sequence } });

describe('recordsToRetry', () => {
  const batch = ['1', '2', '3', '4'].map(record);

  it('retries nothing when no record failed', () => {
    expect(recordsToRetry(batch, { batchItemFailures: [] })).toEqual([]);
    expect(recordsToRetry(batch, undefined)).toEqual([]);
  });

  it('retries from the first failed record on, never the ones before it', () => {
    const again = recordsToRetry(batch, {
      batchItemFailures: [{ itemIdentifier: '3' }, { itemIdentifier: '2' }],
    });
    expect(again.map((r) => r.dynamodb?.SequenceNumber)).toEqual(['2', '3', '4']);
  });

  it('retries the whole batch when a failure names no record of it', () => {
    expect(recordsToRetry(batch, { batchItemFailures: [{ itemIdentifier: '' }] })).toHaveLength(4);
    expect(recordsToRetry(batch, { batchItemFailures: [{ itemIdentifier: '9' }] })).toHaveLength(4);
  });
});

describe('passesOutboxFilter', () => {
  it('keeps the INSERTs of outbox items only', () => {
    const image = (entity: string) => ({ entity: { S: entity } });
    expect(passesOutboxFilter({ eventName: 'INSERT', dynamodb: { NewImage: image('outbox') } })).toBe(true);
    expect(passesOutboxFilter({ eventName: 'MODIFY', dynamodb: { NewImage: image('outbox') } })).toBe(false);
    expect(passesOutboxFilter({ eventName: 'INSERT', dynamodb: { NewImage: image('note') } })).toBe(false);
    expect(passesOutboxFilter({ eventName: 'REMOVE', dynamodb: {} })).toBe(false);
  });
});

describe('withinTimeout (the function timeout of an invocation)', () => {
  it('fails a handler that never answers once the timeout passes, so the shard moves on', async () => {
    const hung = new Promise<never>(() => undefined);
    await expect(withinTimeout(hung, 20, 'notify')).rejects.toThrow('notify timed out after 20 ms');
  });

  it('returns the answer of a handler that finishes in time', async () => {
    await expect(withinTimeout(Promise.resolve({ batchItemFailures: [] }), 1_000, 'notify')).resolves.toEqual(
      {
        batchItemFailures: [],
      },
    );
  });
});
