/**
 * Every Lambda function of the stack as data: what fires it, what it may touch, what pages someone. The stack
 * walks this table (infra/stack/function-wiring.ts); adding a function is a row here and a
 * `functions/<name>/handler.ts`, not a block of constructor code. A row whose handler file does not exist yet
 * is skipped (HTTP groups: see lambda-groups.ts), so the stack synthesizes at every step of the team's work.
 *
 * A row (`FunctionSpec`):
 * - `name`: the folder under functions/ (`functions/<name>/handler.ts`), the function's id (`Fn-<name>`) and
 *   its Powertools service (`cutroom-<name>`).
 * - `trigger`: `http` (the contract's routes for this group), `cognito` (a user pool trigger; built before the
 *   pool, so it cannot see the pool's ids), `queue` (SQS, partial batch failures), `schedule` (one per row of
 *   shared/config/schedules.ts), `mediaconvert-events` (EventBridge rule of the proxies queue), `mail-events`
 *   (SES bounces and complaints through SNS), `table-stream` (DynamoDB Streams of the data table, partial batch
 *   failures, failed batches kept in a dead-letter queue).
 * - `grants`: least privilege, in the order they are written to the role's policy. `access` uses CDK's grant of
 *   that resource; `actions` writes exactly those actions on the resource's ARN (`on: 'any'`: Resource '*',
 *   only for actions without resource-level permissions). Each grant's cdk-nag findings (wildcards CDK's grants
 *   expand to) are acknowledged on this function's policy only, and only when the grant is there.
 * - Rows are built in table order (Cognito triggers first, before the user pool; then the API groups; then
 *   the workers in the order below).
 * - `alarms`: beside errors and throttles (every function): `duration` near the timeout, and business metrics
 *   (Powertools EMF of this function's service) above a threshold within a period.
 * - `tracing`: what its X-Ray trace shows beyond the invocation (shared/config/tracing.ts): `invocation` for
 *   what a person waits on (the API functions, the API-key authorizer, Cognito's triggers: a cold start that
 *   loads no X-Ray SDK), `sdk` (each AWS call a subsegment) for the background workers, whose many S3, SES and
 *   table calls are what a slow run is made of.
 */
import type { LambdaGroup } from '../../shared/api/endpoint';
import type { BusinessMetric } from '../../shared/config/business-metrics';
import { BUSINESS_METRICS } from '../../shared/config/business-metrics';
import { NOTIFY_PIPELINE } from '../../shared/config/notify-pipeline';
import { REMINDER_QUEUE, WEBHOOK_QUEUE } from '../../shared/config/queues';
import { SCHEDULES, type Schedule } from '../../shared/config/schedules';
import type { TracingMode } from '../../shared/config/tracing';
import { LIMITS } from './limits';

/** The queues a function may consume or send to. */
export type QueueName = 'downloads' | 'erasure' | 'reminders' | 'webhooks';
/** The secrets a function may read (`playbackKey` exists only with CloudFront-signed playback). */
export type SecretName =
  | 'origin'
  | 'driveApiKey'
  | 'paddleApiKey'
  | 'paddleWebhookSecret'
  | 'mailLinkSecret'
  | 'playbackKey'
  | FootageTokenSecret;

/** The app tokens of the footage services beyond Drive (functions/footage reads them through the secret cache). */
export type FootageTokenSecret = 'dropboxToken' | 'graphToken' | 'boxToken';
/** Read by whoever lists or copies footage: the import wizard's listing and the download worker. */
const FOOTAGE_TOKENS: readonly Grant[] = (['dropboxToken', 'graphToken', 'boxToken'] as const).map(
  (secret) => ({ on: 'secret', secret, access: 'read', why: 'footage links beyond Drive' }) as const,
);

