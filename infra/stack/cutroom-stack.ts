/**
 * The whole cloud system in one stack, one construct per concern: the table, the media bucket, the download
 * queue, mail, auth, the Lambdas, the contract's HTTP API behind CloudFront with the SPA, signed playback,
 * alarms. The functions (their triggers, grants and alarms) are rows of function-table.ts that this
 * constructor walks; grants are least privilege per function.
 */
import { REVIEW_LIMITS } from '../../shared/api/endpoints/review';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct, IConstruct } from 'constructs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Endpoint, LambdaGroup } from '../../shared/api/endpoint';
import { PRODUCT_NAME } from '../../shared/config/product';
import { ENV } from '../../shared/config/env-names';
import { AccessLogBucket } from './access-log-bucket';
import { WAF_CLOUDFRONT_REGION } from './regions';
import { appAliasRecords, appCertificate, type AppDomainConfig } from './app-domain';
import { type AppSecrets, createAppSecrets } from './app-secrets';
import { parseReviewDomains, ReviewDomains } from './review-domains';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { REVIEW_PAGE_KEY } from './web-distribution';
import { DataTable } from './data-table';
import { DownloadQueue } from './download-queue';
import { ErasureQueue } from './erasure-queue';
import { WorkQueue } from './work-queue';
import { REMINDER_QUEUE, WEBHOOK_QUEUE } from '../../shared/config/queues';
import { API_KEY_AUTHORIZER, HTTP_FUNCTIONS, WORKER_FUNCTIONS } from './function-table';
import { apiV1Endpoints } from '../../shared/api/public-api';
import { FunctionWiring } from './function-wiring';
import { ContractHttpApi } from './http-api';
import { apiGroupEntries, handlerEntry, missingHandlersMessage, REPO_ROOT } from './lambda-groups';
import { LIMITS } from './limits';
import { MailSender } from './mail-sender';
import { MediaBucket } from './media-bucket';
import { MediaDistribution } from './media-distribution';
import { BrandAssetsDistribution } from './brand-assets-distribution';
import {
  acknowledgeAll,
  ANY_RESOURCE_FINDING,
  BASIC_EXECUTION_ROLE_FINDING,
  GRANT_ACTION_FINDINGS,
  ownArnFinding,
} from './nag-findings';
import { Monitoring } from './monitoring';
import type { BundlingMode, StackConfig } from './stack-config';
import { PLACEHOLDER_MAIL_FROM } from './stack-config';
import { UserPoolAuth, type UserPoolAuthProps } from './user-pool';
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
    // Prod keeps its data on an update or a delete, but not on the rollback of a failed first create: a
    // retained fixed-name secret (or table, pool…) would make the retry fail with 'already exists'.
    const removalPolicy = config.isProd ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY;
    this.warnAboutPlaceholders(config);
    // A contract group without its handler (being written right now) fails a prod synth; elsewhere its routes
    // are left out, with a warning naming them.
    const { present: apiGroups, missing } = apiGroupEntries(props.endpoints, root);
    if (missing.length > 0) {
      const message = `Routes left out: ${missingHandlersMessage(missing)}.`;
      if (config.isProd) throw new Error(message);
      Annotations.of(this).addWarningV2('cutroom:missing-handlers', message);
    }

    // --- data, queues, mail, secrets, the web firewall (a CloudFront web ACL lives in us-east-1) ---
    const { table } = new DataTable(this, 'Data', {
      removalPolicy,
      deletionProtection: config.deletionProtectionOn,
      ...(config.indexMigration ? { indexMigration: config.indexMigration } : {}),
    });
    const workerTimeout = Duration.seconds(LIMITS.downloadTimeoutSeconds);
    const downloads = new DownloadQueue(this, 'Downloads', { workerTimeout, removalPolicy });
    const erasure = new ErasureQueue(this, 'Erasure', { removalPolicy });
    const reminders = new WorkQueue(this, 'Reminders', { settings: REMINDER_QUEUE, removalPolicy });
    const webhooks = new WorkQueue(this, 'Webhooks', { settings: WEBHOOK_QUEUE, removalPolicy });
    const mail = new MailSender(this, 'Mail', {
      stage: config.stage,
      sender: config.sender,
      domain: config.mailDomain,
      ...(config.mailFromDomain ? { mailFromDomain: config.mailFromDomain } : {}),
    });
    const secrets = createAppSecrets(this, config, removalPolicy);
    const logBucket = new AccessLogBucket(this, 'AccessLogs', { removalPolicy }).bucket;
    this.edgeStack = needsEdgeStack(props) ? edgeStack(scope, id, props) : undefined;
    const firewall = new WebFirewall(this.edgeStack ?? this, 'Firewall', { stage: config.stage });

    // --- the public origin: the API (routes come with its functions) behind CloudFront with the SPA ---
    const http = new ContractHttpApi(this, 'Http', { stage: config.stage, removalPolicy });
    const domain = appDomainOf(config);
    const web = new WebDistribution(this, 'Web', {
      ...(domain
        ? { domain: { name: domain.domainName, certificate: appCertificate(this.edgeStack ?? this, domain) } }
        : {}),
      stage: config.stage,
      removalPolicy,
      apiDomainName: http.domainName,
      apiOriginSecret: secrets.origin.secretValue,
      spaDistPath: join(root, 'frontend', 'dist'),
      logBucket,
      webAclArn: firewall.arn,
      extraMediaOrigins: config.playbackSigning === 'cloudfront' ? ['https://*.cloudfront.net'] : [],
      ...(config.paddleClientToken ? { paddleEnvironment: config.paddleEnvironment } : {}),
    });
    const appUrl = web.url;
    const reviewDomains = parseReviewDomains(config.reviewDomains);
    if (reviewDomains.length > 0) {
      new ReviewDomains(this, 'ReviewDomains', {
        stage: config.stage,
        domains: reviewDomains,
        spaBucket: web.bucket,
        apiDomainName: http.domainName,
        apiOriginSecret: secrets.origin.secretValue,
        documentHeaders: web.documentHeaders,
        apiHeaders: web.apiHeaders,
        webAclArn: firewall.arn,
      });
    }
    if (domain) appAliasRecords(this, domain, web.distribution);
    const { bucket } = new MediaBucket(this, 'Media', { removalPolicy, allowedOrigins: [appUrl], logBucket });
    const playback = signedPlayback(this, config, { bucket, logBucket, webAclArn: firewall.arn, appUrl });
    const brandAssets = new BrandAssetsDistribution(this, 'BrandAssets', {
      stage: config.stage,
      bucket,
      logBucket,
      webAclArn: firewall.arn,
    });

    // --- the functions: rows of the function table whose handler exists ---
    const monitoring = new Monitoring(this, 'Monitoring', {
      stage: config.stage,
      alarmEmail: config.alarmEmail,
    });
    const wiring = new FunctionWiring(this, {
      stage: config.stage,
      removalPolicy,
      bundling: props.bundling ?? 'production',
      table,
      bucket,
      queues: {
        downloads: downloads.queue,
        erasure: erasure.queue,
        reminders: reminders.queue,
        webhooks: webhooks.queue,
      },
      secrets: { ...secrets, ...(playback ? { playbackKey: playback.privateKey } : {}) },
      mail,
      monitoring,
    });
    const envInput = {
      config,
      secrets,
      appUrl,
      brandAssetsUrl: brandAssets.url,
      playback,
      mail,
      table,
      bucket,
      downloads,
      erasure,
      reminders,
      webhooks,
    };
    const baseEnv = functionEnvironment(envInput);
    const workers = WORKER_FUNCTIONS.map((spec) => ({ spec, entry: handlerEntry(spec.name, root) })).filter(
      (w) => existsSync(w.entry),
    );
    // Cognito triggers first: the pool depends on them, so they cannot see its ids.
    const cognito = new Map<string, IFunction>();
    for (const { spec, entry } of workers) {
      if (spec.trigger.kind === 'cognito')
        cognito.set(spec.trigger.operation, wiring.build(spec, entry, baseEnv));
    }
    const auth = new UserPoolAuth(this, 'Auth', {
      removalPolicy,
      deletionProtection: config.deletionProtectionOn,
      stage: config.stage,
      appUrl,
      postConfirmation: cognito.get('postConfirmation'),
      customMessage: cognito.get('customMessage'),
      ...userPoolMailAndSignIn(config, mail),
    });
    wiring.userPool = auth.userPool;
    const env = {
      ...baseEnv,
      [ENV.userPoolId]: auth.userPool.userPoolId,
      [ENV.userPoolClientId]: auth.client.userPoolClientId,
    };
    const apiFunctions = new Map<LambdaGroup, IFunction>();
    for (const group of apiGroups) {
      const apiEnv = {
        ...env,
        [ENV.originSecretArn]: secrets.origin.secretArn,
        // A popular link's opens within a few seconds share one read of its project per container.
        ...(group.name === 'review-api'
          ? {
              [ENV.reviewSnapshotCacheSeconds]: String(REVIEW_LIMITS.cloudSnapshotCacheSeconds),
              // The review page's built HTML, which its page route sends with the preview tags.
              [ENV.reviewPageSource]: `s3://${web.bucket.bucketName}/${REVIEW_PAGE_KEY}`,
            }
          : {}),
      };
      const fn = wiring.build(HTTP_FUNCTIONS[group.name], group.entry, apiEnv);
      // One object, one action: the built review page (no wildcard of a bucket grant).
      if (group.name === 'review-api') {
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['s3:GetObject'],
            resources: [web.bucket.arnForObjects(REVIEW_PAGE_KEY)],
          }),
        );
      }
      apiFunctions.set(group.name, fn);
    }
    // The public API v1 (the editor routes an API key may call) rides on editor-api, behind its authorizer.
    const authorizerEntry = handlerEntry(API_KEY_AUTHORIZER.name, root);
    const servesApiV1 = apiFunctions.has('editor-api') && existsSync(authorizerEntry);
    http.addContractRoutes({
      endpoints: [...props.endpoints, ...(servesApiV1 ? apiV1Endpoints : [])].filter(
        (e) => !missing.some((m) => m.name === e.lambda),
      ),
      ...(servesApiV1 ? { apiKeyAuthorizer: wiring.build(API_KEY_AUTHORIZER, authorizerEntry, env) } : {}),
      functions: apiFunctions,
      jwtIssuer: auth.issuerUrl,
      jwtAudience: auth.client.userPoolClientId,
    });
    for (const { spec, entry } of workers)
      if (spec.trigger.kind !== 'cognito') wiring.build(spec, entry, env);
    for (const [name, fn] of wiring.functions) this.functions.set(name, fn);

    web.deployRuntimeConfig(spaRuntimeConfig(this, config, auth));

    // --- alarms of the stack's own resources (each function's come with its row) ---
    monitoring.alarmOnDeadLetters('download-dlq-depth', downloads.deadLetterQueue);
    monitoring.alarmOnStuckQueue('download-queue-age', downloads.queue, 2 * LIMITS.downloadTimeoutSeconds);
    monitoring.alarmOnDeadLetters('erasure-dlq-depth', erasure.deadLetterQueue);
    monitoring.alarmOnDeadLetters('reminders-dlq-depth', reminders.deadLetterQueue);
    monitoring.alarmOnDeadLetters('webhooks-dlq-depth', webhooks.deadLetterQueue);
    monitoring.alarmOnServerErrors(http.api);
    monitoring.alarmOnClientErrors(http.api, LIMITS.alarmApi4xxPer5Minutes);
    monitoring.alarmOnThrottledAnswers(http.accessLogs, LIMITS.alarmApi429Per5Minutes);
    monitoring.alarmOnTableThrottles(table);
    // WAF's metrics of a CloudFront web ACL exist in us-east-1 only, where its alarm must live too.
    firewall.alarmOnBlocks({
      stage: config.stage,
      threshold: LIMITS.alarmWafBlockedPer5Minutes,
      topic: this.edgeStack ? undefined : monitoring.topic,
      alarmEmail: config.alarmEmail,
    });

    this.addOutputs({ appUrl, http, auth, table, bucket, downloads, erasure, secrets, monitoring, mail });
    this.acknowledgeCdkProviderFindings(web.bucket);
  }

  /** What ops and the local tools read after a deploy. */
  private addOutputs(r: {
    appUrl: string;
    http: ContractHttpApi;
    auth: UserPoolAuth;
    table: { tableName: string };
    bucket: IBucket;
    downloads: DownloadQueue;
    erasure: ErasureQueue;
    secrets: AppSecrets;
    monitoring: Monitoring;
    mail: MailSender;
  }): void {
    const outputs: Record<string, string> = {
      AppUrl: r.appUrl,
      ApiEndpoint: r.http.api.apiEndpoint,
      UserPoolId: r.auth.userPool.userPoolId,
      UserPoolClientId: r.auth.client.userPoolClientId,
      TableName: r.table.tableName,
      MediaBucketName: r.bucket.bucketName,
      DownloadQueueUrl: r.downloads.queue.queueUrl,
      DownloadDeadLetterQueueUrl: r.downloads.deadLetterQueue.queueUrl,
      DriveApiKeySecretArn: r.secrets.driveApiKey.secretArn,
      PaddleApiKeySecretArn: r.secrets.paddleApiKey.secretArn,
      PaddleWebhookSecretArn: r.secrets.paddleWebhookSecret.secretArn,
      ErasureQueueUrl: r.erasure.queue.queueUrl,
      AlarmTopicArn: r.monitoring.topic.topicArn,
      MailIdentity: r.mail.identity.emailIdentityName,
      ...r.mail.dnsRecordOutputs(),
    };
    for (const [key, value] of Object.entries(outputs)) new CfnOutput(this, key, { value });
  }

  private warnAboutPlaceholders(config: StackConfig): void {
    if (config.sender === PLACEHOLDER_MAIL_FROM) {
      Annotations.of(this).addWarningV2(
        'cutroom:mail-placeholder',
        `No mailFrom/mailDomain context: e-mail is sent from ${PLACEHOLDER_MAIL_FROM}, which SES will not verify.`,
      );
    }
    if (!config.paddlePriceIds) {
      Annotations.of(this).addWarningV2(
        'cutroom:paddle-prices',
        'No paddlePriceIds context: checkout answers an error until the Paddle price ids are given.',
      );
    }
  }

  /**
   * CDK's own singleton provider of the SPA deployment: its runtime, managed policy and asset-bucket wildcards
   * are chosen by aws-cdk-lib, not by us. (The auto-delete provider is a plain CfnResource the pack does not
   * inspect, so it has nothing to acknowledge.)
   */
  private acknowledgeCdkProviderFindings(spaBucket: IConstruct): void {
    // CDK's asset bucket, as the pack prints it: pseudo parameters unless the stack is pinned to an environment.
    const account = Token.isUnresolved(this.account) ? '<AWS::AccountId>' : this.account;
    const region = Token.isUnresolved(this.region) ? '<AWS::Region>' : this.region;
    for (const child of this.node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
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
        "A provider function of aws-cdk-lib itself (BucketDeployment): its runtime and policy are the library's.",
      );
    }
  }
}

