/**
 * The whole system on one machine: the AWS stand-ins on 127.0.0.1, the queue poller and schedule runner
 * driving the same handlers as the cloud, the Drive stand-in, and the API server with the SPA.
 * Used by `npm start` (fixed ports, data under .local/) and by the tests (free ports, in memory).
 */
import { DOWNLOAD_QUEUE } from '../../shared/config/queues';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENV } from '../../shared/config/env-names';
import { billingWebhook } from '../../shared/api/endpoints/billing';
import { ensureMediaFixtures, ffmpegVersion } from './media-fixtures/fixtures';
import { stopFfmpegTranscodes } from '../../functions/media/adapters/ffmpeg-transcoder';
import { startPaddleStandIn, type StandInPrice } from './paddle-stand-in/server';
import { PLAN_CATALOGUE, type PaidPlanLevel } from '../../shared/domain/plans';
import { EXTRA_SEAT_PRICE } from '../../shared/domain/team';
import { startApiServer } from './api-server';
import { loadFunctionHandler, REPO_ROOT } from './handler-loader';
import { startQueuePoller, type QueuePoller, type SqsWorkerHandler } from './queue-poller';
import { startScheduleRunner, type ScheduleRunner, type ScheduledHandler } from './schedule-runner';
import { startNotifyStream } from './notify-stream';
import { ensureWebhookQueues, startWebhookWorkers } from './webhooks-local';
import { startIntegrationsStandIn } from './integrations-stand-in/server';
import { LOCAL_AWS, startDynamoDb } from './services/dynamodb';
import { startMail } from './services/mail';
import { localSnsEvent } from './sns-event';
import { lambdaContext } from './lambda-context';
import type { Context, SNSEvent } from 'aws-lambda';
import { LOCAL_HOST, resolvePort } from './services/ports';
import { REMINDER_QUEUE } from '../../shared/config/queues';
import {
  ensureBucket,
  ensureDownloadQueues,
  ensureErasureQueues,
  ensureReminderQueues,
  LOCAL_RESOURCE_NAMES,
  type QueuePair,
} from './services/resources';
import { startS3Sqs } from './services/s3-sqs';
import { startFootageStandIn } from './footage-stand-in/server';
import { LOCAL_DNS_QUERY_PATH } from './local-dns';
import { FRONTEND_DIST } from './web';
import { REVIEW_ENTRY_PAGE } from '../../shared/config/site-pages';
import { FOOTAGE_STAND_IN_TOKEN } from './footage-stand-in/footage-fixtures';
import { startLambdaEndpoint } from './services/lambda-endpoint';
import { startUserPool, type CodeDelivery } from './services/user-pool';
import type { SeedResult } from './seed/seed';
import type { WebMode } from './web';
import {
  accountCodeMail,
  type AccountCodePurpose,
} from '../../functions/notify/mail/templates/account-code-mail';

/** Each port of the local system, its default for `npm start` and the variable that changes it. */
export const LOCAL_PORTS = {
  app: { default: 3000, variable: 'PORT' },
  dynamodb: { default: 8000, variable: 'CUTROOM_DYNAMODB_PORT' },
  s3sqs: { default: 4566, variable: 'CUTROOM_S3_SQS_PORT' },
  mail: { default: 8005, variable: 'CUTROOM_MAIL_PORT' },
  cognito: { default: 9229, variable: 'CUTROOM_COGNITO_PORT' },
  drive: { default: 4010, variable: 'CUTROOM_DRIVE_PORT' },
  paddle: { default: 4020, variable: 'CUTROOM_PADDLE_PORT' },
  footage: { default: 4030, variable: 'CUTROOM_FOOTAGE_PORT' },
  integrations: { default: 4040, variable: 'CUTROOM_INTEGRATIONS_PORT' },
} as const;
export type LocalPortName = keyof typeof LOCAL_PORTS;

/**
 * The one origin of the local app, whatever its port: what `npm start` prints, what the tests open, and
 * where every redirect and e-mail link points.
 */
export function localAppOrigin(port: number): string {
  return `http://localhost:${port}`;
}

