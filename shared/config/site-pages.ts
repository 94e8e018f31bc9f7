/**
 * The public site's pages (marketing and legal): prerendered at build time, listed in sitemap.xml, and served
 * by page name (any letter case) by the local server and the CloudFront rewrite. Plain data, so infra/ can read
 * it without importing the SPA.
 */
export const SITE_PAGES = [
  'Home',
  'About',
  'Features',
  'Pricing',
  'Faq',
  'Contact',
  'Terms',
  'Privacy',
  'Refund',
] as const;
export type SitePage = (typeof SITE_PAGES)[number];

/**
 * The page `/` serves: its prerendered file, so the first visit paints from HTML instead of waiting for the
 * app shell's JavaScript.
 */
export const ROOT_SITE_PAGE: SitePage = 'Home';

/**
 * The client review page has an HTML entry of its own too (`/Review/index.html`, a light bundle without the
 * editor's router and sign-in code; built, not prerendered), served for its one-segment path like a site page.
 */
export const REVIEW_ENTRY_PAGE = 'Review';

/** Every page served from its own `/<Page>/index.html` instead of the app shell. */
export const PAGES_WITH_OWN_HTML: readonly string[] = [...SITE_PAGES, REVIEW_ENTRY_PAGE];
