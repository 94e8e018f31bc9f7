/**
 * The local stand-in for Lambda's SQS event source mapping: long-polls a queue, hands each batch to the
 * worker handler as an `SQSEvent` shaped like Lambda's, and honours partial batch failures
 * (ReportBatchItemFailures): only the messages not named in `batchItemFailures` are deleted; the failed
 * ones reappear after the visibility timeout and the queue's redrive policy moves them to the dead-letter
 * queue after maxReceiveCount deliveries. A handler that throws (or names an unknown id) fails the whole
 * batch, as on Lambda. Batches are handled one at a time (reserved concurrency 1).
 */
import {
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';
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

export function startQueuePoller(options: QueuePollerOptions): QueuePoller {
  const log = options.log ?? ((message: string) => console.log(`[queue-poller] ${message}`));
  const functionName = options.functionName ?? 'download-video';
  const abort = new AbortController();
  let batches = 0;
  let warnedMissing = false;
  const loadHandler = workerLoader(options.handler);
  const pause = (ms: number) => pauseUnlessAborted(abort.signal, ms);

  const loop = async () => {
    while (!abort.signal.aborted) {
      try {
        const handler = await loadHandler();
        if (!handler) {
          if (!warnedMissing) log(`no ${functionName} handler yet: messages stay in the queue`);
          warnedMissing = true;
          await pause(5_000);
          continue;
        }
        const received = await options.sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queueUrl,
            MaxNumberOfMessages: options.batchSize ?? 10,
            WaitTimeSeconds: options.waitTimeSeconds ?? 5,
            AttributeNames: ['All'],
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
          { abortSignal: abort.signal },
        );
        const messages = received.Messages ?? [];
        if (messages.length === 0) continue;
        const records = messages.map((m) => toSqsRecord(m, options.queueArn, options.region));
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