export const LOCAL_TABLE_NAME = 'cutroom';
export const LOCAL_MAIL_FROM = 'no-reply@cutroom.local';
export const SAMPLE_MEDIA_DIR = join(REPO_ROOT, 'infra', 'local', 'sample-media');
const DRIVE_STAND_IN_MODULE = join(REPO_ROOT, 'infra', 'local', 'drive-stand-in', 'server.ts');
/** The Drive API key the local Drive stand-in accepts (its own default). */
export const LOCAL_DRIVE_API_KEY = 'local-drive-api-key';

/** The key that signs unsubscribe links locally (the cloud keeps its own in Secrets Manager). */
export const LOCAL_MAIL_LINK_SECRET = 'local-mail-link-secret';

/** The local billing setup: the stand-in's API key, webhook secret and price ids (server config only). */
export const LOCAL_PADDLE = {
  apiKey: 'local-paddle-api-key',
  webhookSecret: 'pdl_ntfset_local_webhook_secret',
  priceIds: {
    basic_monthly: 'pri_local_basic_monthly',
    basic_annual: 'pri_local_basic_annual',
    pro_monthly: 'pri_local_pro_monthly',
    pro_annual: 'pri_local_pro_annual',
  },
  /** Pro's extra seats: one per-seat price per billing period (the seat item's quantity is the count). */
  seatPriceIds: { seat_monthly: 'pri_local_seat_monthly', seat_annual: 'pri_local_seat_annual' },
} as const;

/** The stand-in's catalogue: Paddle holds the prices (cents), the same as the plan page shows. */
const standInPrice = (plan: PaidPlanLevel, interval: 'month' | 'year'): StandInPrice => {
  const entry = PLAN_CATALOGUE[plan];
  const dollars = interval === 'month' ? entry.monthlyPrice : entry.annualPrice;
  return {
    label: `${entry.name} — $${dollars} / ${interval}`,
    interval,
    amount: Math.round(dollars * 100),
    productName: entry.name,
  };
};
function seatPrice(interval: 'month' | 'year'): StandInPrice {
  const dollars = interval === 'month' ? EXTRA_SEAT_PRICE.monthly : EXTRA_SEAT_PRICE.annual;
  return {
    label: `Extra seat — $${dollars} / ${interval}`,
    interval,
    amount: Math.round(dollars * 100),
    productName: 'Extra seat',
    perSeat: true,
  };
}
const LOCAL_PADDLE_PRICES: Record<string, StandInPrice> = {
  [LOCAL_PADDLE.priceIds.basic_monthly]: standInPrice('basic', 'month'),
  [LOCAL_PADDLE.priceIds.basic_annual]: standInPrice('basic', 'year'),
  [LOCAL_PADDLE.priceIds.pro_monthly]: standInPrice('pro', 'month'),
  [LOCAL_PADDLE.priceIds.pro_annual]: standInPrice('pro', 'year'),
  [LOCAL_PADDLE.seatPriceIds.seat_monthly]: seatPrice('month'),
  [LOCAL_PADDLE.seatPriceIds.seat_annual]: seatPrice('year'),
};

export interface LocalSystemOptions {
  /** Folder for persisted data (npm start: .local/). Ignored when inMemory. */
  dataDir?: string;
  /** Tests: nothing written to disk except a temporary user-pool folder removed on stop. */
  inMemory?: boolean;
  /** Per port: a number (0 = free port). Missing ports take their npm-start default. */
  ports?: Partial<Record<LocalPortName, number>>;
  web: WebMode;
  /** Runs the seed (demo editor, demo project) after start. */
  seed?: boolean;
  /** Visibility timeout of the download queue (seconds); short in tests so retries are quick. */
  queueVisibilityTimeoutSeconds?: number;
  /** Run the queue poller and schedule runner (default true). */
  workers?: boolean;
  log?: (message: string) => void;
  verbose?: boolean;
}

export interface LocalSystemUrls {
  /** The app (SPA + /api) at its one origin, http://localhost:PORT (localAppOrigin). */
  app: string;
  mail: string;
  dynamodb: string;
  s3: string;
  sqs: string;
  ses: string;
  cognito: string;
  /** '' when the Drive stand-in is not there yet. */
  drive: string;
  /** The Paddle stand-in (checkout and portal pages, Paddle API, signed webhooks). */
  paddle: string;
  /** The Slack and webhook receiver stand-in (its page at `/`). */
  integrations: string;
}

