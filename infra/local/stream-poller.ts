/**
 * The local stand-in for Lambda's DynamoDB Streams event source mapping: reads the table's stream on DynamoDB
 * Local (DescribeStream / GetShardIterator / GetRecords), keeps the records the cloud's filter keeps (INSERTs
 * of outbox items), and hands them in order, per shard, to the notify handler as a `DynamoDBStreamEvent`.
 * ReportBatchItemFailures as on Lambda: the records from the first failed one on are handed again after a
 * back-off, up to NOTIFY_PIPELINE.maxRetryAttempts, then set aside (the local DLQ: logged and kept in
 * `deadLetters`). A handler that throws fails the whole batch, and so does one that outlives the function's
 * timeout (as on Lambda: a hung call must not hold the shard for the rest of the run). A busy stream is read
 * without pausing between pages, and a closed shard read to its end is never read again.
 */
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { NOTIFY_PIPELINE } from '../../shared/config/notify-pipeline';
import { lambdaContext } from './lambda-context';
import {
  localStreamsClient,
  READ_LIMIT,
  readShardPage,
  type ShardPosition,
  type StreamsApi,
} from './stream-shard-reader';
import { pauseUnlessAborted, workerLoader, type WorkerSource } from './worker-source';

export type StreamHandler = (
  event: DynamoDBStreamEvent,
  context: Context,
) => Promise<DynamoDBBatchResponse | void>;

export interface StreamPollerOptions {
  dynamo: Pick<DynamoDBClient, 'send'>;
  endpoint: string;
  tableName: string;
  handler: WorkerSource<StreamHandler>;
  functionName?: string;
  /** Pause between reads of a quiet stream (ms). */
  idleMs?: number;
  /** The function's timeout (ms): a handler still running after it fails its batch. */
  timeoutMs?: number;
  /** The Streams API (tests give a scripted one); by default a client of `endpoint`. */
  streams?: StreamsApi;
  region?: string;
  log?: (message: string) => void;
}

export interface StreamPoller {
  stop(): Promise<void>;
  /** Batches handed to the handler so far. */
  readonly batches: () => number;
  /** Records given up after the retries (the local on-failure destination). */
  readonly deadLetters: () => readonly DynamoDBRecord[];
}

interface ShardState extends ShardPosition {
  pending: DynamoDBRecord[];
  attempts: number;
  retryAt: number;
}

/** The cloud's event source filter: INSERTs of outbox items only. */
export function passesOutboxFilter(record: StreamRecord): boolean {
  return (
    record.eventName === 'INSERT' && record.dynamodb?.NewImage?.['entity']?.S === NOTIFY_PIPELINE.outboxEntity
  );
}

/** A record of the Streams API as Lambda's event source mapping presents it (the same DynamoDB JSON). */
export function toLambdaRecord(
  record: StreamRecord,
  streamArn: string,
  region = 'us-east-1',
): DynamoDBRecord {
  const d = record.dynamodb ?? {};
  return {
    eventID: record.eventID ?? '',
    eventName: record.eventName as DynamoDBRecord['eventName'],
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    eventSourceARN: streamArn,
    dynamodb: {
      ...(d.ApproximateCreationDateTime
        ? { ApproximateCreationDateTime: d.ApproximateCreationDateTime.getTime() / 1000 }
        : {}),
      Keys: d.Keys as NonNullable<DynamoDBRecord['dynamodb']>['Keys'],
      NewImage: d.NewImage as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'],
      SequenceNumber: d.SequenceNumber ?? '',
      SizeBytes: d.SizeBytes ?? 0,
      StreamViewType: d.StreamViewType as NonNullable<DynamoDBRecord['dynamodb']>['StreamViewType'],
    },
  };
}

/** The records to hand again: from the first failed one on (Lambda's rule for streams). */
export function recordsToRetry(
  records: readonly DynamoDBRecord[],
  response: DynamoDBBatchResponse | void,
): DynamoDBRecord[] {
  const failures = response?.batchItemFailures ?? [];
  if (failures.length === 0) return [];
  const sequences = records.map((r) => r.dynamodb?.SequenceNumber ?? '');
  const indexes = failures.map((f) => sequences.indexOf(f.itemIdentifier ?? ''));
  // An empty or unknown identifier fails the whole batch.
  if (indexes.some((i) => i < 0)) return [...records];
  return records.slice(Math.min(...indexes));
}

/**
 * After a batch of `handed` records: if none failed they leave the shard's queue; the failed ones are retried
 * first with backoff; past the retry limit the first failed one is given up (returned, for the on-failure
 * destination) and the rest go on.
 */
function settleBatch(
  state: ShardState,
  handed: number,
  retry: DynamoDBRecord[],
): { record: DynamoDBRecord | undefined; retries: number } | undefined {
  const rest = state.pending.slice(handed);
  if (retry.length === 0) {
    state.pending = rest;
    state.attempts = 0;
    return undefined;
  }
  state.attempts += 1;
  if (state.attempts > NOTIFY_PIPELINE.maxRetryAttempts) {
    const [first, ...after] = retry;
    const givenUp = { record: first, retries: state.attempts - 1 };
    state.pending = [...after, ...rest];
    state.attempts = 0;
    return givenUp;
  }
  state.pending = [...retry, ...rest];
  state.retryAt = Date.now() + Math.min(200 * 2 ** state.attempts, 5_000);
  return undefined;
}