/** The us-east-1 stack holding the CloudFront web ACL of a stack in another region. */
function edgeStack(scope: Construct, id: string, props: CutroomStackProps): Stack {
  return new Stack(scope, `${id}-edge`, {
    env: { account: props.env?.account, region: WAF_CLOUDFRONT_REGION },
    crossRegionReferences: true,
    description: `Cutroom (${props.config.stage}): the CloudFront web ACL (us-east-1)`,
    // Deleting it would take the firewall (and the cross-region references) from under the app.
    terminationProtection: props.config.isProd,
  });
}

/** CloudFront-signed playback (its own distribution and key), when the context configures it. */
function signedPlayback(
  stack: Stack,
  config: StackConfig,
  input: { bucket: IBucket; logBucket: IBucket; webAclArn: string; appUrl: string },
): { distribution: MediaDistribution; privateKey: ISecret } | undefined {
  const { playbackPublicKeyPem: publicKeyPem, playbackPrivateKeySecretName: privateKeyName } = config;
  if (config.playbackSigning !== 'cloudfront' || !publicKeyPem || !privateKeyName) return undefined;
  return {
    distribution: new MediaDistribution(stack, 'Playback', {
      stage: config.stage,
      bucket: input.bucket,
      publicKeyPem,
      logBucket: input.logBucket,
      webAclArn: input.webAclArn,
      allowedOrigins: [input.appUrl],
    }),
    privateKey: Secret.fromSecretNameV2(stack, 'PlaybackPrivateKey', privateKeyName),
  };
}

