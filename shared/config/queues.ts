/**
 * The download queue's delivery settings, shared by the CDK stack, the local system and the worker (which
 * falls back to the Drive link on the last attempt: ApproximateReceiveCount >= maxReceiveCount).
 */
export const DOWNLOAD_QUEUE = {
  /** Deliveries before SQS moves a message to the dead-letter queue. */
  maxReceiveCount: 3,
  /** Seconds a received message stays hidden (cloud: at least 6 × the worker's timeout). */
  visibilityTimeoutSeconds: 900,
  /** Messages handed to one worker invocation. */
  batchSize: 5,
  /** Seconds a dead letter is kept. */
  deadLetterRetentionSeconds: 14 * 24 * 3600,
} as const;

/** The account-erasure queue: one message per deleted account; the job is idempotent, so retries finish it. */
export const ERASURE_QUEUE = {
  maxReceiveCount: 5,
  /** At least 6 × the worker's timeout (300 s). */
  visibilityTimeoutSeconds: 1800,
  batchSize: 1,
  deadLetterRetentionSeconds: 14 * 24 * 3600,
} as const;
