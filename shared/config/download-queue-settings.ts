/**
 * Settings of the download queue shared by the worker and the CDK stack (infra/stack/limits.ts); the receive
 * count and batch size come from shared/config/queues.ts, which the local system uses too. The worker falls
 * back to the Drive link on the receive whose ApproximateReceiveCount reaches `maxReceiveCount`; SQS then
 * moves the message to the dead-letter queue.
 */
import { DOWNLOAD_QUEUE } from './queues';

export const DOWNLOAD_QUEUE_SETTINGS = {
  /** Receives before SQS moves a message to the dead-letter queue (redrive policy). */
  maxReceiveCount: DOWNLOAD_QUEUE.maxReceiveCount,
  /** The worker's Lambda timeout (Lambda's maximum: a large file takes minutes). */
  workerTimeoutSeconds: 900,
  /** At least six times the worker's timeout (AWS guidance for SQS event sources). */
  visibilityTimeoutSeconds: 6 * 900,
  /** Messages per Lambda invocation. */
  batchSize: DOWNLOAD_QUEUE.batchSize,
  /** Days a failed message stays in the dead-letter queue. */
  deadLetterRetentionDays: DOWNLOAD_QUEUE.deadLetterRetentionSeconds / (24 * 3600),
  /**
   * A failed attempt is retried after this many seconds, doubling per receive (the worker shortens the
   * message's visibility, so a retry does not wait the whole visibility timeout).
   */
  retryBaseDelaySeconds: 30,
  /**
   * The worker's V8 options (its Lambda's NODE_OPTIONS; the media bench starts its worker with them). A copy
   * allocates per chunk of the Drive response, and V8 answers that churn by growing its young generation: the
   * heap reached ~97 MB with 33 MB in use, which put the 1 GiB copy-then-probe at 238–266 MB RSS. Young spaces
   * of 2 MB keep the heap near 40 MB (199 MB peak) at the cost of more, smaller scavenges.
   */
  workerNodeOptions: '--max-semi-space-size=2',
} as const;
