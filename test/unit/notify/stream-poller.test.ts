/** The local stream poller's rules, the same as Lambda's event source mapping for streams. */
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  passesOutboxFilter,
  recordsToRetry,
  startStreamPoller,
  withinTimeout,
} from '../../../infra/local/stream-poller';

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

describe('startStreamPoller and a lost iterator', () => {
  it('takes the shard up again after the last record read when GetRecords refuses its iterator', async () => {
    const outbox = (seq: string) => ({
      eventID: `e${seq}`,
      eventName: 'INSERT' as const,
      dynamodb: { SequenceNumber: seq, NewImage: { entity: { S: 'outbox' } } },
    });
    const asked: { type?: string; after?: string }[] = [];
    let trimmedOnce = false;
    // A scripted Streams API: the first page reads record 1, then its next iterator is refused once as trimmed
    // (DynamoDB Local's bug); the shard taken up after record 1 gives record 2.
    const streams = {
      destroy: () => undefined,
      send: async (command: { input: Record<string, unknown>; constructor: { name: string } }) => {
        const input = command.input;
        switch (command.constructor.name) {
          case 'DescribeStreamCommand':
            return { StreamDescription: { Shards: [{ ShardId: 'shard-1' }] } };
          case 'GetShardIteratorCommand':
            asked.push({ type: String(input.ShardIteratorType), after: input.SequenceNumber as string });
            return { ShardIterator: input.ShardIteratorType === 'TRIM_HORIZON' ? 'start' : 'after-1' };
          case 'GetRecordsCommand':
            if (input.ShardIterator === 'start') return { Records: [outbox('1')], NextShardIterator: 'next' };
            if (input.ShardIterator === 'next' && !trimmedOnce) {
              trimmedOnce = true;
              throw Object.assign(new Error('read past the oldest stream record'), {
                name: 'TrimmedDataAccessException',
              });
            }
            if (input.ShardIterator === 'after-1')
              return { Records: [outbox('2')], NextShardIterator: 'tip' };
            return { Records: [], NextShardIterator: input.ShardIterator };
          default:
            throw new Error(`unexpected ${command.constructor.name}`);
        }
      },
    };
    const dynamo = { send: async () => ({ Table: { LatestStreamArn: 'arn:stream' } }) };
    const handed: string[] = [];
    const poller = startStreamPoller({
      dynamo: dynamo as unknown as Parameters<typeof startStreamPoller>[0]['dynamo'],
      streams: streams as unknown as Parameters<typeof startStreamPoller>[0]['streams'],
      endpoint: 'http://127.0.0.1:1',
      tableName: 'table',
      idleMs: 5,
      log: () => undefined,
      handler: {
        handler: async (event) => {
          handed.push(...event.Records.map((r) => r.dynamodb?.SequenceNumber ?? ''));
          return { batchItemFailures: [] };
        },
      },
    });
    const deadline = Date.now() + 5_000;
    while (handed.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await poller.stop();
    expect(handed).toEqual(['1', '2']);
    expect(asked).toEqual([{ type: 'TRIM_HORIZON' }, { type: 'AFTER_SEQUENCE_NUMBER', after: '1' }]);
  });
});
