/**
 * The download queue's delivery settings, shared by the CDK stack, the local system and the worker (which
 * falls back to the Drive link on the last attempt: ApproximateReceiveCount >= maxReceiveCount).
 */
export const DOWNLOAD_QUEUE = {
  /** Deliveries before SQS moves a message to the dead-letter queue. */
  maxReceiveCount: 3,
  /** Seconds a received message stays hidden (cloud: at least 6 × the worker's timeout). */
  visibilityTimeoutSeconds: 900,
  /**
   * Messages handed to one worker invocation: one, so a long copy never holds others behind it and each
   * message has the whole invocation's time (the worker's remaining-time guard is per message).
   */
  batchSize: 1,
  /**
   * Worker invocations at once (the event source's maximum concurrency). 50 copies in flight at ~30 MB/s
   * each from Drive is ~1.5 GB/s; the account's Lambda concurrency (1,000 by default) keeps room for the APIs.
   */
  maxConcurrency: 50,
  /** Message attribute carrying the fairness group (the local poller's view of MessageGroupId). */
  groupAttribute: 'cutroomGroup',
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

/**
 * The reminders fan-out: the hourly run sends one message per owner whose 09:00 it is; the sender Lambda
 * handles them in parallel and paces its mail at SES's sending rate.
 */
export const REMINDER_QUEUE = {
  /** A very large owner's reminders are split into messages of this many items (well within 256 KB). */
  itemsPerMessage: 25,
  maxReceiveCount: 5,
  /** At least 6 × the sender's timeout. */
  visibilityTimeoutSeconds: 360,
  /** The sender's timeout: a reminder claimed less than this ago may still be being told by another sender. */
  senderTimeoutSeconds: 60,
  /** Messages (owners) handed to one sender invocation. */
  batchSize: 5,
  /** Sender invocations at once: SES's rate is shared among them. */
  maxConcurrency: 4,
  /**
   * SES's sending rate (mails per second) for the whole account: a new production account's is 14 (the
   * sandbox's 1); raise it with the account's quota (SES_MAX_SEND_RATE in the environment).
   */
  sesMaxSendRate: 14,
  deadLetterRetentionSeconds: 14 * 24 * 3600,
} as const;

/**
 * The outgoing webhooks' delivery queue: one message per attempt of one event for one endpoint. Retries are
 * new messages the worker queues itself (backoff within 24 hours, shared/domain/webhooks.ts); SQS's own
 * redelivery only covers a worker that could not record an attempt.
 */
export const WEBHOOK_QUEUE = {
  maxReceiveCount: 5,
  /** The worker's timeout: one receiver's timeout per message, with room to record it. */
  workerTimeoutSeconds: 30,
  /** At least 6 × the worker's timeout. */
  visibilityTimeoutSeconds: 180,
  batchSize: 10,
  /** Worker invocations at once: a slow receiver holds only its own messages. */
  maxConcurrency: 10,
  deadLetterRetentionSeconds: 14 * 24 * 3600,
} as const;
