/**
 * The local stand-in for Lambda's SQS event source mapping: long-polls a queue, hands each batch to the
 * worker handler as an `SQSEvent` shaped like Lambda's, and honours partial batch failures
 * (ReportBatchItemFailures): only the messages not named in `batchItemFailures` are deleted; the failed
 * ones reappear after the visibility timeout and the queue's redrive policy moves them to the dead-letter
 * queue after maxReceiveCount deliveries. A handler that throws (or names an unknown id) fails the whole
 * batch, as on Lambda. Batches are handled one at a time (reserved concurrency 1), unless `fair` is set: then
 * up to `fair.concurrency` invocations run at once, fed from a buffer that serves the message groups in turn
 * (./fair-dispatch.ts), as SQS fair queues and the event source's maximum concurrency do.
 */
import {
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';
import { fairBuffer } from './fair-dispatch';
import { lambdaContext } from './lambda-context';
import { pauseUnlessAborted, workerLoader, type WorkerSource } from './worker-source';

export type SqsWorkerHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;

export interface QueuePollerOptions {
  sqs: SQSClient;
  queueUrl: string;
  queueArn: string;
  /** The worker (while a loader returns none, messages stay in the queue). */
  handler: WorkerSource<SqsWorkerHandler>;
  functionName?: string;
  batchSize?: number;
  /** Long-poll wait per ReceiveMessage (seconds, ≤ 20). */
  waitTimeSeconds?: number;
  /**
   * Fair-queue scheduling: invocations at once, messages received ahead at most, and the message attribute
   * that repeats a message's group (the stand-in does not return MessageGroupId).
   */
  fair?: { concurrency: number; buffer: number; groupAttribute: string };
  region?: string;
  log?: (message: string) => void;
}

export interface QueuePoller {
  stop(): Promise<void>;
  /** Batches handed to the handler so far (for tests and logs). */
  readonly batches: () => number;
}

function toRecordAttributes(message: Message): SQSRecord['attributes'] {
  const a = message.Attributes ?? {};
  return {
    ApproximateReceiveCount: a.ApproximateReceiveCount ?? '1',
    SentTimestamp: a.SentTimestamp ?? String(Date.now()),
    SenderId: a.SenderId ?? '000000000000',
    ApproximateFirstReceiveTimestamp: a.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    ...(a.MessageGroupId ? { MessageGroupId: a.MessageGroupId } : {}),
    ...(a.MessageDeduplicationId ? { MessageDeduplicationId: a.MessageDeduplicationId } : {}),
    ...(a.SequenceNumber ? { SequenceNumber: a.SequenceNumber } : {}),
    ...(a.AWSTraceHeader ? { AWSTraceHeader: a.AWSTraceHeader } : {}),
  };
}

function toMessageAttributes(message: Message): SQSMessageAttributes {
  const out: SQSMessageAttributes = {};
  for (const [name, value] of Object.entries(message.MessageAttributes ?? {})) {
    out[name] = {
      dataType: value.DataType ?? 'String',
      stringListValues: [],
      binaryListValues: [],
      ...(value.StringValue !== undefined ? { stringValue: value.StringValue } : {}),
      ...(value.BinaryValue !== undefined
        ? { binaryValue: Buffer.from(value.BinaryValue).toString('base64') }
        : {}),
    };
  }
  return out;
}

/** One received SQS message as Lambda's event source mapping presents it. */
export function toSqsRecord(message: Message, queueArn: string, region = 'us-east-1'): SQSRecord {
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: toRecordAttributes(message),
    messageAttributes: toMessageAttributes(message),
    md5OfBody: message.MD5OfBody ?? '',
    ...(message.MD5OfMessageAttributes ? { md5OfMessageAttributes: message.MD5OfMessageAttributes } : {}),
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

/** Which messages to delete after the handler ran (Lambda's ReportBatchItemFailures semantics). */
export function succeededMessages(
  records: readonly SQSRecord[],
  response: SQSBatchResponse | void,
): SQSRecord[] {
  const failures = response?.batchItemFailures ?? [];
  const ids = new Set(records.map((r) => r.messageId));
  const failed = new Set<string>();
  for (const failure of failures) {
    // An empty or unknown identifier makes Lambda treat the whole batch as failed.
    if (!failure.itemIdentifier || !ids.has(failure.itemIdentifier)) return [];
    failed.add(failure.itemIdentifier);
  }
  return records.filter((r) => !failed.has(r.messageId));
}

interface FairLoopParts {
  abort: AbortSignal;
  loadHandler: () => Promise<SqsWorkerHandler | undefined>;
  pause: (ms: number) => Promise<void>;
  log: (message: string) => void;
  invoke: (handler: SqsWorkerHandler, records: SQSRecord[]) => Promise<void>;
  receiveRecords: (max: number, waitSeconds: number) => Promise<SQSRecord[]>;
  waitTimeSeconds: number;
}

/** Fair scheduling: receive ahead, run up to `concurrency` invocations, each group in turn. */
async function fairLoop(fair: NonNullable<QueuePollerOptions['fair']>, parts: FairLoopParts): Promise<void> {
  const { abort, loadHandler, pause, log, invoke } = parts;
  const buffer = fairBuffer(fair.groupAttribute);
  const running = new Set<Promise<void>>();
  while (!abort.aborted) {
    try {
      const handler = await loadHandler();
      if (!handler) {
        await pause(5_000);
        continue;
      }
      // Receive ahead until the buffer is full or the queue has nothing more: the groups behind a backlog
      // must be in the buffer to get their turn.
      let got = 0;
      while (buffer.size < fair.buffer) {
        const idle = buffer.size === 0 && running.size === 0;
        const records = await parts.receiveRecords(
          Math.min(10, fair.buffer - buffer.size),
          idle ? parts.waitTimeSeconds : 0,
        );
        got += records.length;
        buffer.add(records);
        if (records.length === 0) break;
      }
      while (running.size < fair.concurrency && buffer.size > 0) {
        const record = buffer.next();
        if (!record) break;
        const run: Promise<void> = invoke(handler, [record])
          .catch((error: unknown) => log(`delete failed: ${String(error)}`))
          .finally(() => running.delete(run));
        running.add(run);
      }
      // Full, or nothing more to receive right now: wait for a worker to finish (or a moment).
      if (running.size >= fair.concurrency || buffer.size >= fair.buffer) await Promise.race(running);
      else if (got === 0 && running.size > 0) await Promise.race([...running, pause(200)]);
    } catch (error) {
      if (abort.aborted) break;
      log(`polling error: ${error instanceof Error ? error.message : String(error)}`);
      await pause(1_000);
    }
  }
  await Promise.allSettled(running);
}

export function startQueuePoller(options: QueuePollerOptions): QueuePoller {
  const log = options.log ?? ((message: string) => console.log(`[queue-poller] ${message}`));
  const functionName = options.functionName ?? 'download-video';
  const abort = new AbortController();
  let batches = 0;
  let warnedMissing = false;
  const loadHandler = workerLoader(options.handler);
  const pause = (ms: number) => pauseUnlessAborted(abort.signal, ms);

  /** One invocation of the worker with these records, then the deletes of the ones that succeeded. */
  const invoke = async (handler: SqsWorkerHandler, records: SQSRecord[]) => {
    batches += 1;
    let response: SQSBatchResponse | void = {
      batchItemFailures: records.map((r) => ({ itemIdentifier: r.messageId })),
    };
    try {
      response = await handler({ Records: records }, lambdaContext(functionName));
    } catch (error) {
      log(
        `${functionName} failed the whole batch: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const done = succeededMessages(records, response);
    if (done.length > 0) {
      await options.sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: options.queueUrl,
          Entries: done.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle })),
        }),
      );
    }
    if (done.length < records.length) {
      log(`${records.length - done.length} of ${records.length} message(s) failed; they will be retried`);
    }
  };

  const receive = (max: number, waitSeconds: number) =>
    options.sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: options.queueUrl,
        MaxNumberOfMessages: max,
        WaitTimeSeconds: waitSeconds,
        AttributeNames: ['All'],
        MessageSystemAttributeNames: ['All'],
        MessageAttributeNames: ['All'],
      }),
      { abortSignal: abort.signal },
    );

  const loop = async () => {
    if (options.fair) {
      return fairLoop(options.fair, {
        abort: abort.signal,
        loadHandler,
        pause,
        log,
        invoke,
        receiveRecords: async (max, waitSeconds) =>
          ((await receive(max, waitSeconds)).Messages ?? []).map((m) =>
            toSqsRecord(m, options.queueArn, options.region),
          ),
        waitTimeSeconds: options.waitTimeSeconds ?? 5,
      });
    }
    while (!abort.signal.aborted) {
      try {
        const handler = await loadHandler();
        if (!handler) {
          if (!warnedMissing) log(`no ${functionName} handler yet: messages stay in the queue`);
          warnedMissing = true;
          await pause(5_000);
          continue;
        }
        const received = await receive(options.batchSize ?? 10, options.waitTimeSeconds ?? 5);
        const messages = received.Messages ?? [];
        if (messages.length === 0) continue;
        await invoke(
          handler,
          messages.map((m) => toSqsRecord(m, options.queueArn, options.region)),
        );
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
    async stop() {
      abort.abort();
      await running;
    },
  };
}
