/**
 * What the served HTML of a public page carries for search engines and link previews (which run no
 * JavaScript): title, description, canonical URL, Open Graph and Twitter tags; plus robots.txt and
 * sitemap.xml. Pure functions: the prerender step and the build plugin call them.
 */
import { PRODUCT_NAME } from '../../../../../shared/config/product';
import { SITE_PAGES, sitePagePath, type SitePage } from '../../../config/paths';
import { PAGE_META } from './page-meta';

export interface HeadElement {
  type: 'meta' | 'link';
  props: Record<string, string>;
}

export function siteUrlOf(origin: string, page: SitePage): string {
  return `${origin.replace(/\/+$/, '')}${sitePagePath(page)}`;
}

export function pageHead(page: SitePage, origin: string): { title: string; elements: HeadElement[] } {
  const meta = PAGE_META[page];
  const url = siteUrlOf(origin, page);
  return {
    title: meta.title,
    elements: [
      { type: 'meta', props: { name: 'description', content: meta.description } },
      { type: 'link', props: { rel: 'canonical', href: url } },
      { type: 'meta', props: { property: 'og:type', content: 'website' } },
      { type: 'meta', props: { property: 'og:site_name', content: PRODUCT_NAME } },
      { type: 'meta', props: { property: 'og:title', content: meta.title } },
      { type: 'meta', props: { property: 'og:description', content: meta.description } },
      { type: 'meta', props: { property: 'og:url', content: url } },
      { type: 'meta', props: { name: 'twitter:card', content: 'summary' } },
      { type: 'meta', props: { name: 'twitter:title', content: meta.title } },
      { type: 'meta', props: { name: 'twitter:description', content: meta.description } },
    ],
  };
}

/** The site's pages for crawlers; the app's signed-in pages and review links are kept out. */
export function sitemapXml(origin: string): string {
  const urls = SITE_PAGES.map((page) => `  <url><loc>${siteUrlOf(origin, page)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    // Review links are capabilities: never crawl them. The editor's pages need a session anyway.
    'Disallow: /Review',
    'Disallow: /review',
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