/** The handler's answer, or a thrown timeout once `timeoutMs` passes (the invocation is abandoned, as Lambda does). */
export async function withinTimeout<T>(run: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([run, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export function startStreamPoller(options: StreamPollerOptions): StreamPoller {
  const log = options.log ?? ((message: string) => console.log(`[stream-poller] ${message}`));
  const functionName = options.functionName ?? 'notify';
  const idleMs = options.idleMs ?? 100;
  const timeoutMs = options.timeoutMs ?? NOTIFY_PIPELINE.timeoutSeconds * 1000;
  const streams = options.streams ?? localStreamsClient(options.endpoint, options.region);
  const abort = new AbortController();
  const shards = new Map<string, ShardState>();
  // DescribeStream lists closed shards for 24 hours: one read to its end is done for good.
  const finished = new Set<string>();
  const dead: DynamoDBRecord[] = [];
  let batches = 0;
  let streamArn: string | undefined;
  let lastDescribe = 0;

  const pause = (ms: number) => pauseUnlessAborted(abort.signal, ms);

  const loadHandler = workerLoader(options.handler);

  /** New shards (DynamoDB Local rolls them over): read from their start, as a new mapping would. */
  const discoverShards = async () => {
    if (!streamArn) {
      const table = await options.dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
      streamArn = table.Table?.LatestStreamArn;
      if (!streamArn) return;
    }
    const described = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of described.StreamDescription?.Shards ?? []) {
      if (!shard.ShardId || shards.has(shard.ShardId) || finished.has(shard.ShardId)) continue;
      const it = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shard.ShardId,
          ShardIteratorType: 'TRIM_HORIZON',
        }),
      );
      shards.set(shard.ShardId, { iterator: it.ShardIterator, pending: [], attempts: 0, retryAt: 0 });
    }
    lastDescribe = Date.now();
  };

  const handBatch = async (handler: StreamHandler, shardId: string, state: ShardState) => {
    if (Date.now() < state.retryAt) return;
    const records = state.pending.slice(0, NOTIFY_PIPELINE.batchSize);
    batches += 1;
    let response: DynamoDBBatchResponse | void = {
      batchItemFailures: records.map((r) => ({ itemIdentifier: r.dynamodb?.SequenceNumber ?? '' })),
    };
    try {
      response = await withinTimeout(
        Promise.resolve(handler({ Records: records }, lambdaContext(functionName, timeoutMs))),
        timeoutMs,
        functionName,
      );
    } catch (error) {
      log(
        `${functionName} failed the whole batch: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const givenUp = settleBatch(state, records.length, recordsToRetry(records, response));
    if (givenUp) {
      // The on-failure destination: the first failed record is set aside, the rest go on.
      if (givenUp.record) dead.push(givenUp.record);
      log(`${shardId}: record ${givenUp.record?.eventID ?? '?'} given up after ${givenUp.retries} retries`);
    }
  };

  /** Reads and hands one page of a shard; true when there may be more to do at once (a full page, records left). */
  const pollShard = async (handler: StreamHandler, shardId: string, state: ShardState): Promise<boolean> => {
    let fullPage = false;
    if (state.pending.length === 0 && state.iterator) {
      const out = await readShardPage(streams, { streamArn: streamArn ?? '', shardId, state, log });
      if (!out) return true;
      const arn = streamArn ?? '';
      fullPage = (out.Records?.length ?? 0) >= READ_LIMIT;
      state.pending = (out.Records ?? []).filter(passesOutboxFilter).map((r) => toLambdaRecord(r, arn));
    }
    if (state.pending.length > 0) await handBatch(handler, shardId, state);
    // A closed shard read to its end is done.
    if (!state.iterator && state.pending.length === 0) {
      shards.delete(shardId);
      finished.add(shardId);
    }
    return fullPage || (state.pending.length > 0 && Date.now() >= state.retryAt);
  };

  const loop = async () => {
    while (!abort.signal.aborted) {
      try {
        const handler = await loadHandler();
        if (!handler) {
          await pause(5_000);
          continue;
        }
        if (Date.now() - lastDescribe > 1_000) await discoverShards();
        let busy = false;
        for (const [shardId, state] of [...shards]) busy = (await pollShard(handler, shardId, state)) || busy;
        // Behind on a busy stream: read on at once; caught up: wait a little before asking again.
        if (!busy) await pause(idleMs);
      } catch (error) {
        if (abort.signal.aborted) break;
        log(`polling error: ${error instanceof Error ? error.message : String(error)}`);
        await pause(1_000);
      }
    }
  };
  const running = loop();

  return {
    batches: () => batches,
    deadLetters: () => dead,
    async stop() {
      abort.abort();
      await running;
      streams.destroy();
    },
  };
}
