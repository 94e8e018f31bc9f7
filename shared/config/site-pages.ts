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
