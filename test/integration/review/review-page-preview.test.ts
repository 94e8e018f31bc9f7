/**
 * The review page's HTML as a link unfurler fetches it (`/Review?token=…`, no script run): a Pro workspace's
 * open link carries the project's name and the brand's name in its title and share preview tags; another
 * workspace's carries the product's; a link behind a password, turned off or unknown reveals nothing of the
 * project. Every answer stays `noindex, nofollow`. The share picture of an open link is its first video's poster
 * frame, named by the link's lasting poster route (a redirect to the freshly signed image), not by a signed URL
 * that would expire under a card a chat keeps; the route answers 404 once the link is not open.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { updateBrand } from '../../../shared/api/endpoints/brand';
import { setReviewLinkPassword, updateReviewLinkSettings } from '../../../shared/api/endpoints/projects';
import { PRODUCT_NAME } from '../../../shared/config/product';
import { baseUrl } from '../../support/env';
import {
  createProjectAs,
  ensureProfileOf,
  expectOk,
  setPlanOf,
  type TestUser,
} from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';

async function pageOf(
  token: string,
): Promise<{ status: number; type: string; html: string; headers: Headers }> {
  const response = await fetch(`${baseUrl()}/Review?token=${encodeURIComponent(token)}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    html: await response.text(),
    headers: response.headers,
  };
}

const metaOf = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

/**
 * The page once the link's first video has its poster: a new project's videos are copied and probed by the
 * download worker first (seconds, longer on a busy machine), and until then the page has no picture to name.
 */
async function pageWithPoster(
  token: string,
  timeoutMs = 60_000,
): Promise<Awaited<ReturnType<typeof pageOf>>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const page = await pageOf(token);
    if (metaOf(page.html, 'og:image') !== undefined || Date.now() > until) return page;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

let pro: TestUser;
let basic: TestUser;
beforeAll(async () => {
  pro = await signedInUser('preview-pro', 'Pia Preview');
  basic = await signedInUser('preview-basic', 'Bo Preview');
  await ensureProfileOf(pro);
  await setPlanOf(pro, 'pro');
  await ensureProfileOf(basic);
  await setPlanOf(basic, 'basic');
  await expectOk(updateBrand, {
    token: pro.token,
    body: { displayName: 'Acme & Sons <Studio>', accent: '#7c3aed', theme: 'dark', showPoweredBy: false },
  });
});

describe("the share picture is the first video's poster, at a lasting address", () => {
  it("an open link's og:image is its poster route, which redirects to the poster image", async () => {
    const project = await createProjectAs(pro, { name: 'Poster cut', videos: 2 });
    const page = await pageWithPoster(project.shareToken);
    const route = `${baseUrl()}/api/review/${project.shareToken}/poster`;
    expect(metaOf(page.html, 'og:image')).toBe(route);
    expect(page.html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page.html).not.toContain('X-Amz-');
    const redirect = await fetch(route, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location') ?? '';
    expect(location).toMatch(/^https?:\/\//);
    expect(redirect.headers.get('cache-control')).toBe('public, max-age=60');
    const image = await fetch(location);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('the poster route of a link behind a password or turned off is not found', async () => {
    const locked = await createProjectAs(pro, { name: 'Locked poster cut', videos: 1 });
    await expectOk(setReviewLinkPassword, {
      token: pro.token,
      params: { projectId: locked.id },
      body: { password: 'correct horse battery' },
    });
    const off = await createProjectAs(pro, { name: 'Off poster cut', videos: 1 });
    await expectOk(updateReviewLinkSettings, {
      token: pro.token,
      params: { projectId: off.id },
      body: { enabled: false },
    });
    for (const token of [locked.shareToken, off.shareToken, '0'.repeat(32)]) {
      const answer = await fetch(`${baseUrl()}/api/review/${token}/poster`, { redirect: 'manual' });
      expect(answer.status, token).toBe(404);
    }
  });
});

describe('the review page HTML carries its share preview tags', () => {
  it('a Pro branded open link: the project and the brand, escaped, still noindex', async () => {
    const project = await createProjectAs(pro, { name: 'Spring "Launch" cut', videos: 1 });
    const page = await pageOf(project.shareToken);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(titleOf(page.html)).toBe('Spring &quot;Launch&quot; cut · Review');
    expect(metaOf(page.html, 'og:title')).toBe('Spring &quot;Launch&quot; cut · Review');
    expect(metaOf(page.html, 'og:site_name')).toBe('Acme &amp; Sons &lt;Studio&gt;');
    expect(page.html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(page.html).not.toContain('<Studio>');
    // A document's headers, not the API's: no cross-origin isolation that would block the brand's logo, and
    // the document's CSP (its scripts may run).
    expect(page.headers.get('cross-origin-embedder-policy')).toBeNull();
    expect(page.headers.get('cross-origin-resource-policy')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain('script-src');
  });

  it("another plan's open link: the project with the product's name", async () => {
    const project = await createProjectAs(basic, { name: 'Basic cut', videos: 1 });
    const page = await pageOf(project.shareToken);
    expect(titleOf(page.html)).toBe('Basic cut · Review');
    expect(metaOf(page.html, 'og:site_name')).toBe(PRODUCT_NAME);
  });

  it('a link behind a password reveals neither the project nor the brand', async () => {
    const project = await createProjectAs(pro, { name: 'Secret merger teaser', videos: 1 });
    await expectOk(setReviewLinkPassword, {
      token: pro.token,
      params: { projectId: project.id },
      body: { password: 'correct horse battery' },
    });
    const page = await pageOf(project.shareToken);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('Secret merger teaser');
    expect(page.html).not.toContain('Acme');
    expect(titleOf(page.html)).toBe(`Review · ${PRODUCT_NAME}`);
    expect(page.html).toContain('noindex, nofollow');
  });

  it('a link turned off and an unknown link show only the generic tags', async () => {
    const project = await createProjectAs(pro, { name: 'Withdrawn cut', videos: 1 });
    await expectOk(updateReviewLinkSettings, {
      token: pro.token,
      params: { projectId: project.id },
      body: { enabled: false },
    });
    const off = await pageOf(project.shareToken);
    expect(off.html).not.toContain('Withdrawn cut');
    expect(metaOf(off.html, 'og:site_name')).toBe(PRODUCT_NAME);
    const unknown = await pageOf('0'.repeat(32));
    expect(unknown.status).toBe(200);
    expect(titleOf(unknown.html)).toBe(`Review · ${PRODUCT_NAME}`);
  });
});
