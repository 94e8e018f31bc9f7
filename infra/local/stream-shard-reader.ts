/**
 * Reading one shard of a DynamoDB stream page by page, as Lambda's event source mapping does, including taking
 * a shard up again when GetRecords refuses its iterator.
 */
import {
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type GetRecordsCommandOutput,
} from '@aws-sdk/client-dynamodb-streams';

/** Records per GetRecords call: the API's maximum, so a busy table's non-outbox records are skipped quickly. */
export const READ_LIMIT = 1000;

/** Where the reader is in a shard. */
export interface ShardPosition {
  iterator: string | undefined;
  /** The last record read from the shard: where a lost iterator is taken up again. */
  lastSequence?: string;
}

export type StreamsApi = Pick<DynamoDBStreamsClient, 'send' | 'destroy'>;

/** A Streams client of the local DynamoDB (dummy credentials). */
export function localStreamsClient(endpoint: string, region = 'us-east-1'): DynamoDBStreamsClient {
  return new DynamoDBStreamsClient({
    region,
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * GetRecords refusing the iterator it was given: expired, or (DynamoDB Local does this now and then on a live
 * shard, a known bug) 'read past the oldest stream record'. Retrying the same iterator fails for ever.
 */
export function isLostIterator(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'TrimmedDataAccessException' || error.name === 'ExpiredIteratorException')
  );
}

interface ShardRead {
  streamArn: string;
  shardId: string;
  state: ShardPosition;
  log: (message: string) => void;
}

/** A new iterator just after the last record read (the shard's oldest record when none was, or it is gone). */
async function takeUpShard(streams: StreamsApi, { streamArn, shardId, state }: ShardRead): Promise<void> {
  const at = (type: 'AFTER_SEQUENCE_NUMBER' | 'TRIM_HORIZON') =>
    streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ShardIteratorType: type,
        ...(type === 'AFTER_SEQUENCE_NUMBER' ? { SequenceNumber: state.lastSequence } : {}),
      }),
    );
  let taken;
  try {
    taken = await at(state.lastSequence ? 'AFTER_SEQUENCE_NUMBER' : 'TRIM_HORIZON');
  } catch (error) {
    if (!isLostIterator(error)) throw error;
    // Records already handed may come again: every write of the handler is keyed, so that is harmless.
    taken = await at('TRIM_HORIZON');
  }
  state.iterator = taken.ShardIterator;
}

/**
 * Reads the next page of a shard and moves its position on; undefined when the iterator was lost (the shard is
 * taken up again, to be read on the next call).
 */
export async function readShardPage(
  streams: StreamsApi,
  read: ShardRead,
): Promise<GetRecordsCommandOutput | undefined> {
  const { state } = read;
  if (!state.iterator) return undefined;
  let out: GetRecordsCommandOutput;
  try {
    out = await streams.send(new GetRecordsCommand({ ShardIterator: state.iterator, Limit: READ_LIMIT }));
  } catch (error) {
    if (!isLostIterator(error)) throw error;
    read.log(`${read.shardId}: iterator lost (${(error as Error).name}); taking the shard up again`);
    await takeUpShard(streams, read);
    return undefined;
  }
  state.iterator = out.NextShardIterator;
  state.lastSequence = out.Records?.at(-1)?.dynamodb?.SequenceNumber ?? state.lastSequence;
  return out;
}
