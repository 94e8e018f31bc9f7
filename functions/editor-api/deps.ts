/**
 * Composition root of the editor-api Lambda (the shape of functions/README.md): every port from the
 * environment, built once per container on the first request. Tests build their own with
 * `buildEditorApiDeps(overrides)` and call `makeEditorApiHandler(() => deps)`.
 */
import { generateShareToken } from '../../shared/domain/share-token';
import { documentClient, s3Signing, sqsClient, type PlatformClients } from '../platform/aws/clients';
import { brandAssetsUrl, downloadQueueUrl, mediaBucket, tableName } from '../platform/config/env';
import { mailSuppressionRepository } from '../notify/store/mail-suppression-repository';
import type { DbPort } from '../platform/db/db-port';
import {
  notePagesRepository,
  notificationRepository,
  profileRepository,
  projectRepository,
  replyRepository,
} from '../projects';
import type { RepliesRepository } from '../projects';
import { lazyDriveFiles } from '../google-drive';
import { footageFromEnv } from '../footage';
import { s3AvatarStorage } from '../media/adapters/avatar-storage';
import { s3ObjectRequests } from '../media/adapters/s3-object-requests';
import { s3ArchiveTags } from '../media/adapters/s3-archive-tags';
import { enqueueDownloadJobs } from '../projects';
import { s3PresignedUrlSigner, signedPlayback } from '../media/adapters/playback-url';
import { lazySignerFromEnv } from '../media/adapters/playback-signer-from-env';
import { sqsDownloadQueue } from '../media/adapters/sqs-download-queue';
import { accountDepsFromEnv } from './account-deps';
import { billingDepsFromEnv } from '../billing/adapters/billing-from-env';
import { memoDeps, runtimePorts } from '../platform/runtime/runtime-ports';
import { mailLinkSecretsFromEnv } from '../notify/adapters/mail-link-secret';
import type { TeamDeps } from '../team';
import { brandStore, type BrandingDeps } from '../branding';
import { dnsTxtFromEnv, reviewHostStore, type ReviewHostDeps } from '../branding';
import { randomBytes } from 'node:crypto';
import { sharpLogoEncoder } from '../branding/adapters/sharp-logo-encoder';
import { s3LogoStorage } from '../media/adapters/logo-storage';
import type { DeleteAccountDeps } from '../account';
import type { BillingDeps } from '../billing';
import type { EditorPorts, FootageListingPort } from '../projects';
import type { AnalyticsDigestStore } from '../analytics';
import { viewingReads, type ViewingReads } from '../analytics/store/viewing-reads';
import { analyticsDigestStore } from '../analytics/store/digest-store';
import { workspaceStore, type WorkspacePorts } from '../workspaces';
import type { WebhookPorts } from '../webhooks';
import { webhookPortsFromEnv } from '../webhooks/adapters/webhook-ports-from-env';
import { EDITOR_RATE_LIMIT, tokenBucketLimiter, type RateLimiter } from '../platform/http/rate-limit';
import type { ApiKeyDeps } from '../api-keys';

export interface EditorApiDeps extends EditorPorts, WorkspacePorts {
  rateLimiter: RateLimiter;
  /** Billing (checkout, portal), built on first use from the environment. */
  billing: () => BillingDeps;
  /** Account deletion, built on first use from the environment. */
  account: () => DeleteAccountDeps;
  /** Replies under notes (one transaction each; the clients on the thread are mailed by functions/notify). */
  replies: RepliesRepository;
  /** Invitations, members and seats (the invitation link's secret read on first use). */
  team: () => TeamDeps;
  /** Footage links beyond Drive (Dropbox, OneDrive/SharePoint, Box, https), built on first use. */
  footage: FootageListingPort;
  /** Outgoing webhooks (the delivery queue and the outbound guard read on first use). */
  webhooks: () => WebhookPorts;
  /** The workspace's API keys (Settings › API, and every public API call's liveness check). */
  apiKeys: () => ApiKeyDeps;
  /** The workspace's brand and its logo (the re-encoder loaded on the first logo). */
  branding: () => BrandingDeps;
  /** The workspace's review address (its host items and the DNS look-up). */
  reviewHosts: () => ReviewHostDeps;
  /** Viewing analytics: the workspace's collection setting. */
  viewing: ViewingReads;
  /** Each project's analytics digest (the workspace's Advanced analytics). */
  analyticsDigests: AnalyticsDigestStore;
}

