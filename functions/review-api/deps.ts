/**
 * Composition root of the review-api Lambda (the shape of functions/README.md): every port from the
 * environment, built once per container on the first request. No mail port: the owner is told by
 * functions/notify from the events the requests store. Tests build their own with
 * `buildReviewApiDeps(overrides)` and pass them to `makeHttpHandler`.
 */
import { REVIEW_LIMITS } from '../../shared/api/endpoints/review';
import { documentClient, s3Signing, type PlatformClients } from '../platform/aws/clients';
import {
  appUrl,
  brandAssetsUrl,
  mediaBucket,
  reviewSnapshotCacheSeconds,
  tableName,
} from '../platform/config/env';
import { tokenBucketLimiter } from '../platform/http/rate-limit';
import type { DbPort } from '../platform/db/db-port';
import {
  getProjectIdByShareToken,
  getStoredProject,
  notePagesRepository,
  replyRepository,
} from '../projects';
import { reviewRepository } from '../review/store/review-store';
import { lazySignerFromEnv } from '../media/adapters/playback-signer-from-env';
import { signedPlayback } from '../media/adapters/playback-url';
import { memoDeps, runtimePorts } from '../platform/runtime/runtime-ports';
import type { ReviewPorts } from '../review';
import type { RepliesRepository } from '../projects';
import { appliedBrandFrom, appliedBrandOf, readBrandAndPlan } from '../branding';
import { keys, viewingKeys } from '../platform/db/keys';
import type { ReviewHostGate, ReviewPagePorts } from '../review';
import { reviewPageTemplateFrom } from './review-page-template';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { env } from '../platform/config/env';
import { ENV } from '../../shared/config/env-names';
import { s3LogoStorage } from '../media/adapters/logo-storage';
import { VIEWING_LIMITS } from '../../shared/domain/viewing';
import type { ViewingPorts } from '../analytics';
import { viewingStore } from '../analytics/store/viewing-store';
import { collectsViewingOf } from '../analytics/store/viewing-reads';
import { keptBrands } from './kept-per-workspace';

/** The review ports, the replies repository (a client's reply on a note's thread) and viewing analytics. */
export type ReviewApiDeps = ReviewPorts & { replies: RepliesRepository } & ViewingPorts & {
    /** Which links a request on a workspace's own review address may reach. */
    reviewHostGate: ReviewHostGate;
  } & Pick<ReviewPagePorts, 'reviewPageTemplate' | 'reviewLinkOf' | 'appUrl'>;

export { systemClock } from '../platform/runtime/runtime-ports';

/** Every port from the environment (DynamoDB, the playback signer); any of them replaceable. */
export async function buildReviewApiDeps(
  overrides: Partial<ReviewApiDeps> = {},
  clients: PlatformClients = {},
): Promise<ReviewApiDeps> {
  const runtime = runtimePorts(overrides, 'review-api');
  const db: DbPort = { doc: clients.doc ?? documentClient(), tableName: tableName() };
  const viewing = viewingStore(db);
  // The brand and the viewing setting are kept as long as the payload (none locally unless configured).
  const keep = { ttlMs: reviewSnapshotCacheSeconds() * 1000, nowMs: () => runtime.clock.now().getTime() };
  return {
    ...runtime,
    viewing,
    viewingLimits: {
      viewer: tokenBucketLimiter({
        capacity: VIEWING_LIMITS.viewerBurst,
        refillPerSecond: 1 / VIEWING_LIMITS.viewerBatchSeconds,
        maxKeys: 50_000,
      }),
      link: tokenBucketLimiter({
        capacity: VIEWING_LIMITS.linkBurst,
        refillPerSecond: VIEWING_LIMITS.linkBatchesPerSecond,
        maxKeys: 10_000,
      }),
    },
    reviews: reviewRepository(db, REVIEW_LIMITS, { snapshotCacheSeconds: reviewSnapshotCacheSeconds() }),
    viewerLimit: tokenBucketLimiter({
      capacity: REVIEW_LIMITS.viewerBurst,
      refillPerSecond: REVIEW_LIMITS.viewerRefillPerSecond,
      maxKeys: 50_000,
    }),
    notePages: notePagesRepository(db),
    replies: replyRepository(db),
    playback: signedPlayback(
      lazySignerFromEnv({ signing: s3Signing(), bucket: mediaBucket() }),
      runtime.clock,
    ),
    brands: keptBrands(brandsInForce(db, runtime.clock), keep),
    reviewHostGate: reviewHostGate(db),
    reviewPageTemplate: reviewPageTemplateFrom(
      (env() as Record<string, string | undefined>)[ENV.reviewPageSource],
      s3Signing,
    ),
    appUrl,
    async reviewLinkOf(token) {
      const link = await db.doc.send(
        new GetCommand({ TableName: db.tableName, Key: keys.shareToken(token) }),
      );
      const projectId = link.Item?.['projectId'];
      if (typeof projectId !== 'string') return null;
      return {
        project: await getStoredProject(db, projectId),
        protectedByPassword: typeof link.Item?.['passwordHash'] === 'string',
      };
    },
    ...overrides,
  };
}

/** The brand in force of a workspace, with its logo's URL from the media bucket. */
function brandsInForce(db: DbPort, clock: ReviewPorts['clock']): ReviewPorts['brands'] {
  const logos = s3LogoStorage({
    s3: s3Signing(),
    bucket: mediaBucket(),
    clock,
    publicBaseUrl: brandAssetsUrl(),
  });
  const inForce = (workspaceId: string) =>
    appliedBrandOf({ logos, brands: { readBrandAndPlan: (id) => readBrandAndPlan(db, id) } }, workspaceId);
  return {
    inForce,
    async withViewingSetting(workspaceId) {
      const setting = viewingKeys.settings(workspaceId);
      const read = await readBrandAndPlan(db, workspaceId, { alongside: [setting] });
      return {
        brand: await appliedBrandFrom({ logos }, read),
        collectViewing: collectsViewingOf(read.alongside[0]),
      };
    },
    async ofLink(token) {
      const projectId = await getProjectIdByShareToken(db, token);
      const project = projectId ? await getStoredProject(db, projectId) : null;
      return project ? inForce(project.userId) : null;
    },
  };
}

/** A host's workspace (its owner item) and a link's (its project's): read only for requests on a custom host. */
function reviewHostGate(db: DbPort): ReviewHostGate {
  return {
    // The host's owner item (functions/branding/store/review-host-store.ts writes it), one GetItem.
    async workspaceOfHost(host) {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.tableName, Key: keys.reviewHostName(host) }),
      );
      const owner = out.Item?.['workspaceId'];
      return typeof owner === 'string' ? owner : null;
    },
    async workspaceOfLink(token) {
      const projectId = await getProjectIdByShareToken(db, token);
      const project = projectId ? await getStoredProject(db, projectId) : null;
      return project?.userId ?? null;
    },
  };
}

/** Built once per container, on the first request. */
export const reviewApiDeps = memoDeps(() => buildReviewApiDeps());
