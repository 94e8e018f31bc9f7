/**
 * The review page's preview tags by the link's state (functions/review/use-cases/review-page.ts): an open
 * link shows its project and the brand in force; an expired, archived, regenerated-away or protected link
 * shows only the product's tags; the template's `noindex` and its other tags are kept.
 */
import { describe, expect, it } from 'vitest';
import { reviewPage, type ReviewPagePorts } from '../../../functions/review';
import { BARE_REVIEW_PAGE } from '../../../functions/review-api/review-page-template';
import type { Project } from '../../../shared/domain/entities';
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

function ports(link: { project: Project | null; protectedByPassword: boolean } | null): ReviewPagePorts {
  return {
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

describe('review page preview tags', () => {
  it('an open link: the project, the brand as site name and its logo as the picture', async () => {
    const { html, maxAgeSeconds } = await reviewPage(
      ports({ project: project(), protectedByPassword: false }),
      {
        token: TOKEN,
      },
    );
    expect(html).toContain('<title>Summer spot · Review</title>');
    expect(html).toContain('<meta property="og:site_name" content="Acme Studio" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://media.example.com/brand/ws1/abc.png" />',
    );
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
  });
});