export { systemClock } from '../platform/runtime/runtime-ports';

/** Every port from the environment (DynamoDB, SQS, S3, Drive); any of them replaceable. */
export function buildEditorApiDeps(
  overrides: Partial<EditorApiDeps> = {},
  clients: PlatformClients = {},
): EditorApiDeps {
  const runtime = runtimePorts(overrides, 'editor-api');
  const db: DbPort = { doc: clients.doc ?? documentClient(), tableName: tableName() };
  const queue = sqsDownloadQueue(sqsClient(), downloadQueueUrl());
  // The same signer as the review page: presigned S3 GETs locally and by default, CloudFront signed URLs
  // when the environment says so (built on first use: the CloudFront key is read from Secrets Manager).
  const signer = lazySignerFromEnv({ signing: s3Signing(), bucket: mediaBucket() });
  return {
    ...runtime,
    viewing: viewingReads(db),
    analyticsDigests: analyticsDigestStore(db),
    projects: projectRepository(db),
    notePages: notePagesRepository(db),
    profiles: profileRepository(db),
    mailSuppressions: mailSuppressionRepository(db),
    notifications: notificationRepository(db, runtime.clock),
    downloads: { enqueue: (jobs, options) => enqueueDownloadJobs(queue, jobs, options) },
    drive: lazyDriveFiles(),
    footage: { list: (link) => footageFromEnv().list(link) },
    playback: signedPlayback(signer, runtime.clock),
    // Avatars stay on presigned S3 GETs whatever the playback signing (small images, no CDN needed).
    avatars: s3AvatarStorage({
      requests: s3ObjectRequests({ ...s3Signing(), bucket: mediaBucket() }),
      signer: s3PresignedUrlSigner({ s3: s3Signing(), bucket: mediaBucket() }),
      clock: runtime.clock,
    }),
    archiveTags: s3ArchiveTags({ ...s3Signing(), bucket: mediaBucket() }),
    shareTokens: () => generateShareToken(),
    rateLimiter: tokenBucketLimiter(EDITOR_RATE_LIMIT),
    billing: billingDepsFromEnv,
    account: accountDepsFromEnv,
    replies: replyRepository(db),
    workspaces: workspaceStore(db),
    team: memoDeps(() => ({
      db,
      clock: runtime.clock,
      ids: runtime.ids,
      linkSecrets: mailLinkSecretsFromEnv(),
    })),
    webhooks: memoDeps(() => webhookPortsFromEnv(runtime)),
    apiKeys: memoDeps(() => ({ db, clock: runtime.clock })),
    branding: memoDeps(() => ({
      brands: brandStore(db),
      logos: s3LogoStorage({
        s3: s3Signing(),
        bucket: mediaBucket(),
        clock: runtime.clock,
        publicBaseUrl: brandAssetsUrl(),
      }),
      encoder: sharpLogoEncoder(),
      clock: runtime.clock,
      ids: runtime.ids,
    })),
    reviewHosts: memoDeps(() => ({
      reviewHosts: reviewHostStore(db),
      brands: brandStore(db),
      dns: dnsTxtFromEnv(),
      clock: runtime.clock,
      newToken: () => randomBytes(18).toString('base64url'),
    })),
    ...overrides,
  };
}

/** Built once per container, on the first request. */
export const editorApiDeps = memoDeps(() => buildEditorApiDeps());