export type Trigger =
  | { readonly kind: 'http' }
  | { readonly kind: 'cognito'; readonly operation: 'postConfirmation' | 'customMessage' }
  | {
      readonly kind: 'queue';
      readonly queue: QueueName;
      readonly batchSize: number;
      readonly maxConcurrency?: number;
    }
  | {
      readonly kind: 'schedule';
      readonly id: string;
      readonly cron: string;
      readonly retry: { readonly maximumRetryAttempts: number; readonly maximumEventAgeSeconds: number };
    }
  | { readonly kind: 'mediaconvert-events' }
  | { readonly kind: 'mail-events' }
  | {
      readonly kind: 'table-stream';
      readonly batchSize: number;
      /** Retries of a failing batch (then bisected, then its records go to the dead-letter queue). */
      readonly retryAttempts: number;
      readonly maxBatchingWindowSeconds?: number;
      readonly parallelizationFactor?: number;
      /** A record older than this goes to the dead-letter queue instead of being retried. */
      readonly maxRecordAgeSeconds?: number;
      /** Only INSERTs of items whose `entity` is this reach the function (the event source's filter). */
      readonly insertsOfEntity?: string;
    };

export type Grant = { readonly why?: string } & (
  | { readonly on: 'table'; readonly access: 'readWrite' | 'write' }
  | { readonly on: 'table'; readonly actions: readonly string[] }
  | { readonly on: 'bucket'; readonly access: 'read' | 'put' | 'delete'; readonly prefix?: string }
  /** `prefix`: the actions on the bucket's objects under it (`media/*`) instead of on the bucket itself. */
  | { readonly on: 'bucket'; readonly actions: readonly string[]; readonly prefix?: string }
  | { readonly on: 'queue'; readonly queue: QueueName; readonly access: 'send' }
  | { readonly on: 'queue'; readonly queue: QueueName; readonly actions: readonly string[] }
  | { readonly on: 'secret'; readonly secret: SecretName; readonly access: 'read' }
  | { readonly on: 'secret'; readonly secret: SecretName; readonly actions: readonly string[] }
  | { readonly on: 'userPool'; readonly actions: readonly string[] }
  | { readonly on: 'mail'; readonly access: 'send' }
  /** Create MediaConvert jobs as the job role (and the queue's and role's ARNs in the environment). */
  | { readonly on: 'transcoder'; readonly access: 'submit' }
  | { readonly on: 'any'; readonly actions: readonly string[] }
);

export type FunctionAlarm =
  | { readonly kind: 'duration' }
  /** A stream consumer's iterator age above this many minutes (it is behind its stream). */
  | { readonly kind: 'iterator-age'; readonly thresholdMinutes: number }
  | {
      readonly kind: 'metric';
      readonly id: string;
      readonly metric: BusinessMetric;
      readonly threshold: number;
      readonly periodMinutes: number;
      readonly description: string;
    };

export interface FunctionSpec {
  readonly name: string;
  readonly trigger: Trigger;
  readonly timeoutSeconds: number;
  readonly memoryMb: number;
  /** Whether the function's AWS SDK calls are subsegments of its trace (shared/config/tracing.ts). */
  readonly tracing: TracingMode;
  /** NODE_OPTIONS beside source maps. */
  readonly nodeOptions?: string;
  readonly grants: readonly Grant[];
  readonly alarms?: readonly FunctionAlarm[];
  /** Lambda layers the function carries: `sharp` for image re-encoding (infra/stack/sharp-layer.ts). */
  readonly layers?: readonly FunctionLayer[];
}

export type FunctionLayer = 'sharp';

/**
 * What every API function shares. Its trace is the invocation's: a client's first request waits for the cold
 * start, which then loads no X-Ray SDK (~116 KB); a request's few table calls are timed by its own logs.
 */
const API = {
  trigger: { kind: 'http' },
  timeoutSeconds: LIMITS.apiTimeoutSeconds,
  tracing: 'invocation',
} as const;
/** Every API function refuses requests that did not come through CloudFront (the origin secret). */
const ORIGIN: Grant = { on: 'secret', secret: 'origin', access: 'read' };
const PLAYBACK_KEY: Grant = { on: 'secret', secret: 'playbackKey', access: 'read', why: 'signed playback' };

