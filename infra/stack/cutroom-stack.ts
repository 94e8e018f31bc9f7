/**
 * The whole cloud system in one stack, one construct per concern: the table, the media bucket, the download
 * queue, mail, auth, the Lambdas (API groups from the contract; workers and triggers whose entry file exists),
 * the contract's HTTP API behind CloudFront with the SPA, signed playback, alarms. Grants are least privilege
 * per function group.
 */
import {
  Annotations,
  CfnOutput,
  type CfnElement,
  Duration,
  RemovalPolicy,
  Stack,
  Token,
  Validations,
} from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import { Schedule as SchedulerSchedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct, IConstruct } from 'constructs';
import { join } from 'node:path';
import type { Endpoint, LambdaGroup } from '../../shared/api/endpoint';
import { BUSINESS_METRICS } from '../../shared/config/business-metrics';
import { PRODUCT_NAME } from '../../shared/config/product';
import { ENV } from '../../shared/config/env-names';
import { SCHEDULES } from '../../shared/config/schedules';
import { AccessLogBucket } from './access-log-bucket';
import { WAF_CLOUDFRONT_REGION } from './regions';
import { appAliasRecords, appCertificate, type AppDomainConfig } from './app-domain';
import { AppFunction } from './app-function';
import { DataTable } from './data-table';
import { DownloadQueue } from './download-queue';
import { ErasureQueue } from './erasure-queue';
import { ContractHttpApi } from './http-api';
import {
  apiGroupEntries,
  handlerEntry,
  missingHandlersMessage,
  REPO_ROOT,
  scheduledEntries,
  workerEntries,
} from './lambda-groups';
import { LIMITS } from './limits';
import { MailSender } from './mail-sender';
import { MediaBucket } from './media-bucket';
import { MediaDistribution } from './media-distribution';
import { Transcoder } from './transcoder';
import {
  acknowledgeAll,
  ANY_RESOURCE_FINDING,
  BASIC_EXECUTION_ROLE_FINDING,
  GRANT_ACTION_FINDINGS,
  ownArnFinding,
} from './nag-findings';
import { Monitoring } from './monitoring';
import { notifyPipeline } from './notify-pipeline';
import type { BundlingMode, StackConfig } from './stack-config';
import { PLACEHOLDER_MAIL_FROM } from './stack-config';
import { UserPoolAuth } from './user-pool';
import { WebDistribution } from './web-distribution';
import { WebFirewall } from './web-firewall';

/** True when the stack is pinned to a region other than us-east-1: its web ACL goes to an edge stack. */
function needsEdgeStack(props: StackProps): boolean {
  const region = props.env?.region;
  return region !== undefined && !Token.isUnresolved(region) && region !== WAF_CLOUDFRONT_REGION;
}

/** Connect Google Drive in the cloud: Google's OAuth 2.0 endpoint and the read-only Drive scope. */
const GOOGLE_OAUTH_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const GOOGLE_DRIVE_READONLY_SCOPE = 'https://www.googleapis.com/auth/drive.readonly';

export interface CutroomStackProps extends StackProps {
  readonly config: StackConfig;
  /** The API contract's endpoints (`shared/api/contract.ts`). */
  readonly endpoints: readonly Endpoint[];
  /** `fast` in tests (no minify, no source maps; still real esbuild). */
  readonly bundling?: BundlingMode;
  /** Repository root holding functions/ and frontend/dist (tests may point elsewhere). */
  readonly repoRoot?: string;
}

export class CutroomStack extends Stack {
  /** Every Lambda of the product, by group/worker name. */
  readonly functions = new Map<string, IFunction>();
  /** The us-east-1 stack of the CloudFront web ACL, when this stack lives in another region. */
  readonly edgeStack: Stack | undefined;

