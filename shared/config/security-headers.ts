/**
 * The security headers of every answer the product serves, defined once: the local server sends them on the
 * SPA and on every API answer (its own 404/413 included), and the CDK stack turns the same definition into the
 * CloudFront response headers policy.
 *
 * The Content-Security-Policy allows no inline script and no eval. Styles: MUI's emotion inserts its rules
 * through the CSSOM (`insertRule`), which CSP does not govern, so `style-src` needs no 'unsafe-inline' either;
 * inline `<style>` blocks that ship in the HTML itself are allowed by their SHA-256 hash
 * (`cspHashesOfInlineBlocks`). What differs between environments is only where media, the user pool and the
 * billing overlay live: callers pass those origins.
 */

export interface CspOrigins {
  /** Where playback, thumbnails and avatars are fetched from (signed S3 or CloudFront URLs; the S3 stand-in). */
  readonly media: readonly string[];
  /** Images only, from another origin (the brand logos' distribution in the cloud). */
  readonly images?: readonly string[];
  /** APIs the SPA calls besides its own origin (the Cognito user pool endpoint; the local user pool). */
  readonly connect: readonly string[];
  /** Pages the SPA embeds in an iframe (the Drive preview fallback, a billing overlay). */
  readonly frames: readonly string[];
  /** Scripts from another origin (a billing overlay's script in the cloud); none locally. */
  readonly scripts?: readonly string[];
  /** `sha256-…` sources of inline `<style>` / `<script>` blocks shipped in the HTML. */
  readonly inlineHashes?: readonly string[];
  /** Dev server only: Vite injects inline module preambles and styles and talks to its websocket. */
  readonly devServer?: boolean;
}

/** Drive thumbnails in the import wizard and the Drive preview fallback of a version. */
export const DRIVE_IMAGE_ORIGINS = ['https://*.googleusercontent.com', 'https://drive.google.com'] as const;
export const DRIVE_FRAME_ORIGINS = ['https://drive.google.com'] as const;

/** Paddle Billing's environments (the `paddleEnvironment` context; the SPA's `paddle.environment`). */
export const PADDLE_ENVIRONMENTS = ['sandbox', 'production'] as const;
export type PaddleEnvironment = (typeof PADDLE_ENVIRONMENTS)[number];

/**
 * What Paddle.js needs in the cloud (the overlay checkout): its script from Paddle's CDN, the checkout frame
 * and the checkout service it calls. Never part of the local CSP (the stand-in's page is a plain redirect).
 */
export function paddleCspOrigins(
  environment: PaddleEnvironment,
): Required<Pick<CspOrigins, 'scripts' | 'frames' | 'connect'>> {
  const prefix = environment === 'sandbox' ? 'sandbox-' : '';
  return {
    scripts: ['https://cdn.paddle.com'],
    frames: [`https://${prefix}buy.paddle.com`],
    connect: [`https://${prefix}checkout-service.paddle.com`],
  };
}

/**
 * The hash of the empty string. Emotion (MUI's style engine) creates each of its `<style>` elements empty and
 * fills it through `sheet.insertRule`, which CSP does not govern; only the empty element itself needs allowing,
 * and an empty inline block can carry nothing.
 */
export const EMPTY_INLINE_BLOCK_HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

/**
 * The one `<style>` block the API documentation page's renderer (Redoc 2's standalone bundle) writes as text:
 * its scrollbar library's CSS with its source map comment. Allowed by its hash only; the documentation page's
 * e2e journey fails on any CSP violation, so a Redoc upgrade that changes the block shows there.
 */
export const API_DOCS_STYLE_HASH = 'sha256-QMIg+bpjm3JdElJ388KYke01izlUW0UoNOeKjpMxdgc=';

/** Two years, sub-domains included: the value browsers' preload lists ask for. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** API answers link nowhere: they send no referrer at all. */
export const API_REFERRER_POLICY = 'no-referrer';
/** Features the product never uses are switched off for every page. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

function directive(name: string, sources: readonly string[]): string {
  return `${name} ${[...new Set(sources)].join(' ')}`;
}

/** The Content-Security-Policy header value for the given environment's origins. */
export function contentSecurityPolicy(origins: CspOrigins): string {
  const hashes = (origins.inlineHashes ?? []).map((h) => `'${h}'`);
  const dev = origins.devServer === true;
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', [
      "'self'",
      // Compiling WebAssembly only (not eval): the PDF report's font subsetter (HarfBuzz) is WebAssembly.
      "'wasm-unsafe-eval'",
      ...(origins.scripts ?? []),
      ...hashes,
      ...(dev ? ["'unsafe-inline'"] : []),
    ]),
    directive('style-src', [
      "'self'",
      ...(dev
        ? ["'unsafe-inline'"]
        : [`'${EMPTY_INLINE_BLOCK_HASH}'`, `'${API_DOCS_STYLE_HASH}'`, ...hashes]),
    ]),
    directive('img-src', [
      "'self'",
      'data:',
      'blob:',
      ...origins.media,
      ...(origins.images ?? []),
      ...DRIVE_IMAGE_ORIGINS,
    ]),
    directive('media-src', ["'self'", 'blob:', ...origins.media]),
    directive('connect-src', ["'self'", ...origins.media, ...origins.connect, ...(dev ? ['ws:'] : [])]),
    directive('font-src', ["'self'", 'data:']),
    directive('frame-src', ["'self'", ...origins.frames]),
    directive('worker-src', ["'self'", 'blob:']),
    directive('manifest-src', ["'self'"]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('form-action', ["'self'"]),
    directive('frame-ancestors', ["'none'"]),
  ].join('; ');
}

/**
 * API answers are JSON, never documents: they may load nothing and be framed by nothing. The handlers' middy
 * security-headers middleware and the server in front of them (CloudFront; the local server) send this same CSP.
 */
export const API_CSP_DIRECTIVES = {
  'default-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'none'",
  'frame-ancestors': "'none'",
  sandbox: '',
} as const;
export const API_CONTENT_SECURITY_POLICY = Object.entries(API_CSP_DIRECTIVES)
  .map(([name, value]) => `${name} ${value}`.trim())
  .join('; ');

export interface SecurityHeaderOptions {
  readonly csp: CspOrigins;
  /** HSTS only where the origin is HTTPS (the cloud); a browser ignores it on http://localhost anyway. */
  readonly https: boolean;
}

/**
 * Every security header, lower-case names, as the local server sends them: `document` for the SPA and its files,
 * `api` for /api answers (the strict JSON policy).
 */
export function securityHeaders(
  options: SecurityHeaderOptions,
  kind: 'document' | 'api' = 'document',
): Record<string, string> {
  return {
    'content-security-policy':
      kind === 'api' ? API_CONTENT_SECURITY_POLICY : contentSecurityPolicy(options.csp),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': kind === 'api' ? API_REFERRER_POLICY : REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    ...(options.https
      ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload` }
      : {}),
  };
}
