/**
 * Every kind of answer of the local server carries the one security-header set (shared/config/security-headers):
 * the SPA's HTML and assets, /config.json, API results (2xx and the handlers' 4xx), the server's own 404 and 413,
 * and a strict CSP whose inline-block hashes match the HTML actually served.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineBlockHashes } from '../../../infra/inline-block-hashes';
import { startApiServer, type RunningApiServer } from '../../../infra/local/api-server';
import { FRONTEND_DIST } from '../../../infra/local/web';
import { MAX_REQUEST_BYTES } from '../../../infra/local/api-server';
import { API_CONTENT_SECURITY_POLICY } from '../../../shared/config/security-headers';
import { baseUrl, testSystem } from '../../support/env';

function expectSecurityHeaders(response: Response, what: string): string {
  const csp = response.headers.get('content-security-policy') ?? '';
  const isApi = new URL(response.url).pathname.startsWith('/api/');
  if (isApi) {
    // Every directive of the API's JSON policy, with its value (the handlers' middleware may add stricter ones).
    const directives = new Set(csp.split(';').map((d) => d.trim()));
    for (const directive of API_CONTENT_SECURITY_POLICY.split('; ')) {
      expect(directives, `${what}: ${directive}`).toContain(directive);
    }
  } else expect(csp, `${what}: CSP`).toContain("default-src 'self'");
  expect(csp, `${what}: CSP`).toContain("frame-ancestors 'none'");
  if (!isApi) expect(csp, `${what}: CSP`).toContain("object-src 'none'");
  expect(csp, `${what}: no inline scripts`).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // 'wasm-unsafe-eval' (compiling WebAssembly: the report's font subsetter) is allowed; JavaScript eval is not.
  expect(csp, `${what}: no eval`).not.toContain("'unsafe-eval'");
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('referrer-policy'), what).toBe(
    isApi ? 'no-referrer' : 'strict-origin-when-cross-origin',
  );
  expect(response.headers.get('permissions-policy'), what).toContain('camera=()');
  return csp;
}

describe('security headers on the running local system', () => {
  it('API results, handler errors, the server 404 and 413 and /config.json all carry them', async () => {
    const base = baseUrl();
    const answers: [string, Response][] = [
      ['health', await fetch(`${base}/api/health`)],
      ['review link not found', await fetch(`${base}/api/review/${'0'.repeat(32)}`)],
      ['owner route without a token', await fetch(`${base}/api/projects`)],
      ['unknown endpoint', await fetch(`${base}/api/no-such-thing`)],
      ['unknown path', await fetch(`${base}/definitely/not/here.txt`)],
      ['config', await fetch(`${base}/config.json`)],
      [
        'body too large',
        await fetch(`${base}/api/review/${'0'.repeat(32)}/notes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: 'x'.repeat(MAX_REQUEST_BYTES + 1),
        }).catch(() => new Response(null, { status: 0 })),
      ],
    ];
    const statuses = answers.map(([what, r]) => `${what}:${r.status}`);
    expect(statuses).toEqual([
      expect.stringMatching(/^health:(200|503)$/),
      'review link not found:404',
      'owner route without a token:401',
      'unknown endpoint:404',
      'unknown path:404',
      'config:200',
      'body too large:413',
    ]);
    for (const [what, response] of answers) {
      const csp = expectSecurityHeaders(response, what);
      if (new URL(response.url).pathname.startsWith('/api/')) continue;
      // The SPA may talk to the local user pool and fetch signed media from the S3 stand-in: nothing else.
      const connect = /connect-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(connect.split(' ')).toEqual(
        expect.arrayContaining(["'self'", testSystem().cognitoEndpoint, testSystem().s3Endpoint]),
      );
      expect(connect).not.toContain('*');
    }
  });
});

describe('security headers on the built SPA (static mode)', () => {
  let server: RunningApiServer;
  beforeAll(async () => {
    server = await startApiServer({
      port: 0,
      web: 'static',
      runtimeConfig: () => ({ apiBase: '' }),
      systemInfo: () => ({}),
      csp: { media: ['http://127.0.0.1:1'], connect: [], frames: [] },
      loadHandler: async () => undefined,
      log: () => {},
    });
  }, 120_000);
  afterAll(() => server.stop());

  it('the HTML page, a hashed asset and an asset 404 carry them; the CSP allows exactly the inline blocks shipped', async () => {
    // Without a token: with one, the page is the review API's (its preview tags, the edge's headers).
    const page = await fetch(`${server.url}/Review`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const csp = expectSecurityHeaders(page, 'SPA page');
    const shipped = inlineBlockHashes(await readFile(join(FRONTEND_DIST, 'index.html'), 'utf8'));
    for (const hash of inlineBlockHashes(html)) expect(csp).toContain(`'${hash}'`);
    expect(shipped).toEqual(inlineBlockHashes(html));
    expect(csp).not.toMatch(/style-src[^;]*'unsafe-inline'/);

    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${server.url}${script}`);
    expect(asset.status).toBe(200);
    expectSecurityHeaders(asset, 'asset');
    const missing = await fetch(`${server.url}/assets/nope-123.js`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, 'asset 404');
  });
});