  constructor(scope: Construct, id: string, props: CutroomStackProps) {
    super(scope, id, {
      ...props,
      crossRegionReferences: props.crossRegionReferences ?? needsEdgeStack(props),
    });
    const { config } = props;
    const root = props.repoRoot ?? REPO_ROOT;
    const bundling = props.bundling ?? 'production';
    // Prod keeps its data on an update or a delete, but not on the rollback of a failed first create: a
    // retained fixed-name secret (or table, pool…) would make the retry fail with 'already exists'.
    const removalPolicy = config.isProd ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY;
    if (config.sender === PLACEHOLDER_MAIL_FROM) {
      Annotations.of(this).addWarningV2(
        'cutroom:mail-placeholder',
        `No mailFrom/mailDomain context: e-mail is sent from ${PLACEHOLDER_MAIL_FROM}, which SES will not verify.`,
      );
    }

    // Resolve the functions first. A contract group without its handler (being written right now) fails a
    // prod synth; elsewhere its routes are left out, with a warning naming them.
    const { present: apiGroups, missing } = apiGroupEntries(props.endpoints, root);
    if (missing.length > 0) {
      const message = `Routes left out: ${missingHandlersMessage(missing)}.`;
      if (config.isProd) throw new Error(message);
      Annotations.of(this).addWarningV2('cutroom:missing-handlers', message);
    }
    const routedEndpoints = props.endpoints.filter((e) => !missing.some((m) => m.name === e.lambda));
    const workers = new Map(workerEntries(root).map((w) => [w.name, w.entry]));

    // --- data, media, queue, mail, secrets ---
    const data = new DataTable(this, 'Data', {
      removalPolicy,
      deletionProtection: config.deletionProtectionOn,
    });
    const table = data.table;
    const workerTimeout = Duration.seconds(LIMITS.downloadTimeoutSeconds);
    const downloads = new DownloadQueue(this, 'Downloads', { workerTimeout, removalPolicy });
    const mail = new MailSender(this, 'Mail', {
      stage: config.stage,
      sender: config.sender,
      domain: config.mailDomain,
      ...(config.mailFromDomain ? { mailFromDomain: config.mailFromDomain } : {}),
    });
    const erasure = new ErasureQueue(this, 'Erasure', { removalPolicy });
    const paddleApiKey: ISecret = config.paddleApiKeySecretName
      ? Secret.fromSecretNameV2(this, 'PaddleApiKey', config.paddleApiKeySecretName)
      : new Secret(this, 'PaddleApiKey', {
          secretName: `cutroom/${config.stage}/paddle-api-key`,
          description:
            'Paddle Billing API key (plain string). Replace the generated value with the real key.',
          removalPolicy,
        });
    const paddleWebhookSecret: ISecret = config.paddleWebhookSecretName
      ? Secret.fromSecretNameV2(this, 'PaddleWebhookSecret', config.paddleWebhookSecretName)
      : new Secret(this, 'PaddleWebhookSecret', {
          secretName: `cutroom/${config.stage}/paddle-webhook-secret`,
          description:
            'Paddle notification destination secret(s), comma-separated while one rotates. Replace the generated value.',
          removalPolicy,
        });
    // Signs the one-click unsubscribe links of e-mails (HMAC key, generated here; never leaves AWS).
    const mailLinkSecret = new Secret(this, 'MailLinkSecret', {
      secretName: `cutroom/${config.stage}/mail-link-secret`,
      description:
        'HMAC key of the unsubscribe links in e-mails (comma-separated, current first, while one rotates).',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy,
    });
    Validations.of(mailLinkSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating this HMAC key would break every unsubscribe link already sent; it is rotated by hand with both keys accepted meanwhile.',
    });
    if (!config.paddlePriceIds) {
      Annotations.of(this).addWarningV2(
        'cutroom:paddle-prices',
        'No paddlePriceIds context: checkout answers an error until the Paddle price ids are given.',
      );
    }
    const driveApiKey: ISecret = config.driveApiKeySecretName
      ? Secret.fromSecretNameV2(this, 'DriveApiKey', config.driveApiKeySecretName)
      : new Secret(this, 'DriveApiKey', {
          secretName: `cutroom/${config.stage}/drive-api-key`,
          description: 'Google Drive API key (plain string). Replace the generated value with the real key.',
          removalPolicy,
        });