/** Who mails the user pool's codes (SES with the product's sender, or Cognito), and Google sign-in. */
function userPoolMailAndSignIn(config: StackConfig, mail: MailSender): Partial<UserPoolAuthProps> {
  return {
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
  };
}

/** The app's custom domain (certificate and hosted zone optional), when the context names one. */
function appDomainOf(config: StackConfig): AppDomainConfig | undefined {
  if (!config.domainName) return undefined;
  return {
    domainName: config.domainName,
    ...(config.hostedZoneId && config.hostedZoneName
      ? { hostedZone: { id: config.hostedZoneId, name: config.hostedZoneName } }
      : {}),
    ...(config.certificateArn ? { certificateArn: config.certificateArn } : {}),
  };
}

/** Every function's environment (names shared with the runtime and the local system), before the user pool. */
function functionEnvironment(input: {
  config: StackConfig;
  secrets: AppSecrets;
  appUrl: string;
  brandAssetsUrl: string;
  playback: { distribution: MediaDistribution; privateKey: ISecret } | undefined;
  mail: MailSender;
  table: { tableName: string };
  bucket: { bucketName: string };
  downloads: DownloadQueue;
  erasure: ErasureQueue;
  reminders: WorkQueue;
  webhooks: WorkQueue;
}): Record<string, string> {
  const { config, secrets, playback, mail } = input;
  return {
    [ENV.stage]: config.stage,
    [ENV.tableName]: input.table.tableName,
    [ENV.mediaBucket]: input.bucket.bucketName,
    [ENV.downloadQueueUrl]: input.downloads.queue.queueUrl,
    [ENV.mailFrom]: mail.sender,
    [ENV.mailConfigurationSet]: mail.configurationSet.configurationSetName,
    [ENV.appUrl]: input.appUrl,
    [ENV.brandAssetsUrl]: input.brandAssetsUrl,
    [ENV.driveApiKeySecretArn]: secrets.driveApiKey.secretArn,
    [ENV.playbackSigning]: playback ? 'cloudfront' : 's3',
    [ENV.erasureQueueUrl]: input.erasure.queue.queueUrl,
    [ENV.reminderQueueUrl]: input.reminders.queue.queueUrl,
    [ENV.webhookQueueUrl]: input.webhooks.queue.queueUrl,
    [ENV.sesMaxSendRate]: String(REMINDER_QUEUE.sesMaxSendRate),
    [ENV.paddleEnvironment]: config.paddleEnvironment,
    ...(config.paddlePriceIds ? { [ENV.paddlePriceIds]: config.paddlePriceIds } : {}),
    [ENV.paddleApiKeySecretArn]: secrets.paddleApiKey.secretArn,
    [ENV.paddleWebhookSecretArn]: secrets.paddleWebhookSecret.secretArn,
    [ENV.mailLinkSecretArn]: secrets.mailLinkSecret.secretArn,
    [ENV.dropboxTokenSecretArn]: secrets.dropboxToken.secretArn,
    [ENV.graphTokenSecretArn]: secrets.graphToken.secretArn,
    [ENV.boxTokenSecretArn]: secrets.boxToken.secretArn,
    ...(playback
      ? {
          [ENV.playbackDomain]: playback.distribution.domainName,
          [ENV.playbackKeyPairId]: playback.distribution.publicKey.publicKeyId,
          [ENV.playbackPrivateKeySecretArn]: playback.privateKey.secretArn,
        }
      : {}),
  };
}

/** The SPA's runtime configuration (config.json beside the app). */
function spaRuntimeConfig(stack: Stack, config: StackConfig, auth: UserPoolAuth) {
  return {
    apiBase: '',
    userPoolId: auth.userPool.userPoolId,
    userPoolClientId: auth.client.userPoolClientId,
    region: stack.region,
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
  } as const;
}
