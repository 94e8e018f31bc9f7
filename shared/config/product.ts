/** Product naming lives here once, so the working name can change in one place. */
export const PRODUCT_NAME = 'Cutroom';
export const SUPPORT_EMAIL = 'support@cutroom.app';
/**
 * The public site's origin, for canonical URLs, Open Graph tags and sitemap.xml (written at build time;
 * `CUTROOM_SITE_URL` overrides it for a build).
 */
export const DEFAULT_SITE_URL = 'https://cutroom.app';
export const SITE_URL_VARIABLE = 'CUTROOM_SITE_URL';