    Validations.of(driveApiKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'A Google API key is issued in the Google Cloud console; Secrets Manager cannot rotate it.',
    });
    Validations.of(paddleApiKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: "A Paddle API key is issued in Paddle's dashboard; Secrets Manager cannot rotate it.",
    });
    Validations.of(paddleWebhookSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Paddle issues the webhook secret; rotation is by hand, with both secrets accepted meanwhile (comma-separated).',
    });

    // --- access logs and the web firewall (a CloudFront web ACL lives in us-east-1) ---
    const logBucket = new AccessLogBucket(this, 'AccessLogs', { removalPolicy }).bucket;
    this.edgeStack = needsEdgeStack(props)
      ? new Stack(scope, `${id}-edge`, {
          env: { account: props.env?.account, region: WAF_CLOUDFRONT_REGION },
          crossRegionReferences: true,
          description: `Cutroom (${config.stage}): the CloudFront web ACL (us-east-1)`,
          // Deleting it would take the firewall (and the cross-region references) from under the app.
          terminationProtection: config.isProd,
        })
      : undefined;
    const firewall = new WebFirewall(this.edgeStack ?? this, 'Firewall', { stage: config.stage });

    // --- the public origin: API (routes come later) behind CloudFront with the SPA ---
    // The API Gateway endpoint is public: CloudFront adds this secret to its origin requests and the handlers
    // refuse requests without it (functions/lib/http/origin-guard), so WAF cannot be bypassed.
    const originSecret = new Secret(this, 'OriginSecret', {
      secretName: `cutroom/${config.stage}/origin-secret`,
      description:
        "Header value CloudFront adds to the API's origin requests; the API refuses requests without it.",
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy,
    });
    Validations.of(originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads the value at deploy time: it is rotated by put-secret-value and a deploy (the functions re-read it when a header does not match).',
    });
    const http = new ContractHttpApi(this, 'Http', { stage: config.stage, removalPolicy });
    const domain: AppDomainConfig | undefined = config.domainName
      ? {
          domainName: config.domainName,
          ...(config.hostedZoneId && config.hostedZoneName
            ? { hostedZone: { id: config.hostedZoneId, name: config.hostedZoneName } }
            : {}),
          ...(config.certificateArn ? { certificateArn: config.certificateArn } : {}),
        }
      : undefined;
    const web = new WebDistribution(this, 'Web', {
      ...(domain
        ? { domain: { name: domain.domainName, certificate: appCertificate(this.edgeStack ?? this, domain) } }
        : {}),
      stage: config.stage,
      removalPolicy,
      apiDomainName: http.domainName,
      apiOriginSecret: originSecret.secretValue,
      spaDistPath: join(root, 'frontend', 'dist'),
      logBucket,
      webAclArn: firewall.arn,
      extraMediaOrigins: config.playbackSigning === 'cloudfront' ? ['https://*.cloudfront.net'] : [],
      ...(config.paddleClientToken ? { paddleEnvironment: config.paddleEnvironment } : {}),
    });
    const appUrl = web.url;
    if (domain) appAliasRecords(this, domain, web.distribution);

    const media = new MediaBucket(this, 'Media', { removalPolicy, allowedOrigins: [appUrl], logBucket });
    const bucket = media.bucket;
    let playback: { distribution: MediaDistribution; privateKey: ISecret } | undefined;
    if (
      config.playbackSigning === 'cloudfront' &&
      config.playbackPublicKeyPem &&
      config.playbackPrivateKeySecretName
    ) {
      playback = {
        distribution: new MediaDistribution(this, 'Playback', {
          stage: config.stage,
          bucket,
          publicKeyPem: config.playbackPublicKeyPem,
          logBucket,
          webAclArn: firewall.arn,
          allowedOrigins: [appUrl],
        }),
        privateKey: Secret.fromSecretNameV2(this, 'PlaybackPrivateKey', config.playbackPrivateKeySecretName),
      };
    }

    // --- environment (names shared with the runtime and the local system) ---
    const baseEnv: Record<string, string> = {
      [ENV.stage]: config.stage,
      [ENV.tableName]: table.tableName,
      [ENV.mediaBucket]: bucket.bucketName,
      [ENV.downloadQueueUrl]: downloads.queue.queueUrl,
      [ENV.mailFrom]: mail.sender,
      [ENV.mailConfigurationSet]: mail.configurationSet.configurationSetName,
      [ENV.appUrl]: appUrl,
      [ENV.driveApiKeySecretArn]: driveApiKey.secretArn,
      [ENV.playbackSigning]: playback ? 'cloudfront' : 's3',
      [ENV.erasureQueueUrl]: erasure.queue.queueUrl,
      [ENV.paddleEnvironment]: config.paddleEnvironment,
      ...(config.paddlePriceIds ? { [ENV.paddlePriceIds]: config.paddlePriceIds } : {}),
      [ENV.paddleApiKeySecretArn]: paddleApiKey.secretArn,
      [ENV.paddleWebhookSecretArn]: paddleWebhookSecret.secretArn,
      [ENV.mailLinkSecretArn]: mailLinkSecret.secretArn,
      ...(playback
        ? {
            [ENV.playbackDomain]: playback.distribution.domainName,
            [ENV.playbackKeyPairId]: playback.distribution.publicKey.publicKeyId,
            [ENV.playbackPrivateKeySecretArn]: playback.privateKey.secretArn,
          }
        : {}),
    };
    const makeFunction = (
      name: string,
      entry: string,
      environment: Record<string, string>,
      timeoutSeconds: number,
      memorySize: number,
      nodeOptions?: string,
    ): IFunction => {
      const fn = new AppFunction(this, `Fn-${name}`, {
        name,
        entry,
        stage: config.stage,
        environment,
        timeout: Duration.seconds(timeoutSeconds),
        memorySize,
        ...(nodeOptions ? { nodeOptions } : {}),
        bundling,
        removalPolicy,
        reservedConcurrency: LIMITS.reservedConcurrency[name],
      }).fn;
      this.functions.set(name, fn);
      return fn;
    };

    // --- auth (the post-confirmation trigger cannot see the pool's ids: the pool depends on it) ---
    const postConfirmationEntry = workers.get('cognito-post-confirmation');
    const postConfirmation = postConfirmationEntry
      ? makeFunction(
          'cognito-post-confirmation',
          postConfirmationEntry,
          baseEnv,
          LIMITS.triggerTimeoutSeconds,
          256,
        )
      : undefined;
    // The code mails in the product's layout (it reads the app URL; no grants: no data access).
    const customMessageEntry = workers.get('cognito-custom-message');
    const customMessage = customMessageEntry
      ? makeFunction('cognito-custom-message', customMessageEntry, baseEnv, LIMITS.triggerTimeoutSeconds, 256)
      : undefined;
    const auth = new UserPoolAuth(this, 'Auth', {
      removalPolicy,
      deletionProtection: config.deletionProtectionOn,
      stage: config.stage,
      appUrl,
      postConfirmation,
      customMessage,
      ...(config.userPoolMailVia === 'ses'
        ? {
            ses: {
              fromEmail: mail.sender,
              fromName: PRODUCT_NAME,
              ...(config.mailDomain && mail.sender.endsWith(`@${config.mailDomain}`)
                ? { verifiedDomain: config.mailDomain }
                : {}),
              configurationSetName: mail.configurationSet.configurationSetName,
              identity: mail.identity,
            },
          }
        : {}),
      google:
        config.googleClientId && config.googleClientSecretName
          ? {
              clientId: config.googleClientId,
              clientSecretName: config.googleClientSecretName,
              domainPrefix: config.authDomainPrefix,
            }
          : undefined,
    });
    const env: Record<string, string> = {
      ...baseEnv,
      [ENV.userPoolId]: auth.userPool.userPoolId,
      [ENV.userPoolClientId]: auth.client.userPoolClientId,
    };
    if (postConfirmation) table.grantReadWriteData(postConfirmation);

    // --- API groups (from the contract) ---
    const apiFunctions = new Map<LambdaGroup, IFunction>();
    for (const group of apiGroups) {
      const memory = group.name === 'editor-api' || group.name === 'review-api' ? LIMITS.apiMemoryMb : 512;
      const fn = makeFunction(
        group.name,
        group.entry,
        { ...env, [ENV.originSecretArn]: originSecret.secretArn },
        LIMITS.apiTimeoutSeconds,
        memory,
      );
      originSecret.grantRead(fn); // refuses requests that did not come through CloudFront
      apiFunctions.set(group.name, fn);
    }
    const readPlaybackKey = (fn: IFunction): void => {
      playback?.privateKey.grantRead(fn);
    };

    const editorApi = apiFunctions.get('editor-api');
    if (editorApi) {
      table.grantReadWriteData(editorApi);
      bucket.grantRead(editorApi); // presigned playback of the editor's own videos, avatar reads
      bucket.grantPut(editorApi, `${LIMITS.avatarPrefix}*`); // presigned avatar PUT
      downloads.queue.grantSendMessages(editorApi);
      driveApiKey.grantRead(editorApi); // single-file look-up for 'Add video' / 'new version'
      mail.grantSend(editorApi);
      // Account deletion erases the Cognito user too (and checks the password again first).
      auth.userPool.grant(
        editorApi,
        'cognito-idp:AdminDeleteUser',
        'cognito-idp:AdminUserGlobalSignOut',
        'cognito-idp:AdminInitiateAuth',
      );
      erasure.queue.grantSendMessages(editorApi);
      paddleApiKey.grantRead(editorApi); // checkout, portal, cancellation at account deletion
      readPlaybackKey(editorApi);
    }
    const reviewApi = apiFunctions.get('review-api');
    if (reviewApi) {
      table.grantReadWriteData(reviewApi);
      bucket.grantRead(reviewApi); // presigned playback URLs
      mail.grantSend(reviewApi);
      mailLinkSecret.grantRead(reviewApi); // signs the unsubscribe links of the owner's mails
      readPlaybackKey(reviewApi);
    }
    const publicApi = apiFunctions.get('public-api');
    if (publicApi) {
      table.grantReadWriteData(publicApi); // contact messages, billing webhook
      paddleWebhookSecret.grantRead(publicApi);
      mailLinkSecret.grantRead(publicApi); // verifies the one-click unsubscribe
      mail.grantSend(publicApi);
      // Health: describe each dependency, read nothing.
      publicApi.addToRolePolicy(
        new PolicyStatement({ actions: ['dynamodb:DescribeTable'], resources: [table.tableArn] }),
      );
      publicApi.addToRolePolicy(
        new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
      );
      publicApi.addToRolePolicy(
        new PolicyStatement({ actions: ['sqs:GetQueueAttributes'], resources: [downloads.queue.queueArn] }),
      );
      publicApi.addToRolePolicy(
        new PolicyStatement({
          actions: ['cognito-idp:DescribeUserPool'],
          resources: [auth.userPool.userPoolArn],
        }),
      );
      publicApi.addToRolePolicy(
        new PolicyStatement({
          actions: ['secretsmanager:DescribeSecret'],
          resources: [driveApiKey.secretArn],
        }),
      );
      // SES GetAccount has no resource-level permission.
      publicApi.addToRolePolicy(new PolicyStatement({ actions: ['ses:GetAccount'], resources: ['*'] }));
    }
    const driveApi = apiFunctions.get('drive');
    if (driveApi) {
      driveApiKey.grantRead(driveApi);
      // One Query of the caller's profile and tombstone (a deleted account's token is refused here too).
      driveApi.addToRolePolicy(
        new PolicyStatement({ actions: ['dynamodb:Query'], resources: [table.tableArn] }),
      );
    }

    http.addContractRoutes({
      endpoints: routedEndpoints,
      functions: apiFunctions,
      jwtIssuer: auth.issuerUrl,
      jwtAudience: auth.client.userPoolClientId,
    });

    // --- workers ---
    // Proxies of sources a browser cannot play: MediaConvert, its completion events recorded by transcode-events.
    const transcodeEventsEntry = workers.get('transcode-events');
    const transcoder = transcodeEventsEntry
      ? new Transcoder(this, 'Transcoder', { stage: config.stage, bucket, removalPolicy })
      : undefined;
    if (transcoder && transcodeEventsEntry) {
      const fn = makeFunction('transcode-events', transcodeEventsEntry, env, LIMITS.apiTimeoutSeconds, 512);
      table.grantReadWriteData(fn);
      transcoder.deliverEventsTo(fn);
    }
    const downloadEntry = workers.get('download-video');
    if (downloadEntry) {
      const worker = makeFunction(
        'download-video',
        downloadEntry,
        transcoder
          ? {
              ...env,
              [ENV.transcoder]: 'mediaconvert',
              [ENV.mediaConvertQueueArn]: transcoder.queueArn,
              [ENV.mediaConvertRoleArn]: transcoder.jobRole.roleArn,
            }
          : env,
        LIMITS.downloadTimeoutSeconds,
        LIMITS.downloadMemoryMb,
        LIMITS.downloadNodeOptions,
      );
      transcoder?.grantSubmit(worker);
      table.grantReadWriteData(worker);
      bucket.grantRead(worker); // idempotency: is the object already there?
      bucket.grantPut(worker); // multipart upload (incl. abort) of videos and thumbnails
      driveApiKey.grantRead(worker);
      worker.addEventSource(
        new SqsEventSource(downloads.queue, {
          batchSize: LIMITS.downloadBatchSize,
          maxConcurrency: LIMITS.downloadMaxConcurrency,
          reportBatchItemFailures: true,
        }),
      );
    }
    const erasureEntry = workers.get('account-erasure');
    if (erasureEntry) {
      const worker = makeFunction('account-erasure', erasureEntry, env, LIMITS.scheduledTimeoutSeconds, 512);
      table.grantReadWriteData(worker);
      bucket.grantRead(worker); // list what to delete
      bucket.grantDelete(worker);
      // AdminGetUser: only the deleted account's own user (its sub) is deleted, never a re-registration.
      auth.userPool.grant(worker, 'cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser');
      worker.addEventSource(
        new SqsEventSource(erasure.queue, { batchSize: 1, reportBatchItemFailures: true }),
      );
    }
    // SES bounces and complaints (configuration set → SNS) → the suppression writer.
    const mailEventsEntry = workers.get('mail-events');
    if (mailEventsEntry) {
      const fn = makeFunction('mail-events', mailEventsEntry, env, LIMITS.apiTimeoutSeconds, 256);
      table.grantWriteData(fn);
      mail.reportBouncesTo(fn);
    }
    // Scheduled handlers (reminders): read and write the table, send mail.
    let scheduleDlq: Queue | undefined;
    const scheduleDeadLetters = (): Queue => {
      scheduleDlq ??= new Queue(this, 'ScheduleDeadLetters', {
        retentionPeriod: Duration.days(14),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        removalPolicy,
      });
      Validations.of(scheduleDlq).acknowledge({
        id: 'AwsSolutions-SQS3',
        reason: 'This queue is itself the dead-letter queue of the EventBridge Scheduler targets.',
      });
      return scheduleDlq;
    };
    for (const scheduled of scheduledEntries(SCHEDULES, root)) {
      const fn = makeFunction(scheduled.name, scheduled.entry, env, LIMITS.scheduledTimeoutSeconds, 512);
      table.grantReadWriteData(fn);
      mail.grantSend(fn);
      mailLinkSecret.grantRead(fn); // signs the unsubscribe links of reminder mails
      // EventBridge Scheduler (UTC cron), with the retry policy and maximum event age set explicitly.
      const retry = scheduled.retry ?? { maximumRetryAttempts: 2, maximumEventAgeSeconds: 3_600 };
      new SchedulerSchedule(this, `Schedule-${scheduled.id}`, {
        description: `Cutroom ${config.stage}: ${scheduled.id}`,
        schedule: ScheduleExpression.expression(scheduled.cron),
        target: new LambdaInvoke(fn, {
          retryAttempts: retry.maximumRetryAttempts,
          maxEventAge: Duration.seconds(retry.maximumEventAgeSeconds),
          // An invocation that failed every retry is kept (and alarmed on), not dropped.
          deadLetterQueue: scheduleDeadLetters(),
        }),
      });
      // The scheduler's role (made by the target, at stack level) may invoke the function and its versions.
      for (const role of this.node.children.filter((c) => c.node.id.startsWith('SchedulerRoleForTarget'))) {
        acknowledgeAll(
          role,
          [`AwsSolutions-IAM5[Resource::<${this.getLogicalId(fn.node.defaultChild as CfnElement)}.Arn>:*]`],
          'EventBridge Scheduler invokes this one function (any of its versions); the role allows nothing else.',
        );
      }
    }

    const notify = notifyPipeline(this, {
      entry: handlerEntry('notify', root),
      makeFunction,
      environment: env,
      table,
      mail,
      mailLinkSecret,
      removalPolicy,
    });

    // --- the SPA's runtime configuration ---
    web.deployRuntimeConfig({
      apiBase: '',
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.client.userPoolClientId,
      region: this.region,
      authFlowType: 'USER_SRP_AUTH',
      stage: config.stage,
      googleSignIn: auth.oauthDomain !== undefined,
      ...(auth.oauthDomain ? { oauthDomain: auth.oauthDomain } : {}),
      ...(config.paddleClientToken
        ? { paddle: { clientToken: config.paddleClientToken, environment: config.paddleEnvironment } }
        : {}),
      ...(config.googleDriveClientId
        ? {
            driveOAuth: {
              authUrl: GOOGLE_OAUTH_AUTHORIZE_URL,
              clientId: config.googleDriveClientId,
              scope: GOOGLE_DRIVE_READONLY_SCOPE,
            },
          }
        : {}),
    });

    // --- alarms ---
    const monitoring = new Monitoring(this, 'Monitoring', {
      stage: config.stage,
      alarmEmail: config.alarmEmail,
    });
    monitoring.alarmOnDeadLetters('download-dlq-depth', downloads.deadLetterQueue);
    monitoring.alarmOnStuckQueue('download-queue-age', downloads.queue, 2 * LIMITS.downloadTimeoutSeconds);
    monitoring.alarmOnDeadLetters('erasure-dlq-depth', erasure.deadLetterQueue);
    if (transcoder) {
      monitoring.alarmOnDeadLetters('transcode-events-dlq-depth', transcoder.deadLetterQueue);
      monitoring.alarmOnBusinessMetric('transcodes-failed', {
        metric: BUSINESS_METRICS.transcodesFailed,
        service: 'cutroom-transcode-events',
        threshold: 5,
        period: Duration.hours(1),
        description:
          'More than 5 proxy jobs failed in MediaConvert within an hour: check the job errors in the MediaConvert console.',
      });
    }
    monitoring.alarmOnServerErrors(http.api);
    monitoring.alarmOnClientErrors(http.api, LIMITS.alarmApi4xxPer5Minutes);
    monitoring.alarmOnThrottledAnswers(http.accessLogs, LIMITS.alarmApi429Per5Minutes);
    monitoring.alarmOnTableThrottles(table);
    notify?.alarm(monitoring, config.stage);
    for (const [name, fn] of this.functions) {
      monitoring.alarmOnErrors(name, fn);
      monitoring.alarmOnThrottles(name, fn);
    }
    const downloadWorker = this.functions.get('download-video');
    if (downloadWorker) {
      monitoring.alarmOnDurationNearTimeout('download-video', downloadWorker, LIMITS.downloadTimeoutSeconds);
    }
    if (scheduleDlq) monitoring.alarmOnDeadLetters('schedule-dlq-depth', scheduleDlq);
    if (mail.deliveryEventsDeadLetters) {
      monitoring.alarmOnDeadLetters('mail-events-dlq-depth', mail.deliveryEventsDeadLetters);
    }
    // WAF's metrics of a CloudFront web ACL exist in us-east-1 only, where its alarm must live too.
    firewall.alarmOnBlocks({
      stage: config.stage,
      threshold: LIMITS.alarmWafBlockedPer5Minutes,
      topic: this.edgeStack ? undefined : monitoring.topic,
      alarmEmail: config.alarmEmail,
    });
    if (this.functions.has('mail-events')) {
      // SES reviews accounts whose bounce rate passes 5% and may pause sending above 10%.
      monitoring.alarmOnBusinessMetric('mails-bounced', {
        metric: BUSINESS_METRICS.mailsBounced,
        service: 'cutroom-mail-events',
        threshold: 5,
        period: Duration.hours(1),
        description:
          'More than 5 product e-mails bounced within an hour: check the sending reputation in SES.',
      });
    }
    if (this.functions.has('public-api')) {
      // The billing webhook (public-api) counts a customer seen with two live subscriptions: they may be
      // billed twice, so one case is enough to page someone.
      monitoring.alarmOnBusinessMetric('duplicate-subscriptions', {
        metric: BUSINESS_METRICS.duplicateSubscriptions,
        service: 'cutroom-public-api',
        threshold: 0,
        period: Duration.minutes(5),
        description:
          'A customer has more than one live subscription (may be billed twice): see the BILLING_ALERT item and cancel and refund the extra one in Paddle.',
      });
    }
    if (this.functions.has('download-video')) {
      monitoring.alarmOnBusinessMetric('imports-failed', {
        metric: BUSINESS_METRICS.importsFailed,
        service: 'cutroom-download-video',
        threshold: 10,
        period: Duration.hours(1),
        description: 'More than 10 imports ended without a stored copy within an hour: check Drive access.',
      });
    }

    // --- outputs ---
    const outputs: Record<string, string> = {
      AppUrl: appUrl,
      ApiEndpoint: http.api.apiEndpoint,
      UserPoolId: auth.userPool.userPoolId,
      UserPoolClientId: auth.client.userPoolClientId,
      TableName: table.tableName,
      MediaBucketName: bucket.bucketName,
      DownloadQueueUrl: downloads.queue.queueUrl,
      DownloadDeadLetterQueueUrl: downloads.deadLetterQueue.queueUrl,
      DriveApiKeySecretArn: driveApiKey.secretArn,
      PaddleApiKeySecretArn: paddleApiKey.secretArn,
      PaddleWebhookSecretArn: paddleWebhookSecret.secretArn,
      ErasureQueueUrl: erasure.queue.queueUrl,
      AlarmTopicArn: monitoring.topic.topicArn,
      MailIdentity: mail.identity.emailIdentityName,
      ...mail.dnsRecordOutputs(),
    };
    for (const [key, value] of Object.entries(outputs)) new CfnOutput(this, key, { value });

    // Resource wildcards of the grants above: only this stack's own table indexes and bucket keys.
    for (const [name, fn] of this.functions) {
      acknowledgeAll(
        fn,
        [
          ownArnFinding(table, '/index/*'),
          ownArnFinding(bucket, '/*'),
          ownArnFinding(bucket, `/${LIMITS.avatarPrefix}*`),
        ],
        "Grants on this stack's own table (its indexes) and media bucket (its object keys), nothing else.",
      );
      if (name === 'public-api') {
        acknowledgeAll(
          fn,
          [ANY_RESOURCE_FINDING],
          'ses:GetAccount (health check) has no resource-level permission.',
        );
      }
    }
    this.acknowledgeCdkProviderFindings(web.bucket);
  }

  /**
   * CDK's own singleton providers (the SPA deployment, auto-deleted buckets in dev): their runtime, managed
   * policy and asset-bucket wildcards are chosen by aws-cdk-lib, not by us.
   */
  private acknowledgeCdkProviderFindings(spaBucket: IConstruct): void {
    // CDK's asset bucket, as the pack prints it: pseudo parameters unless the stack is pinned to an environment.
    const account = Token.isUnresolved(this.account) ? '<AWS::AccountId>' : this.account;
    const region = Token.isUnresolved(this.region) ? '<AWS::Region>' : this.region;
    for (const child of this.node.children) {
      if (!/^Custom::(CDKBucketDeployment|S3AutoDeleteObjects)/.test(child.node.id)) continue;
      acknowledgeAll(
        child,
        [
          'AwsSolutions-L1',
          BASIC_EXECUTION_ROLE_FINDING,
          ...GRANT_ACTION_FINDINGS,
          ANY_RESOURCE_FINDING,
          ownArnFinding(spaBucket, '/*'),
          `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${account}-${region}/*]`,
        ],
        "A provider function of aws-cdk-lib itself (BucketDeployment, auto-delete objects): its runtime and policy are the library's.",
      );
    }
  }
}
