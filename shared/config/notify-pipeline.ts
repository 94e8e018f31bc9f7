/**
 * The event pipeline's settings, shared by the CDK stack (the notify Lambda's stream event source) and the
 * local stream poller (infra/local), so both hand the same records to the same handler the same way.
 */
export const NOTIFY_PIPELINE = {
  /** The outbox items' `entity`: the only items the stream's filter lets through (INSERTs of them). */
  outboxEntity: 'outbox',
  /** Records per invocation. */
  batchSize: 25,
  /** How long the event source gathers a batch (seconds): an owner hears of a change within seconds. */
  maxBatchingWindowSeconds: 1,
  /** Retries of a failed record before it goes to the on-failure destination (DLQ). */
  maxRetryAttempts: 8,
  /** A record older than this is given up (to the DLQ) instead of retried (seconds). */
  maxRecordAgeSeconds: 6 * 60 * 60,
  /** The notify Lambda's timeout (seconds). */
  timeoutSeconds: 60,
} as const;
