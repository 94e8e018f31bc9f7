/**
 * Build-time prerendering of the public site (vite-prerender-plugin calls `prerender` once per URL in
 * Node). Each site page is rendered to HTML with its styles, title, description, canonical URL, Open Graph
 * and Twitter tags, so search engines and link previews see the page without running JavaScript.
 *
 * The page is rendered by React DOM's client renderer into a jsdom document (as the browser would), which
 * lets Emotion write the page's CSS; jsdom is loaded by name only here, at build time, and never reaches
 * the browser. `/` gets no file of its own (index.html stays the app shell for every other route): the local
 * server and CloudFront serve Home's file for it (shared/config/site-pages `ROOT_SITE_PAGE`).
 */
import { SITE_URL_VARIABLE, DEFAULT_SITE_URL } from '../../shared/config/product';
import { isSitePage, resolvePage } from './config/paths';
import { pageHead } from './features/public/content/seo';
import { installDom } from './prerender/install-dom';

export interface PrerenderResult {
  html: string;
  head: {
    lang: string;
    title: string;
    elements: Set<{ type: string; props: Record<string, string> }>;
  };
}

function siteOrigin(): string {
  const fromEnv = globalThis.process?.env?.[SITE_URL_VARIABLE]?.trim();
  return fromEnv || DEFAULT_SITE_URL;
}

export async function prerender({ url }: { url: string }): Promise<PrerenderResult | undefined> {
  const resolved = resolvePage(new URL(url, 'http://prerender.local').pathname);
  if (url === '/' || resolved.unknown || !isSitePage(resolved.page)) return undefined;
  await installDom();
  const { renderSitePage } = await import('./prerender/render-site-page');
  const { html, css } = await renderSitePage(resolved.page);
  const head = pageHead(resolved.page, siteOrigin());
  return {
    html,
    head: {
      lang: 'en',
      title: head.title,
      elements: new Set([
        ...head.elements,
        { type: 'style', props: { 'data-prerender': 'true', children: css } },
      ]),
    },
  };
}
