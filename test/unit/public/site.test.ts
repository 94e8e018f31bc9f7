/**
 * The public site's pure pieces: page names of the site, the head tags written into the served HTML,
 * robots.txt / sitemap.xml, the admin role claim, the CloudFront rewrite and the local server's page lookup.
 */
import { describe, expect, it } from 'vitest';
import { isAdminFromGroups, ADMIN_GROUP } from '../../../shared/config/roles';
import { isSitePage, paths, PUBLIC_PAGES, resolvePage, SITE_PAGES } from '../../../frontend/src/config/paths';
import { PAGE_META } from '../../../frontend/src/features/public/content/page-meta';
import { pageHead, robotsTxt, sitemapXml } from '../../../frontend/src/features/public/content/seo';
import { TERMS, PRIVACY, REFUND } from '../../../frontend/src/features/public/content/legal-copy';
import { ABOUT, FAQ, HOW_IT_WORKS, FEATURES } from '../../../frontend/src/features/public/content/site-copy';
import { LINK_EXPIRY_SUMMARY } from '../../../shared/domain/plans';
import { spaRewriteCode } from '../../../infra/stack/web-distribution';
import { prerenderedFile } from '../../../infra/local/web';
import { PAGES_WITH_OWN_HTML } from '../../../shared/config/site-pages';

describe('site pages', () => {
  it.each([
    ['/About', 'About'],
    ['/about', 'About'],
    ['/FEATURES', 'Features'],
    ['/pricing', 'Pricing'],
    ['/faq', 'Faq'],
    ['/Contact', 'Contact'],
    ['/terms', 'Terms'],
    ['/Privacy', 'Privacy'],
    ['/refund', 'Refund'],
  ])('%s resolves to %s, a public site page', (path, page) => {
    const resolved = resolvePage(path);
    expect(resolved.page).toBe(page);
    expect(isSitePage(resolved.page)).toBe(true);
    expect(PUBLIC_PAGES.has(resolved.page)).toBe(true);
  });

  it('links Home sections', () => {
    expect(paths.homeSection('pricing')).toBe('/Home#pricing');
  });

  it('gives every site page its own title and description', () => {
    const titles = new Set(SITE_PAGES.map((page) => PAGE_META[page].title));
    expect(titles.size).toBe(SITE_PAGES.length);
    for (const page of SITE_PAGES) {
      expect(PAGE_META[page].description.length).toBeGreaterThan(50);
      expect(PAGE_META[page].description.length).toBeLessThanOrEqual(200);
    }
    expect(PAGE_META.Pricing.description).toContain('$17/month');
    expect(PAGE_META.Pricing.description).toContain('$289/year');
  });
});

describe('head tags, robots.txt and sitemap.xml', () => {
  it('writes title, description, canonical, Open Graph and Twitter tags', () => {
    const head = pageHead('Pricing', 'https://example.com/');
    expect(head.title).toBe(PAGE_META.Pricing.title);
    const find = (key: string, value: string) => head.elements.find((e) => e.props[key] === value)?.props;
    expect(find('rel', 'canonical')?.href).toBe('https://example.com/Pricing');
    expect(find('property', 'og:url')?.content).toBe('https://example.com/Pricing');
    expect(find('property', 'og:title')?.content).toBe(PAGE_META.Pricing.title);
    expect(find('name', 'description')?.content).toBe(PAGE_META.Pricing.description);
    expect(find('name', 'twitter:card')?.content).toBe('summary');
    expect(find('name', 'twitter:description')?.content).toBe(PAGE_META.Pricing.description);
  });

  it('lists every site page in the sitemap and keeps review links out of crawlers', () => {
    const xml = sitemapXml('https://example.com');
    for (const page of SITE_PAGES) expect(xml).toContain(`<loc>https://example.com/${page}</loc>`);
    expect(xml).not.toContain('Review');
    const robots = robotsTxt('https://example.com');
    expect(robots).toContain('Disallow: /Review');
    expect(robots).toContain('Sitemap: https://example.com/sitemap.xml');
  });
});

