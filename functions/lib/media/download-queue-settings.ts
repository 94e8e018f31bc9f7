/**
 * Settings of the download queue shared by the worker, the CDK stack and the local queue poller.
 * The worker falls back to the Drive link on the receive whose ApproximateReceiveCount reaches
 * `maxReceiveCount`; SQS then moves the message to the dead-letter queue.
 */
export const DOWNLOAD_QUEUE_SETTINGS = {
  /** Receives before SQS moves a message to the dead-letter queue (redrive policy). */
  maxReceiveCount: 3,
  /** The worker's Lambda timeout. */
  workerTimeoutSeconds: 900,
  /** At least six times the worker's timeout (AWS guidance for SQS event sources). */
  visibilityTimeoutSeconds: 6 * 900,
  /** Messages per Lambda invocation. */
  batchSize: 5,
  /** Days a failed message stays in the dead-letter queue. */
  deadLetterRetentionDays: 14,
} as const;
