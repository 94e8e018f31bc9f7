/** Sizing and limits of the cloud resources, in one place (the tests read them too). */
import { DOWNLOAD_QUEUE_SETTINGS } from '../../shared/config/download-queue-settings';
import { DOWNLOAD_QUEUE } from '../../shared/config/queues';

export const LIMITS = {
  /** HTTP handlers: short requests. */
  apiTimeoutSeconds: 29,
  /**
   * How long API Gateway keeps the API-key authorizer's answer per Authorization header: briefly, so that a
   * client's run of calls with one key runs the authorizer (a GetItem and a hash) once, not per call. Nothing
   * a cached answer says outlives a change: the handler's conditional write on the key's item refuses a
   * revoked, expired or deleted key on the next call and reads its scope, and the workspace's plan is read per
   * call (functions/api-keys/README.md). Kept short all the same: the cache only spares the key's hash check.
   */
  apiKeyAuthorizerCacheSeconds: 60,
  apiMemoryMb: 1024,
  /**
   * The download worker streams a whole video into S3 (15 minutes is Lambda's maximum). Timeout, visibility,
   * receives before the dead-letter queue and batch size are shared with the worker and the local poller.
   */
  downloadTimeoutSeconds: DOWNLOAD_QUEUE_SETTINGS.workerTimeoutSeconds,
  downloadVisibilityTimeoutSeconds: DOWNLOAD_QUEUE_SETTINGS.visibilityTimeoutSeconds,
  downloadMaxReceiveCount: DOWNLOAD_QUEUE_SETTINGS.maxReceiveCount,
  downloadBatchSize: DOWNLOAD_QUEUE_SETTINGS.batchSize,
  downloadDeadLetterRetentionDays: DOWNLOAD_QUEUE_SETTINGS.deadLetterRetentionDays,
  downloadMemoryMb: 1024,
  /** The worker's V8 options: a small young generation keeps its heap flat during a long copy. */
  downloadNodeOptions: DOWNLOAD_QUEUE_SETTINGS.workerNodeOptions,
  downloadMaxConcurrency: DOWNLOAD_QUEUE.maxConcurrency,
  /** Scheduled handlers (reminders). */
  scheduledTimeoutSeconds: 300,
  triggerTimeoutSeconds: 10,
  /**
   * Whole API (stage default route settings), per route. 100k editors polling notifications once a minute
   * with a fifth of them online is ~330 requests a second on that route alone (docs/capacity.md); the
   * account's regional API Gateway quota (10,000 a second) is far above the sum of the routes.
   */
  apiThrottle: { rateLimit: 1000, burstLimit: 2000 },
  /**
   * Anonymous reviewer routes (per route key, stage route settings): reads sized for several popular links
   * at once (500 viewers opening one link within a minute is ~25 requests a second with their note pages);
   * writes tighter, each also limited per link (REVIEW_LIMITS.writesPerLinkPerWindow) and per viewer.
   */
  reviewerReadThrottle: { rateLimit: 500, burstLimit: 1000 },
  reviewerWriteThrottle: { rateLimit: 100, burstLimit: 200 },
  /** Presigned avatar uploads are PUT by the browser straight to the bucket. */
  avatarPrefix: 'avatars/',
  abortIncompleteMultipartDays: 1,
  logRetentionDays: 30,
  /** S3 server access logs and CloudFront standard logs. */
  accessLogRetentionDays: 90,
  /**
   * AWS WAF rate-based rule on /api/review/*: requests per client IP in 5 minutes (a client office behind one
   * address opening links and sending notes stays far below; a script hammering tokens does not).
   */
  reviewWafRatePer5Minutes: 1000,
  /**
   * Concurrency kept for the functions that must answer whatever else runs: sign-up and code mails (Cognito
   * fails the user's step when a trigger is throttled) and public-api, which receives Paddle's webhooks (it
   * also caps what a flood of the public routes can take from the account). The account's unreserved pool
   * must stay at 100 or more: the preflight checks the concurrency quota against this sum.
   */
  reservedConcurrency: {
    'cognito-post-confirmation': 5,
    'cognito-custom-message': 5,
    'public-api': 20,
  } as Readonly<Record<string, number>>,
  /** Alarm thresholds per 5 minutes: client errors and throttled answers of the API, requests WAF blocked. */
  alarmApi4xxPer5Minutes: 500,
  alarmApi429Per5Minutes: 50,
  alarmWafBlockedPer5Minutes: 1000,
  /** A worker run longer than this share of its timeout is close to being cut off. */
  alarmDurationShareOfTimeout: 0.8,
} as const;