describe('copy the spec requires', () => {
  it('has the legal sections of §2.7', () => {
    expect(TERMS.lastUpdated).toBe('August 17, 2025');
    expect(TERMS.sections).toHaveLength(12);
    const terms = JSON.stringify(TERMS);
    expect(terms).toContain('18 years old');
    expect(terms).toContain('Tel Aviv');
    expect(PRIVACY.sections.map((s) => s.id)).toEqual([
      'data-collected',
      'use',
      'drive-links',
      'deletion',
      'cookies',
      'third-parties',
      'international-transfers',
      'your-rights',
      'changes',
      'review-viewing',
    ]);
    expect(JSON.stringify(PRIVACY)).toContain('30 days');
    expect(REFUND.sections.flatMap((s) => s.paragraphs).join(' ')).toContain('subject "Refund Request"');
  });

  it('has six FAQ questions (link expiry and plans among them), three steps and four feature cards', () => {
    expect(FAQ.items).toHaveLength(6);
    const answers = FAQ.items.map((i) => i.answer).join(' ');
    expect(answers).toContain(LINK_EXPIRY_SUMMARY);
    expect(HOW_IT_WORKS.steps.map((s) => s.title)).toEqual([
      'Create Project',
      'Share Secure Link',
      'Track & Approve',
    ]);
    expect(FEATURES.cards).toHaveLength(4);
  });
});

describe('About', () => {
  it('tells that marker exports shipped, not that they are next on the list', () => {
    const vision = ABOUT.vision.paragraphs.join(' ');
    expect(vision).toMatch(
      /already leave .* as timeline markers for DaVinci Resolve, Final Cut Pro, Premiere Pro and Avid/,
    );
    const next = vision.slice(vision.indexOf('Next on our list'));
    expect(next).not.toMatch(/marker/i);
  });
});

describe('admin role', () => {
  it('comes from the cognito:groups claim only', () => {
    expect(isAdminFromGroups([ADMIN_GROUP])).toBe(true);
    expect(isAdminFromGroups(['editors', 'admin'])).toBe(true);
    expect(isAdminFromGroups(['editors'])).toBe(false);
    expect(isAdminFromGroups('admin')).toBe(false);
    expect(isAdminFromGroups(undefined)).toBe(false);
  });
});

describe('serving prerendered pages', () => {
  const rewrite = (uri: string): string => {
    const run = new Function(`${spaRewriteCode(SITE_PAGES)}\nreturn handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    return run({ request: { uri } }).uri;
  };

  it('CloudFront: a site page (any case) is its prerendered file; other routes the app shell', () => {
    expect(rewrite('/pricing')).toBe('/Pricing/index.html');
    expect(rewrite('/Pricing/')).toBe('/Pricing/index.html');
    expect(rewrite('/TERMS')).toBe('/Terms/index.html');
    expect(rewrite('/Dashboard')).toBe('/index.html');
    expect(rewrite('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(rewrite('/sitemap.xml')).toBe('/sitemap.xml');
  });

  it('CloudFront: a review link (any case) is its own HTML entry, not the app shell', () => {
    const stackRewrite = new Function(
      `${spaRewriteCode(PAGES_WITH_OWN_HTML)}\nreturn handler;`,
    )() as (event: { request: { uri: string } }) => { uri: string };
    expect(stackRewrite({ request: { uri: '/Review' } }).uri).toBe('/Review/index.html');
    expect(stackRewrite({ request: { uri: '/review' } }).uri).toBe('/Review/index.html');
    expect(stackRewrite({ request: { uri: '/Dashboard' } }).uri).toBe('/index.html');
  });

  it('serves the prerendered Home at / (CloudFront and the local server), not the empty app shell', () => {
    expect(rewrite('/')).toBe('/Home/index.html');
    const pages = new Map([['home', '/dist/Home/index.html']]);
    expect(prerenderedFile(pages, '/')).toBe('/dist/Home/index.html');
  });

  it('locally: one-segment paths find the prerendered file case-insensitively', () => {
    const pages = new Map([['pricing', '/dist/Pricing/index.html']]);
    expect(prerenderedFile(pages, '/PRICING')).toBe('/dist/Pricing/index.html');
    expect(prerenderedFile(pages, '/pricing/')).toBe('/dist/Pricing/index.html');
    expect(prerenderedFile(pages, '/pricing/extra')).toBeUndefined();
    expect(prerenderedFile(pages, '/Dashboard')).toBeUndefined();
  });
});
