/**
 * The review page's preview tags by the link's state (functions/review/use-cases/review-page.ts): an open
 * link shows its project, the brand in force and, as its picture, the lasting poster route of its first video
 * (the logo when there is no poster); an expired, archived, regenerated-away or protected link shows only the
 * product's tags; the template's `noindex` and its other tags are kept. The poster route redirects to the
 * freshly signed poster only while the link is open.
 */
import { describe, expect, it } from 'vitest';
import { reviewPage, reviewPoster, type ReviewPagePorts } from '../../../functions/review';
import { BARE_REVIEW_PAGE } from '../../../functions/review-api/review-page-template';
import type { Project, Video, VideoVersion } from '../../../shared/domain/entities';
import { PRODUCT_NAME } from '../../../shared/config/product';

const TOKEN = 'c'.repeat(32);
const NOW = new Date('2026-05-01T10:00:00Z');
const project = (changes: Partial<Project> = {}): Project =>
  ({
    id: 'p1',
    userId: 'ws1',
    name: 'Summer spot',
    shareToken: TOKEN,
    shareExpiresAt: '2026-05-08T10:00:00.000Z',
    status: 'active',
    archivedAt: null,
    ...changes,
  }) as Project;

const video = (id: string, orderIndex: number, currentVersionId: string) =>
  ({ id, projectId: 'p1', orderIndex, currentVersionId, title: id, status: 'pending_review' }) as Video;
const version = (id: string, videoId: string) =>
  ({ id, videoId, projectId: 'p1', versionNumber: 1, status: 'stored' }) as VideoVersion;

/** The project's videos (the second one first in order) and the poster each version has. */
const SNAPSHOT = {
  videos: [video('v-second', 1, 'ver-second'), video('v-first', 0, 'ver-first')],
  versions: [version('ver-second', 'v-second'), version('ver-first', 'v-first')],
  notes: [],
  approvals: [],
  replies: [],
};
const SIGNED = (versionId: string) =>
  `https://media.example.com/thumbnails/${versionId}.jpg?X-Amz-Signature=s`;

function ports(
  link: { project: Project | null; protectedByPassword: boolean } | null,
  posters: Record<string, boolean> = { 'ver-first': true, 'ver-second': true },
): ReviewPagePorts {
  return {
    reviews: {
      loadProject: (projectId) =>
        Promise.resolve(link?.project ? { ...SNAPSHOT, project: { ...link.project, id: projectId } } : null),
    },
    playback: {
      source: (v) =>
        Promise.resolve({
          kind: 'stored',
          url: null,
          thumbnailUrl: posters[v.id] ? SIGNED(v.id) : null,
          alternatives: [],
          scrub: null,
        }),
    },
    appUrl: () => 'https://app.example.com',
    reviewPageTemplate: () => Promise.resolve(BARE_REVIEW_PAGE),
    reviewLinkOf: () => Promise.resolve(link),
    brands: {
      inForce: () =>
        Promise.resolve({
          displayName: 'Acme Studio',
          accent: '#7c3aed',
          theme: 'dark',
          showPoweredBy: false,
          logo: { url: 'https://media.example.com/brand/ws1/abc.png', width: 200, height: 40 },
        }),
    },
    clock: { now: () => NOW },
  };
}

const GENERIC = `<title>Review · ${PRODUCT_NAME}</title>`;

const OPEN = { project: project(), protectedByPassword: false };
const POSTER_ROUTE = `https://app.example.com/api/review/${TOKEN}/poster`;

describe('review page preview tags', () => {
  it("an open link: the project, the brand as site name and the first video's lasting poster route", async () => {
    const { html, maxAgeSeconds } = await reviewPage(ports(OPEN), { token: TOKEN });
    expect(html).toContain('<title>Summer spot · Review</title>');
    expect(html).toContain('<meta property="og:site_name" content="Acme Studio" />');
    // The route, not the signed URL: a chat's card outlives any signature.
    expect(html).toContain(`<meta property="og:image" content="${POSTER_ROUTE}" />`);
    expect(html).not.toContain('X-Amz-Signature');
    expect(html).not.toContain('brand/ws1/abc.png');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(maxAgeSeconds).toBe(5);
  });

  it.each([
    [
      'expired',
      { project: project({ shareExpiresAt: '2026-04-30T10:00:00.000Z' }), protectedByPassword: false },
    ],
    ['archived', { project: project({ status: 'archived' }), protectedByPassword: false }],
    ['regenerated away', { project: project({ shareToken: 'd'.repeat(32) }), protectedByPassword: false }],
    [
      'turned off',
      { project: project({ shareRevokedAt: '2026-04-30T10:00:00.000Z' }), protectedByPassword: false },
    ],
    ['behind a password', { project: project(), protectedByPassword: true }],
    ['unknown', null],
  ] as const)('a link %s: only the product’s tags', async (_state, link) => {
    const { html } = await reviewPage(ports(link), { token: TOKEN });
    expect(html).toContain(GENERIC);
    expect(html).not.toContain('Summer spot');
    expect(html).not.toContain('Acme');
    expect(html).not.toContain('og:image');
    await expect(reviewPoster(ports(link), { token: TOKEN })).rejects.toMatchObject({ status: 404 });
  });

  it("the first video without a poster: the brand's logo as the picture, a small card", async () => {
    const { html } = await reviewPage(ports(OPEN, { 'ver-first': false, 'ver-second': true }), {
      token: TOKEN,
    });
    expect(html).toContain(
      '<meta property="og:image" content="https://media.example.com/brand/ws1/abc.png" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    await expect(
      reviewPoster(ports(OPEN, { 'ver-first': false, 'ver-second': true }), { token: TOKEN }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("on a workspace's own review address the poster route is on that address", async () => {
    const { html } = await reviewPage(ports(OPEN), { token: TOKEN, reviewHost: 'review.acme.com' });
    expect(html).toContain(
      `<meta property="og:image" content="https://review.acme.com/api/review/${TOKEN}/poster" />`,
    );
  });

  it("the poster route sends the open link's first video's poster, freshly signed", async () => {
    expect(await reviewPoster(ports(OPEN), { token: TOKEN })).toEqual({
      location: SIGNED('ver-first'),
      maxAgeSeconds: 60,
    });
  });
});