/** The API groups of the contract: TypeScript refuses a group without its row. */
export const HTTP_FUNCTIONS: Readonly<Record<LambdaGroup, FunctionSpec>> = {
  'editor-api': {
    name: 'editor-api',
    ...API,
    memoryMb: LIMITS.apiMemoryMb,
    // The logo confirm re-encodes the upload with sharp (functions/branding/adapters/sharp-logo-encoder.ts).
    layers: ['sharp'],
    grants: [
      ORIGIN,
      { on: 'table', access: 'readWrite' },
      { on: 'bucket', access: 'read', why: "presigned playback of the editor's own videos, avatar reads" },
      { on: 'bucket', access: 'put', prefix: `${LIMITS.avatarPrefix}*`, why: 'presigned avatar PUT' },
      {
        on: 'bucket',
        actions: ['s3:PutObjectTagging'],
        prefix: 'media/*',
        why: "the archived tag on an archived project's originals",
      },
      {
        on: 'bucket',
        access: 'put',
        prefix: 'brand-uploads/*',
        why: 'presigned logo PUT (Settings › Branding)',
      },
      {
        on: 'bucket',
        access: 'delete',
        prefix: 'brand-uploads/*',
        why: 'the raw logo upload, once re-encoded',
      },
      { on: 'bucket', access: 'put', prefix: 'brand/*', why: 'the re-encoded logo under its content hash' },
      { on: 'queue', queue: 'downloads', access: 'send' },
      { on: 'secret', secret: 'driveApiKey', access: 'read', why: "single-file look-up for 'Add video'" },
      ...FOOTAGE_TOKENS,
      {
        on: 'userPool',
        actions: [
          'cognito-idp:AdminDeleteUser',
          'cognito-idp:AdminUserGlobalSignOut',
          'cognito-idp:AdminInitiateAuth',
        ],
        why: 'account deletion erases the Cognito user too (and checks the password again first)',
      },
      { on: 'queue', queue: 'erasure', access: 'send' },
      { on: 'secret', secret: 'paddleApiKey', access: 'read', why: 'checkout, portal, cancellation' },
      { on: 'secret', secret: 'mailLinkSecret', access: 'read', why: 'verifies invitation links on accept' },
      { on: 'queue', queue: 'webhooks', access: 'send', why: "Settings › Webhooks' 'Send test event'" },
      PLAYBACK_KEY,
    ],
  },
  'review-api': {
    name: 'review-api',
    ...API,
    memoryMb: LIMITS.apiMemoryMb,
    grants: [
      ORIGIN,
      { on: 'table', access: 'readWrite' },
      { on: 'bucket', access: 'read', why: 'presigned playback URLs' },
      PLAYBACK_KEY,
    ],
  },
  'public-api': {
    name: 'public-api',
    ...API,
    memoryMb: 512,
    grants: [
      ORIGIN,
      { on: 'table', access: 'readWrite', why: 'contact messages, billing webhook' },
      { on: 'secret', secret: 'paddleWebhookSecret', access: 'read' },
      { on: 'secret', secret: 'mailLinkSecret', access: 'read', why: 'verifies the one-click unsubscribe' },
      // Health: describe each dependency, read nothing.
      { on: 'table', actions: ['dynamodb:DescribeTable'] },
      { on: 'bucket', actions: ['s3:ListBucket'] },
      { on: 'queue', queue: 'downloads', actions: ['sqs:GetQueueAttributes'] },
      { on: 'userPool', actions: ['cognito-idp:DescribeUserPool'] },
      { on: 'secret', secret: 'driveApiKey', actions: ['secretsmanager:DescribeSecret'] },
      { on: 'any', actions: ['ses:GetAccount'], why: 'SES GetAccount has no resource-level permission' },
    ],
    alarms: [
      {
        // A customer seen with two live subscriptions may be billed twice: one case is enough to page.
        kind: 'metric',
        id: 'duplicate-subscriptions',
        metric: BUSINESS_METRICS.duplicateSubscriptions,
        threshold: 0,
        periodMinutes: 5,
        description:
          'A customer has more than one live subscription (may be billed twice): see the BILLING_ALERT item and cancel and refund the extra one in Paddle.',
      },
    ],
  },
  drive: {
    name: 'drive',
    ...API,
    memoryMb: 512,
    grants: [
      ORIGIN,
      { on: 'secret', secret: 'driveApiKey', access: 'read' },
      // One Query of the caller's profile and tombstone (a deleted account's token is refused here too).
      { on: 'table', actions: ['dynamodb:Query'] },
    ],
  },
};

