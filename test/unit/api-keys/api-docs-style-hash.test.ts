/**
 * The API documentation page's renderer under the CSP: the bundle the build serves asks nothing of another
 * origin (Redocly's CDN logo is emptied), and the one inline style block it writes is allowed by its hash
 * (the block's exact text, source map comment included, is checked by the e2e journey's CSP guard).
 */
import { describe, expect, it } from 'vitest';
import { redocStandaloneSource, REDOC_CDN_LOGO } from '../../../frontend/redoc-asset';
import { API_DOCS_STYLE_HASH, contentSecurityPolicy } from '../../../shared/config/security-headers';

describe('the API documentation page under the CSP', () => {
  it('serves the Redoc bundle without anything from Redocly’s CDN', () => {
    const source = redocStandaloneSource();
    expect(source).not.toContain(REDOC_CDN_LOGO);
    expect(source).not.toMatch(/https:\/\/cdn\.redoc\.ly/);
    expect(source).toContain('.ps{overflow:hidden!important');
  });

  it('allows the bundle’s one style block by its hash, and no inline style besides', () => {
    const csp = contentSecurityPolicy({ media: [], connect: [], frames: [] });
    const styleSrc = /style-src [^;]*/.exec(csp)?.[0] ?? '';
    expect(styleSrc).toContain(API_DOCS_STYLE_HASH);
    expect(styleSrc).not.toContain("'unsafe-inline'");
  });
});