export interface LocalSystem {
  urls: LocalSystemUrls;
  /** Every ENV variable the handlers read, as set in process.env. */
  env: Record<string, string>;
  userPoolId: string;
  clientId: string;
  tableName: string;
  bucket: string;
  queues: QueuePair;
  /** The SPA runtime config served at /config.json. */
  runtimeConfig: Record<string, unknown>;
  /** What /__local/system serves (the test setup's TestSystemInfo). */
  info: Record<string, unknown>;
  /** Set when the seed ran (options.seed). */
  seeded?: SeedResult;
  stop(): Promise<void>;
}

/** The user pool's code mail, rendered by the same template as the cloud's CustomMessage trigger. */
function codeMail(delivery: CodeDelivery, appUrl: string) {
  const purpose: AccountCodePurpose =
    delivery.operation === 'ForgotPassword'
      ? 'forgotPassword'
      : delivery.operation === 'SignUp' || delivery.operation === 'ResendConfirmationCode'
        ? 'signUp'
        : 'verify';
  return accountCodeMail({ purpose, code: delivery.code, recipientName: null, appUrl });
}

interface DriveStandInModule {
  startDriveStandIn(options: {
    host?: string;
    port?: number;
    mediaDir: string;
    apiKey?: string;
  }): Promise<{ url: string; close(): Promise<void> }>;
}