/**
 * The public API's Lambda authorizer (attached to the v1 routes by infra/stack/http-api.ts): one consistent
 * GetItem of the presented key's item, nothing else.
 */
export const API_KEY_AUTHORIZER: FunctionSpec = {
  name: 'api-key-authorizer',
  trigger: { kind: 'http' },
  timeoutSeconds: 5,
  memoryMb: 256,
  // In front of every public API request, like the API functions: its one GetItem needs no subsegment.
  tracing: 'invocation',
  grants: [{ on: 'table', actions: ['dynamodb:GetItem'] }],
};

/**
 * The request values API Gateway requires before it runs the API-key authorizer (its identity sources), and
 * the key of its answers' cache (LIMITS.apiKeyAuthorizerCacheSeconds): the Authorization header. A request
 * without one would get API Gateway's own 401 body, which an HTTP API cannot reshape (no gateway responses),
 * so the edge gives such a request a placeholder (MISSING_API_KEY_AUTHORIZATION, web-distribution.ts) that the
 * authorizer refuses like an unknown key: the handler answers in the product's error shape. The local server
 * applies the same list, the same cache and the same placeholder.
 */
export const API_KEY_AUTHORIZER_IDENTITY_SOURCES: readonly string[] = ['$request.header.Authorization'];

/** A scheduled job's grants when they are not the mailing jobs' default. */
const SCHEDULE_GRANTS: Partial<Record<Schedule['id'], readonly Grant[]>> = {
  reminders: [
    { on: 'table', access: 'readWrite' },
    { on: 'queue', queue: 'reminders', access: 'send', why: 'one message per owner whose 09:00 it is' },
  ],
};

/** Cognito's triggers run inside a person's sign-up, confirmation or code request: like the API, invocation only. */
const COGNITO_TRACING: TracingMode = 'invocation';

