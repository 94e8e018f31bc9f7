/**
 * Names of the environment variables the Lambdas read. The CDK stack sets them, the local system sets them,
 * and `functions/platform/config/env.ts` parses them once at start-up.
 */
export const ENV = {
  stage: 'CUTROOM_STAGE',
  tableName: 'CUTROOM_TABLE_NAME',
  mediaBucket: 'CUTROOM_MEDIA_BUCKET',
  downloadQueueUrl: 'CUTROOM_DOWNLOAD_QUEUE_URL',
  mailFrom: 'CUTROOM_MAIL_FROM',
  appUrl: 'CUTROOM_APP_URL',
  userPoolId: 'CUTROOM_USER_POOL_ID',
  userPoolClientId: 'CUTROOM_USER_POOL_CLIENT_ID',
  driveApiKeySecretArn: 'CUTROOM_DRIVE_API_KEY_SECRET_ARN',
  /** SES configuration set every product e-mail is sent through (cloud). */
  mailConfigurationSet: 'CUTROOM_MAIL_CONFIGURATION_SET',
  /** Signed playback: 's3' (presigned S3 GET, default and local) or 'cloudfront' (signed CloudFront URL). */
  playbackSigning: 'CUTROOM_PLAYBACK_SIGNING',
  /** CloudFront signing only: media distribution domain, public key id, secret holding the private key PEM. */
  playbackDomain: 'CUTROOM_PLAYBACK_DOMAIN',
  playbackKeyPairId: 'CUTROOM_PLAYBACK_KEY_PAIR_ID',
  playbackPrivateKeySecretArn: 'CUTROOM_PLAYBACK_PRIVATE_KEY_SECRET_ARN',
  /** Local only: the issuer URL of the local user pool (cognito-local), whose JWKS is served over http. */
  localJwtIssuer: 'CUTROOM_LOCAL_JWT_ISSUER',
  /** Local only: endpoint overrides for the AWS SDK clients and the Drive stand-in. */
  dynamoEndpoint: 'CUTROOM_DYNAMODB_ENDPOINT',
  s3Endpoint: 'CUTROOM_S3_ENDPOINT',
  /** Where the media bucket's `brand/` prefix is served publicly (brand logos in mails and on review pages). */
  brandAssetsUrl: 'CUTROOM_BRAND_ASSETS_URL',
  sqsEndpoint: 'CUTROOM_SQS_ENDPOINT',
  sesEndpoint: 'CUTROOM_SES_ENDPOINT',
  cognitoEndpoint: 'CUTROOM_COGNITO_ENDPOINT',
  driveEndpoint: 'CUTROOM_DRIVE_ENDPOINT',
  driveApiKey: 'CUTROOM_DRIVE_API_KEY',
  /** Local only: the footage stand-in (Dropbox, Graph, Box, plain https) every footage adapter talks to. */
  footageStandIn: 'CUTROOM_FOOTAGE_STAND_IN',
  /** Local only: the local server's DNS stand-in (TXT records of review addresses, DNS-over-HTTPS JSON). */
  dnsQueryUrl: 'CUTROOM_DNS_QUERY_URL',
  /** The built review page's HTML: `s3://<SPA bucket>/Review/index.html` (cloud) or a file path (local). */
  reviewPageSource: 'CUTROOM_REVIEW_PAGE_SOURCE',
  /** App tokens of the footage services' APIs (folder listings; Graph and Box for every call). */
  dropboxToken: 'CUTROOM_DROPBOX_TOKEN',
  graphToken: 'CUTROOM_GRAPH_TOKEN',
  boxToken: 'CUTROOM_BOX_TOKEN',
  /** The same tokens in the cloud: the ARNs of the Secrets Manager secrets holding them. */
  dropboxTokenSecretArn: 'CUTROOM_DROPBOX_TOKEN_SECRET_ARN',
  graphTokenSecretArn: 'CUTROOM_GRAPH_TOKEN_SECRET_ARN',
  boxTokenSecretArn: 'CUTROOM_BOX_TOKEN_SECRET_ARN',
  /** Proxies: 'ffmpeg' (local, Debian's ffmpeg), 'mediaconvert' (cloud) or 'none' (default: originals only). */
  transcoder: 'CUTROOM_TRANSCODER',
  /** MediaConvert (cloud transcoder): the stack's queue, the role jobs run as, and an endpoint override (tests). */
  mediaConvertQueueArn: 'CUTROOM_MEDIACONVERT_QUEUE_ARN',
  mediaConvertRoleArn: 'CUTROOM_MEDIACONVERT_ROLE_ARN',
  mediaConvertEndpoint: 'CUTROOM_MEDIACONVERT_ENDPOINT',
  /** The account-erasure queue (account deletion). */
  erasureQueueUrl: 'CUTROOM_ERASURE_QUEUE_URL',
  /** The reminders fan-out queue (one message per owner whose 09:00 it is). */
  reminderQueueUrl: 'CUTROOM_REMINDER_QUEUE_URL',
  /** SES's sending rate for the account (mails per second); absent: REMINDER_QUEUE.sesMaxSendRate. */
  sesMaxSendRate: 'CUTROOM_SES_MAX_SEND_RATE',
  /** Billing (Paddle): 'sandbox', 'production', or locally the stand-in's base URL. */
  paddleEnvironment: 'CUTROOM_PADDLE_ENVIRONMENT',
  /** JSON object: price key (basic_monthly, …) → Paddle price id. Server config only. */
  paddlePriceIds: 'CUTROOM_PADDLE_PRICE_IDS',
  /** Local: the API key and the webhook secrets (comma-separated while a secret rotates) in plain text. */
  paddleApiKey: 'CUTROOM_PADDLE_API_KEY',
  paddleWebhookSecrets: 'CUTROOM_PADDLE_WEBHOOK_SECRETS',
  /** Cloud: Secrets Manager ARNs holding the API key and the webhook secret(s). */
  paddleApiKeySecretArn: 'CUTROOM_PADDLE_API_KEY_SECRET_ARN',
  paddleWebhookSecretArn: 'CUTROOM_PADDLE_WEBHOOK_SECRET_ARN',
  /** Powertools (cloud): the service name on every log line, metric and trace. */
  powertoolsServiceName: 'POWERTOOLS_SERVICE_NAME',
  /** Powertools (cloud): the CloudWatch namespace of the business metrics; when set, metrics go out as EMF. */
  powertoolsMetricsNamespace: 'POWERTOOLS_METRICS_NAMESPACE',
  /**
   * The function's tracing choice, `invocation` or `sdk` (shared/config/tracing.ts): the stack sets it, and the
   * bundler writes it into the code as a constant (`sdk`: the AWS clients are traced). Unset locally.
   */
  tracing: 'CUTROOM_TRACING',
  /**
   * The HMAC key(s) of the one-click unsubscribe links in e-mails (comma-separated while one rotates, the
   * current first): plain locally, a Secrets Manager ARN in the cloud.
   */
  mailLinkSecrets: 'CUTROOM_MAIL_LINK_SECRETS',
  mailLinkSecretArn: 'CUTROOM_MAIL_LINK_SECRET_ARN',
  /**
   * Cloud, API functions: the Secrets Manager ARN of the header value CloudFront adds to origin requests;
   * set, a request without it is refused (no direct calls past WAF). Unset locally.
   */
  originSecretArn: 'CUTROOM_ORIGIN_SECRET_ARN',
  /**
   * review-api: seconds a container keeps a project's review payload for the next open (the cloud sets
   * REVIEW_LIMITS.cloudSnapshotCacheSeconds; unset: 0, every open reads the table).
   */
  reviewSnapshotCacheSeconds: 'CUTROOM_REVIEW_CACHE_SECONDS',
  /** The outgoing webhooks' delivery queue (one message per endpoint per event, retries delayed on it). */
  webhookQueueUrl: 'CUTROOM_WEBHOOK_QUEUE_URL',
  /**
   * Local only (refused on any other stage): comma-separated exact `http://127.0.0.1:<port>` origins the
   * outbound guard lets through (the local system's Slack and webhook receiver stand-in).
   */
  outboundLocalOrigins: 'CUTROOM_OUTBOUND_LOCAL_ORIGINS',
} as const;
export type EnvName = (typeof ENV)[keyof typeof ENV];