export async function startLocalSystem(options: LocalSystemOptions): Promise<LocalSystem> {
  const log = options.log ?? ((message: string) => console.log(message));
  const inMemory = options.inMemory ?? false;
  const dataDir = inMemory ? undefined : resolve(options.dataDir ?? join(REPO_ROOT, '.local'));
  const portOf = (name: LocalPortName) => options.ports?.[name] ?? LOCAL_PORTS[name].default;
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      await stop().catch((error: unknown) => console.error('stop failed:', error));
    }
  };

  try {
    // Fail on a taken app port before starting anything heavy.
    const appPort = await resolvePort(portOf('app'), LOCAL_PORTS.app.variable);

    const [dynamo, s3sqs, mail] = await Promise.all([
      startDynamoDb({
        port: portOf('dynamodb'),
        portVariable: LOCAL_PORTS.dynamodb.variable,
        tableName: LOCAL_TABLE_NAME,
        ...(dataDir ? { dbPath: join(dataDir, 'dynamodb') } : {}),
      }).then((s) => (stops.push(s.stop), s)),
      startS3Sqs({
        port: portOf('s3sqs'),
        portVariable: LOCAL_PORTS.s3sqs.variable,
        ...(dataDir ? { dataDir: join(dataDir, 's3-sqs') } : {}),
      }).then((s) => (stops.push(s.stop), s)),
      startMail({
        port: portOf('mail'),
        portVariable: LOCAL_PORTS.mail.variable,
        // SES → SNS → the mail-events Lambda, in process (bounces and complaints suppress the address).
        onEvent: async (message) => {
          const handler =
            await loadFunctionHandler<(event: SNSEvent, context: Context) => Promise<unknown>>('mail-events');
          await handler?.(localSnsEvent(message), lambdaContext('mail-events'));
        },
      }).then((s) => (stops.push(s.stop), s)),
    ]);

    const ses = new SESv2Client({ ...LOCAL_AWS, endpoint: mail.url });
    stops.push(async () => ses.destroy());
    // cognito-local's triggers run our Lambda handlers through a local Invoke endpoint.
    const lambdas = await startLambdaEndpoint({
      functions: ['cognito-post-confirmation'],
      log: (message) => log(`[lambda] ${message}`),
    });
    stops.push(() => lambdas.close());
    const userPool = await startUserPool({
      triggers: {
        lambdaEndpoint: lambdas.url,
        functions: { PostConfirmation: 'cognito-post-confirmation' },
      },
      port: portOf('cognito'),
      portVariable: LOCAL_PORTS.cognito.variable,
      ...(dataDir ? { dataDir: join(dataDir, 'cognito') } : {}),
      verbose: options.verbose ?? false,
      onCode: (delivery) => {
        codeMail(delivery, localAppOrigin(appPort))
          .then(({ subject, text, html }) =>
            ses.send(
              new SendEmailCommand({
                FromEmailAddress: LOCAL_MAIL_FROM,
                Destination: { ToAddresses: [delivery.destination] },
                Content: {
                  Simple: {
                    Subject: { Data: subject },
                    Body: { Text: { Data: text }, Html: { Data: html } },
                  },
                },
              }),
            ),
          )
          .catch((error: unknown) => log(`could not mail the ${delivery.operation} code: ${String(error)}`));
      },
    });
    stops.push(userPool.stop);

    const s3 = new S3Client({
      ...LOCAL_AWS,
      endpoint: s3sqs.endpoint,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const sqs = new SQSClient({ ...LOCAL_AWS, endpoint: s3sqs.endpoint });
    stops.push(async () => {
      s3.destroy();
      sqs.destroy();
    });
    await ensureBucket(s3, LOCAL_RESOURCE_NAMES.mediaBucket);
    const queues = await ensureDownloadQueues(sqs, {
      visibilityTimeoutSeconds: options.queueVisibilityTimeoutSeconds ?? 60,
    });
    const erasureQueues = await ensureErasureQueues(sqs, {
      visibilityTimeoutSeconds: options.queueVisibilityTimeoutSeconds ?? 30,
    });
    const reminderQueues = await ensureReminderQueues(sqs, {
      visibilityTimeoutSeconds: options.queueVisibilityTimeoutSeconds ?? 30,
    });
    const webhookQueues = await ensureWebhookQueues(sqs, {
      visibilityTimeoutSeconds: options.queueVisibilityTimeoutSeconds ?? 30,
    });
    const integrations = await startIntegrationsStandIn({
      host: LOCAL_HOST,
      port: await resolvePort(portOf('integrations'), LOCAL_PORTS.integrations.variable),
    });
    stops.push(() => integrations.close());

    let driveUrl = '';
    // The media fixture set the stand-in serves (generated with ffmpeg once per script version; cached).
    ensureMediaFixtures({ log });
    const ffmpegReady = ffmpegVersion() !== null;
    if (ffmpegReady) {
      log(`Local transcoder: ${ffmpegVersion()}`);
      stops.push(async () => stopFfmpegTranscodes());
    } else
      log('Local transcoder off: ffmpeg is missing (apt-get install -y ffmpeg); originals play as they are');
    if (existsSync(DRIVE_STAND_IN_MODULE)) {
      const module = (await import(pathToFileURL(DRIVE_STAND_IN_MODULE).href)) as DriveStandInModule;
      const drivePort = await resolvePort(portOf('drive'), LOCAL_PORTS.drive.variable);
      const drive = await module.startDriveStandIn({
        host: LOCAL_HOST,
        port: drivePort,
        mediaDir: SAMPLE_MEDIA_DIR,
        apiKey: LOCAL_DRIVE_API_KEY,
      });
      stops.push(() => drive.close());
      driveUrl = drive.url;
    } else {
      log('Drive stand-in (infra/local/drive-stand-in/server.ts) is not there yet: skipped');
    }

    // Dropbox, Graph (OneDrive/SharePoint), Box and a plain https server, as the footage adapters' far end.
    const footage = await startFootageStandIn({
      host: LOCAL_HOST,
      port: await resolvePort(portOf('footage'), LOCAL_PORTS.footage.variable),
      mediaDir: SAMPLE_MEDIA_DIR,
    });
    stops.push(() => footage.close());

    // The server listens on 127.0.0.1; people (and the browser tests) use the one origin localAppOrigin
    // gives. Every redirect and link (checkout and portal returns, mails) uses it too: a browser sent to
    // another host name has no session there and lands on Sign In.
    const appUrl = localAppOrigin(appPort);
    const paddle = await startPaddleStandIn({
      host: LOCAL_HOST,
      port: await resolvePort(portOf('paddle'), LOCAL_PORTS.paddle.variable),
      apiKey: LOCAL_PADDLE.apiKey,
      webhookSecret: LOCAL_PADDLE.webhookSecret,
      // Server to server: straight to the address the API listens on.
      webhookUrl: () => `http://${LOCAL_HOST}:${appPort}${billingWebhook.path}`,
      appUrl: () => appUrl,
      prices: LOCAL_PADDLE_PRICES,
    });
    stops.push(() => paddle.close());
    const env: Record<string, string> = {
      [ENV.stage]: 'local',
      [ENV.tableName]: LOCAL_TABLE_NAME,
      [ENV.mediaBucket]: LOCAL_RESOURCE_NAMES.mediaBucket,
      [ENV.downloadQueueUrl]: queues.queueUrl,
      [ENV.erasureQueueUrl]: erasureQueues.queueUrl,
      [ENV.reminderQueueUrl]: reminderQueues.queueUrl,
      [ENV.mailFrom]: LOCAL_MAIL_FROM,
      [ENV.appUrl]: appUrl,
      [ENV.userPoolId]: userPool.userPoolId,
      [ENV.userPoolClientId]: userPool.clientId,
      [ENV.localJwtIssuer]: userPool.issuer,
      [ENV.dynamoEndpoint]: dynamo.endpoint,
      [ENV.s3Endpoint]: s3sqs.endpoint,
      // The brand logos' lasting public URL, as the stack's brand-assets distribution serves them.
      [ENV.brandAssetsUrl]: `${s3sqs.endpoint}/${LOCAL_RESOURCE_NAMES.mediaBucket}/brand`,
      [ENV.sqsEndpoint]: s3sqs.endpoint,
      [ENV.sesEndpoint]: mail.url,
      [ENV.cognitoEndpoint]: userPool.endpoint,
      [ENV.driveApiKey]: LOCAL_DRIVE_API_KEY,
      // The local transcoder (Debian's ffmpeg, one job at a time) makes the proxies.
      ...(ffmpegReady ? { [ENV.transcoder]: 'ffmpeg' } : {}),
      ...(driveUrl ? { [ENV.driveEndpoint]: driveUrl } : {}),
      [ENV.paddleEnvironment]: paddle.url,
      [ENV.paddleApiKey]: LOCAL_PADDLE.apiKey,
      [ENV.paddleWebhookSecrets]: LOCAL_PADDLE.webhookSecret,
      [ENV.paddlePriceIds]: JSON.stringify({ ...LOCAL_PADDLE.priceIds, ...LOCAL_PADDLE.seatPriceIds }),
      [ENV.mailLinkSecrets]: LOCAL_MAIL_LINK_SECRET,
      [ENV.footageStandIn]: footage.url,
      // The local server's DNS stand-in: TXT records of review addresses (api-server.ts `/__local/dns-*`).
      [ENV.dnsQueryUrl]: `http://${LOCAL_HOST}:${appPort}${LOCAL_DNS_QUERY_PATH}`,
      [ENV.reviewPageSource]: join(FRONTEND_DIST, REVIEW_ENTRY_PAGE, 'index.html'),
      [ENV.dropboxToken]: FOOTAGE_STAND_IN_TOKEN,
      [ENV.graphToken]: FOOTAGE_STAND_IN_TOKEN,
      [ENV.boxToken]: FOOTAGE_STAND_IN_TOKEN,
      [ENV.webhookQueueUrl]: webhookQueues.queueUrl,
      // The one http loopback origin the outbound guard lets through, and only on this local stage.
      [ENV.outboundLocalOrigins]: integrations.url,
    };
    // The handlers run in this process: give them their environment before anything imports them.
    Object.assign(process.env, env);
    process.env.AWS_REGION ??= LOCAL_AWS.region;

    const runtimeConfig = {
      apiBase: '',
      userPoolId: userPool.userPoolId,
      userPoolClientId: userPool.clientId,
      userPoolEndpoint: userPool.endpoint,
      region: LOCAL_AWS.region,
      authFlowType: 'USER_PASSWORD_AUTH',
      mailPageUrl: mail.url,
      stage: 'local',
      googleSignIn: false,
      // Connect Google Drive: the Drive stand-in's consent page plays Google's OAuth endpoint.
      ...(driveUrl
        ? {
            driveOAuth: {
              authUrl: `${driveUrl}/o/oauth2/v2/auth`,
              clientId: 'local-drive-client',
              scope: 'https://www.googleapis.com/auth/drive.readonly',
            },
          }
        : {}),
    };
    const info = {
      baseUrl: appUrl,
      mailUrl: mail.url,
      dynamoEndpoint: dynamo.endpoint,
      s3Endpoint: s3sqs.endpoint,
      sqsEndpoint: s3sqs.endpoint,
      sesEndpoint: mail.url,
      cognitoEndpoint: userPool.endpoint,
      userPoolId: userPool.userPoolId,
      clientId: userPool.clientId,
      driveUrl,
      paddleUrl: paddle.url,
      integrationsUrl: integrations.url,
      env,
    };

    if (options.workers ?? true) {
      const poller: QueuePoller = startQueuePoller({
        sqs,
        queueUrl: queues.queueUrl,
        queueArn: queues.queueArn,
        functionName: 'download-video',
        handler: { load: () => loadFunctionHandler<SqsWorkerHandler>('download-video') },
        batchSize: DOWNLOAD_QUEUE.batchSize,
        // One machine: a few copies at once (the cloud runs DOWNLOAD_QUEUE.maxConcurrency), groups in turn.
        fair: { concurrency: 3, buffer: 10, groupAttribute: DOWNLOAD_QUEUE.groupAttribute },
        log: (message) => log(`[download-video] ${message}`),
      });
      stops.push(() => poller.stop());
      const erasurePoller: QueuePoller = startQueuePoller({
        sqs,
        queueUrl: erasureQueues.queueUrl,
        queueArn: erasureQueues.queueArn,
        functionName: 'account-erasure',
        handler: { load: () => loadFunctionHandler<SqsWorkerHandler>('account-erasure') },
        log: (message) => log(`[account-erasure] ${message}`),
      });
      stops.push(() => erasurePoller.stop());
      // The reminder sender runs as several consumers at once, as Lambda's maxConcurrency lets it.
      for (let i = 0; i < REMINDER_QUEUE.maxConcurrency; i += 1) {
        const reminderPoller: QueuePoller = startQueuePoller({
          sqs,
          queueUrl: reminderQueues.queueUrl,
          queueArn: reminderQueues.queueArn,
          functionName: 'reminder-sender',
          batchSize: REMINDER_QUEUE.batchSize,
          waitTimeSeconds: 1,
          handler: { load: () => loadFunctionHandler<SqsWorkerHandler>('reminder-sender') },
          log: (message) => log(`[reminder-sender] ${message}`),
        });
        stops.push(() => reminderPoller.stop());
      }
      const schedules: ScheduleRunner = startScheduleRunner({
        loadHandler: (name) => loadFunctionHandler<ScheduledHandler>(name),
        log: (message) => log(`[schedules] ${message}`),
      });
      stops.push(async () => schedules.stop());
      stops.push(startNotifyStream(dynamo.endpoint, LOCAL_TABLE_NAME, log).stop);
      const webhookWorkers = startWebhookWorkers({
        sqs,
        queues: webhookQueues,
        dynamoEndpoint: dynamo.endpoint,
        tableName: LOCAL_TABLE_NAME,
        log,
      });
      stops.push(() => webhookWorkers.stop());
    }

    const api = await startApiServer({
      port: appPort,
      web: options.web,
      runtimeConfig: () => runtimeConfig,
      systemInfo: () => info,
      csp: {
        // Signed playback/thumbnail/avatar URLs and presigned avatar uploads; Drive thumbnails and previews.
        media: [s3sqs.endpoint, ...(driveUrl ? [driveUrl] : [])],
        connect: [userPool.endpoint],
        frames: driveUrl ? [driveUrl] : [],
      },
      log: (message) => log(`[api] ${message}`),
    });
    stops.push(() => api.stop());

    const system: LocalSystem = {
      urls: {
        app: appUrl,
        mail: mail.url,
        dynamodb: dynamo.endpoint,
        s3: s3sqs.endpoint,
        sqs: s3sqs.endpoint,
        ses: mail.url,
        cognito: userPool.endpoint,
        drive: driveUrl,
        paddle: paddle.url,
        integrations: integrations.url,
      },
      env,
      userPoolId: userPool.userPoolId,
      clientId: userPool.clientId,
      tableName: LOCAL_TABLE_NAME,
      bucket: LOCAL_RESOURCE_NAMES.mediaBucket,
      queues,
      runtimeConfig,
      info,
      stop: stopAll,
    };
    if (options.seed) {
      const { seed } = await import('./seed/seed');
      system.seeded = await seed(system, log);
    }
    return system;
  } catch (error) {
    await stopAll();
    throw error;
  }
}
