/**
 * Composition root of the editor-api Lambda: built once per container (the first request), from the
 * environment. Tests build their own `EditorApiDeps` (e.g. with a smaller rate limit) and call
 * `makeEditorApiHandler(deps)`.
 */
import { ulid } from 'ulid';
import { generateShareToken } from '../../shared/domain/share-token';
import { documentClient, s3Client, sqsClient } from '../lib/aws/clients';
import { downloadQueueUrl, mediaBucket, tableName } from '../lib/config/env';
import type { DbPort } from '../lib/db/db-port';
import { enqueueDownloadJobs } from '../lib/media/download-job';
import { playbackSource, s3PresignedUrlSigner, type MediaUrlSigner } from '../lib/media/playback-url';
import { sqsDownloadQueue } from '../lib/media/sqs-download-queue';
import { signerFromEnv } from '../lib/media/playback-signer-from-env';
import type { Clock, EditorPorts } from '../use-cases/editor/editor-ports';
import { s3AvatarStorage } from './adapters/avatar-storage';
import { lazyDriveFiles } from './adapters/drive-files';
import { dynamoNotificationsRepository } from './adapters/notifications-repository';
import { dynamoProfilesRepository } from './adapters/profiles-repository';
import { dynamoProjectsRepository } from './adapters/projects-repository';
import { accountDepsFromEnv } from '../lib/account/account-from-env';
import { billingDepsFromEnv } from '../lib/billing/billing-from-env';
import type { DeleteAccountDeps } from '../use-cases/account/account-ports';
import type { BillingDeps } from '../use-cases/billing/billing-ports';
import { EDITOR_RATE_LIMIT, tokenBucketLimiter, type RateLimiter } from './rate-limit';

export interface EditorApiDeps extends EditorPorts {
  rateLimiter: RateLimiter;
  /** Billing (checkout, portal), built on first use from the environment. */
  billing: () => BillingDeps;
  /** Account deletion, built on first use from the environment. */
  account: () => DeleteAccountDeps;
}

export const systemClock: Clock = { now: () => new Date() };

/** Every port from the environment (DynamoDB, SQS, S3, Drive), with the given clock and limiter. */
export function buildEditorApiDeps(
  options: { clock?: Clock; rateLimiter?: RateLimiter } = {},
): EditorApiDeps {
  const clock = options.clock ?? systemClock;
  const db: DbPort = { doc: documentClient(), tableName: tableName() };
  const queue = sqsDownloadQueue(sqsClient(), downloadQueueUrl());
  // The same signer as the review page: presigned S3 GETs locally and by default, CloudFront signed URLs when
  // the environment says so (built on first use: the CloudFront key is read from Secrets Manager).
  let pendingSigner: Promise<MediaUrlSigner> | undefined;
  const signerPromise = () => {
    pendingSigner ??= signerFromEnv(process.env, { client: s3Client(), bucket: mediaBucket() });
    pendingSigner.catch(() => (pendingSigner = undefined));
    return pendingSigner;
  };
  const signer: MediaUrlSigner = { sign: async (key, now) => (await signerPromise()).sign(key, now) };
  return {
    projects: dynamoProjectsRepository(db),
    profiles: dynamoProfilesRepository(db),
    notifications: dynamoNotificationsRepository(db, clock),
    downloads: { enqueue: (jobs) => enqueueDownloadJobs(queue, jobs) },
    drive: lazyDriveFiles(),
    playback: {
      async source(version) {
        const source = await playbackSource(signer, version, clock.now());
        return { kind: source.kind, url: source.url, thumbnailUrl: source.thumbnailUrl };
      },
    },
    // Avatars stay on presigned S3 GETs whatever the playback signing (small images, no CDN needed).
    avatars: s3AvatarStorage({
      s3: s3Client(),
      bucket: mediaBucket(),
      signer: s3PresignedUrlSigner({ s3: s3Client(), bucket: mediaBucket() }),
      clock,
    }),
    clock,
    ids: { next: () => ulid() },
    shareTokens: () => generateShareToken(),
    log: {
      error: (message, details) => console.error(JSON.stringify({ level: 'error', message, ...details })),
    },
    rateLimiter: options.rateLimiter ?? tokenBucketLimiter(EDITOR_RATE_LIMIT),
    billing: billingDepsFromEnv,
    account: accountDepsFromEnv,
  };
}

let deps: EditorApiDeps | undefined;
export function editorApiDeps(): EditorApiDeps {
  deps ??= buildEditorApiDeps();
  return deps;
}
