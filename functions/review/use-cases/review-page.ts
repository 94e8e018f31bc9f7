/**
 * The review page's HTML for `/Review?token=…` with its title and share preview tags (shared/domain/
 * review-preview.ts): the project's name, the brand in force and the first video's poster frame only for a link
 * a visitor could open without anything more (not off, archived, expired, regenerated away or behind a
 * password); otherwise the product's generic tags. Reads only (no open counted, no rate-limit window written):
 * an unfurler's fetch is not a visit.
 *
 * The poster's address in the tags is the link's own poster route (`/api/review/<token>/poster`), not a signed
 * URL of the image: a chat shows the card it made long after any signature expired, and re-fetches it. The
 * route signs afresh on each request and answers only while the link is open.
 */
import { PRODUCT_NAME } from '../../../shared/config/product';
import { buildPath } from '../../../shared/api/endpoint';
import { getReviewPoster } from '../../../shared/api/endpoints/review-page';
import { isShareLinkExpired } from '../../../shared/domain/review-link-expiry';
import { SHARE_TOKEN_PATTERN } from '../../../shared/domain/review-link-rules';
import { reviewableVideos } from '../../../shared/domain/refused-video';
import {
  REVIEW_PAGE_MAX_AGE_SECONDS,
  renderReviewPreview,
  reviewPreviewOf,
} from '../../../shared/domain/review-preview';
import type { Project } from '../../../shared/domain/entities';
import { NotFoundError } from '../../../shared/errors/app-error';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import type { ReviewPorts } from '../ports';
import { orderedVideos } from './review-view';

export interface ReviewPagePorts {
  /** The built review page's HTML (frontend/dist/Review/index.html). */
  reviewPageTemplate(): Promise<string>;
  /** The project a token points at and whether the link has a password; null: unknown token. */
  reviewLinkOf(token: string): Promise<{ project: Project | null; protectedByPassword: boolean } | null>;
  brands: Pick<ReviewPorts['brands'], 'inForce'>;
  reviews: Pick<ReviewPorts['reviews'], 'loadProject'>;
  playback: Pick<ReviewPorts['playback'], 'source'>;
  /** The app's public address (CUTROOM_APP_URL): the origin of the poster route named in the tags. */
  appUrl(): string;
  clock: ReviewPorts['clock'];
}

/** Seconds a poster redirect may be kept: far inside the signed URL's lifetime (hours). */
export const REVIEW_POSTER_MAX_AGE_SECONDS = 60;

/** The link's project when anyone holding it may open it now, else null (the same conditions as opening it). */
async function openLinkProject(ports: ReviewPagePorts, token: string): Promise<Project | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const link = await ports.reviewLinkOf(token);
  const project = link?.project;
  if (!link || !project || link.protectedByPassword) return null;
  if (project.shareToken !== token || project.status === 'archived' || project.archivedAt) return null;
  if (project.shareRevokedAt || isShareLinkExpired(project.shareExpiresAt, ports.clock.now())) return null;
  return project;
}

/** The signed URL of the poster frame of the link's first video (as the review shows it), or null. */
async function firstPosterOf(ports: ReviewPagePorts, project: Project): Promise<string | null> {
  const snapshot = await ports.reviews.loadProject(project.id);
  if (!snapshot) return null;
  const first = reviewableVideos(orderedVideos(snapshot.videos), snapshot.versions)[0];
  const version = snapshot.versions.find((v) => v.id === first?.currentVersionId);
  return version ? (await ports.playback.source(version)).thumbnailUrl : null;
}

/**
 * The origin the page was asked on: a workspace's own review address (the edge's review-host header) with the
 * app's scheme and port, else the app's address.
 */
export function pageOrigin(appUrl: string, reviewHost: string | null): string {
  const app = new URL(appUrl);
  return reviewHost ? `${app.protocol}//${reviewHost}${app.port ? `:${app.port}` : ''}` : app.origin;
}

export async function reviewPage(
  ports: ReviewPagePorts,
  input: { token: string; reviewHost?: string | null },
): Promise<{ html: string; maxAgeSeconds: number }> {
  const token = input.token.trim();
  const [template, project] = await Promise.all([ports.reviewPageTemplate(), openLinkProject(ports, token)]);
  const open = project
    ? await Promise.all([ports.brands.inForce(project.userId), firstPosterOf(ports, project)]).then(
        ([brand, poster]) => ({
          projectName: project.name,
          brand,
          posterUrl: poster
            ? `${pageOrigin(ports.appUrl(), input.reviewHost ?? null)}${buildPath(getReviewPoster.path, { token })}`
            : null,
        }),
      )
    : null;
  return {
    html: renderReviewPreview(template, reviewPreviewOf({ productName: PRODUCT_NAME, open })),
    maxAgeSeconds: REVIEW_PAGE_MAX_AGE_SECONDS,
  };
}

/** Where an open link's share picture is now: its first video's poster, freshly signed; else not found. */
export async function reviewPoster(
  ports: ReviewPagePorts,
  input: { token: string },
): Promise<{ location: string; maxAgeSeconds: number }> {
  const project = await openLinkProject(ports, input.token.trim());
  const location = project ? await firstPosterOf(ports, project) : null;
  if (!location) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  return { location, maxAgeSeconds: REVIEW_POSTER_MAX_AGE_SECONDS };
}