/** Functions not behind the HTTP API, built when their handler exists. */
export const WORKER_FUNCTIONS: readonly FunctionSpec[] = [
  {
    name: 'cognito-post-confirmation',
    trigger: { kind: 'cognito', operation: 'postConfirmation' },
    timeoutSeconds: LIMITS.triggerTimeoutSeconds,
    memoryMb: 256,
    tracing: COGNITO_TRACING,
    grants: [{ on: 'table', access: 'readWrite' }],
  },
  {
    // Codes mailed in the product's layout (it reads the app URL; no data access).
    name: 'cognito-custom-message',
    trigger: { kind: 'cognito', operation: 'customMessage' },
    timeoutSeconds: LIMITS.triggerTimeoutSeconds,
    memoryMb: 256,
    tracing: COGNITO_TRACING,
    grants: [],
  },
  {
    // Proxies of sources a browser cannot play: MediaConvert's completion events recorded.
    name: 'transcode-events',
    trigger: { kind: 'mediaconvert-events' },
    timeoutSeconds: LIMITS.apiTimeoutSeconds,
    memoryMb: 512,
    tracing: 'sdk',
    grants: [{ on: 'table', access: 'readWrite' }],
    alarms: [
      {
        kind: 'metric',
        id: 'transcodes-failed',
        metric: BUSINESS_METRICS.transcodesFailed,
        threshold: 5,
        periodMinutes: 60,
        description:
          'More than 5 proxy jobs failed in MediaConvert within an hour: check the job errors in the MediaConvert console.',
      },
    ],
  },
  {
    // After transcode-events: its `transcoder` grant uses the MediaConvert queue that row's trigger makes.
    name: 'download-video',
    trigger: {
      kind: 'queue',
      queue: 'downloads',
      batchSize: LIMITS.downloadBatchSize,
      maxConcurrency: LIMITS.downloadMaxConcurrency,
    },
    timeoutSeconds: LIMITS.downloadTimeoutSeconds,
    memoryMb: LIMITS.downloadMemoryMb,
    tracing: 'sdk',
    nodeOptions: LIMITS.downloadNodeOptions,
    grants: [
      { on: 'transcoder', access: 'submit' },
      { on: 'table', access: 'readWrite' },
      { on: 'bucket', access: 'read', why: 'idempotency: is the object already there?' },
      { on: 'bucket', access: 'put', why: 'multipart upload (incl. abort) of videos and thumbnails' },
      { on: 'secret', secret: 'driveApiKey', access: 'read' },
      { on: 'queue', queue: 'downloads', access: 'send', why: 'a copy longer than one invocation continues' },
      ...FOOTAGE_TOKENS,
    ],
    alarms: [
      { kind: 'duration' },
      {
        kind: 'metric',
        id: 'imports-failed',
        metric: BUSINESS_METRICS.importsFailed,
        threshold: 10,
        periodMinutes: 60,
        description: 'More than 10 imports ended without a stored copy within an hour: check Drive access.',
      },
    ],
  },
  {
    name: 'account-erasure',
    trigger: { kind: 'queue', queue: 'erasure', batchSize: 1 },
    timeoutSeconds: LIMITS.scheduledTimeoutSeconds,
    memoryMb: 512,
    tracing: 'sdk',
    grants: [
      { on: 'table', access: 'readWrite' },
      { on: 'bucket', access: 'read', why: 'list what to delete' },
      { on: 'bucket', access: 'delete' },
      {
        on: 'userPool',
        actions: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser'],
        why: "only the deleted account's own user (its sub) is deleted, never a re-registration",
      },
    ],
  },
  {
    // SES bounces and complaints (configuration set → SNS) → the suppression writer.
    name: 'mail-events',
    trigger: { kind: 'mail-events' },
    timeoutSeconds: LIMITS.apiTimeoutSeconds,
    memoryMb: 256,
    tracing: 'sdk',
    grants: [{ on: 'table', access: 'write' }],
    alarms: [
      {
        // SES reviews accounts whose bounce rate passes 5% and may pause sending above 10%.
        kind: 'metric',
        id: 'mails-bounced',
        metric: BUSINESS_METRICS.mailsBounced,
        threshold: 5,
        periodMinutes: 60,
        description:
          'More than 5 product e-mails bounced within an hour: check the sending reputation in SES.',
      },
    ],
  },
  {
    // Tells the owner of each domain event: the outbox items the change's transaction wrote, carried by the
    // table's stream (NEW_IMAGE), INSERTs of outbox items only; a failing record is retried from itself on,
    // a batch bisected, a record given up after the retries or its age kept in the dead-letter queue.
    name: 'notify',
    trigger: {
      kind: 'table-stream',
      batchSize: NOTIFY_PIPELINE.batchSize,
      retryAttempts: NOTIFY_PIPELINE.maxRetryAttempts,
      maxBatchingWindowSeconds: NOTIFY_PIPELINE.maxBatchingWindowSeconds,
      maxRecordAgeSeconds: NOTIFY_PIPELINE.maxRecordAgeSeconds,
      insertsOfEntity: NOTIFY_PIPELINE.outboxEntity,
    },
    timeoutSeconds: NOTIFY_PIPELINE.timeoutSeconds,
    memoryMb: 512,
    tracing: 'sdk',
    grants: [
      { on: 'table', access: 'readWrite' },
      { on: 'mail', access: 'send' },
      { on: 'secret', secret: 'mailLinkSecret', access: 'read', why: "signs the owner's unsubscribe links" },
      {
        on: 'bucket',
        access: 'read',
        prefix: 'brand/*',
        why: "the studio's logo URL (presigned) in the mails its clients and invitees get",
      },
    ],
    // Owners told late: the stream's iterator age over five minutes.
    alarms: [{ kind: 'iterator-age', thresholdMinutes: 5 }],
  },
  {
    // Outgoing webhooks, the events' side: the same outbox INSERTs as notify (its own event source on the
    // stream), one delivery per subscribed endpoint queued (claimed first: a retried batch queues none twice).
    name: 'webhook-events',
    trigger: {
      kind: 'table-stream',
      batchSize: NOTIFY_PIPELINE.batchSize,
      retryAttempts: NOTIFY_PIPELINE.maxRetryAttempts,
      maxBatchingWindowSeconds: NOTIFY_PIPELINE.maxBatchingWindowSeconds,
      maxRecordAgeSeconds: NOTIFY_PIPELINE.maxRecordAgeSeconds,
      insertsOfEntity: NOTIFY_PIPELINE.outboxEntity,
    },
    timeoutSeconds: NOTIFY_PIPELINE.timeoutSeconds,
    memoryMb: 256,
    tracing: 'sdk',
    grants: [
      { on: 'table', access: 'readWrite' },
      { on: 'queue', queue: 'webhooks', access: 'send' },
    ],
    alarms: [{ kind: 'iterator-age', thresholdMinutes: 5 }],
  },
  {
    // Outgoing webhooks, the sending side: one attempt per message (signed, POSTed through the outbound
    // guard with a timeout, logged); its retries are messages it queues itself with their backoff.
    name: 'webhook-delivery',
    trigger: {
      kind: 'queue',
      queue: 'webhooks',
      batchSize: WEBHOOK_QUEUE.batchSize,
      maxConcurrency: WEBHOOK_QUEUE.maxConcurrency,
    },
    timeoutSeconds: WEBHOOK_QUEUE.workerTimeoutSeconds,
    memoryMb: 256,
    tracing: 'sdk',
    grants: [
      { on: 'table', access: 'readWrite' },
      { on: 'queue', queue: 'webhooks', access: 'send', why: 'queues its own retries' },
    ],
    alarms: [{ kind: 'duration' }],
  },
  {
    // The reminders fan-out: one message per owner whose 09:00 it is, handled side by side (within SES's
    // sending rate, shared among maxConcurrency senders), told through notify's channels.
    name: 'reminder-sender',
    trigger: {
      kind: 'queue',
      queue: 'reminders',
      batchSize: REMINDER_QUEUE.batchSize,
      maxConcurrency: REMINDER_QUEUE.maxConcurrency,
    },
    timeoutSeconds: REMINDER_QUEUE.senderTimeoutSeconds,
    memoryMb: 512,
    tracing: 'sdk',
    grants: [
      { on: 'table', access: 'readWrite' },
      { on: 'mail', access: 'send' },
      { on: 'secret', secret: 'mailLinkSecret', access: 'read', why: "signs the owner's unsubscribe links" },
    ],
    alarms: [{ kind: 'duration' }],
  },
  // Scheduled jobs: read and write the table; the digests send mail with unsubscribe links, the reminders
  // hand their owners to the sender's queue.
  ...SCHEDULES.map((s): FunctionSpec => ({
    name: s.handler,
    trigger: { kind: 'schedule', id: s.id, cron: s.cron, retry: s.retry },
    timeoutSeconds: LIMITS.scheduledTimeoutSeconds,
    memoryMb: 512,
    tracing: 'sdk',
    grants: SCHEDULE_GRANTS[s.id] ?? [
      { on: 'table', access: 'readWrite' },
      { on: 'mail', access: 'send' },
      { on: 'secret', secret: 'mailLinkSecret', access: 'read', why: 'signs the unsubscribe links' },
    ],
  })),
];

/** Every row of the table, whatever fires it (a function's settings found by its name: tests, the bench). */
export const ALL_FUNCTIONS: readonly FunctionSpec[] = [
  ...Object.values(HTTP_FUNCTIONS),
  API_KEY_AUTHORIZER,
  ...WORKER_FUNCTIONS,
];
