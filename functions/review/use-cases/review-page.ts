/**
 * The review page's HTML for `/Review?token=…` with its title and share preview tags (shared/domain/
 * review-preview.ts): the project's name and the brand in force only for a link a visitor could open without
 * anything more (not off, archived, expired, regenerated away or behind a password); otherwise the product's
 * generic tags. Reads only (no open counted, no rate-limit window written): an unfurler's fetch is not a visit.
 */
import { PRODUCT_NAME } from '../../../shared/config/product';
import { isShareLinkExpired } from '../../../shared/domain/review-link-expiry';
import { SHARE_TOKEN_PATTERN } from '../../../shared/domain/review-link-rules';
import {
  REVIEW_PAGE_MAX_AGE_SECONDS,
  renderReviewPreview,
  reviewPreviewOf,
} from '../../../shared/domain/review-preview';
import type { Project } from '../../../shared/domain/entities';
import type { ReviewPorts } from '../ports';

export interface ReviewPagePorts {
  /** The built review page's HTML (frontend/dist/Review/index.html). */
  reviewPageTemplate(): Promise<string>;
  /** The project a token points at and whether the link has a password; null: unknown token. */
  reviewLinkOf(token: string): Promise<{ project: Project | null; protectedByPassword: boolean } | null>;
  brands: Pick<ReviewPorts['brands'], 'inForce'>;
  clock: ReviewPorts['clock'];
}

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

export async function reviewPage(
  ports: ReviewPagePorts,
  input: { token: string },
): Promise<{ html: string; maxAgeSeconds: number }> {
  const [template, project] = await Promise.all([
    ports.reviewPageTemplate(),
    openLinkProject(ports, input.token.trim()),
  ]);
  const open = project
    ? { projectName: project.name, brand: await ports.brands.inForce(project.userId) }
    : null;
  return {
    html: renderReviewPreview(template, reviewPreviewOf({ productName: PRODUCT_NAME, open })),
    maxAgeSeconds: REVIEW_PAGE_MAX_AGE_SECONDS,
  };
}
