/**
 * The local system serves the built SPA from the same process that runs the handlers. The build prerenders
 * the public site under jsdom; its `window` must stay in the build's own process, or the handlers' libraries
 * take browser code paths (gaxios then calls jsdom's missing `window.fetch`: every Drive import failed). The
 * build ships React itself (no compatibility layer), and writes the client review page's own entry.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertNoBrowserGlobals, buildFrontend } from '../../../infra/local/web';

// Built into a folder of its own: the end-to-end journeys may be serving frontend/dist meanwhile (npm test
// runs them beside this layer), and a build empties its folder first.
const FRONTEND_DIST = mkdtempSync(join(tmpdir(), 'cutroom-spa-build-'));
afterAll(() => rmSync(FRONTEND_DIST, { recursive: true, force: true }));

describe('building the SPA for the local system', () => {
  it('prerenders the public pages and leaves no browser global in this process', async () => {
    const before = Date.now();
    await buildFrontend(() => {}, FRONTEND_DIST);
    expect(statSync(join(FRONTEND_DIST, 'index.html')).mtimeMs).toBeGreaterThanOrEqual(before - 1000);
    expect(existsSync(join(FRONTEND_DIST, 'Pricing', 'index.html'))).toBe(true);
    expect('window' in globalThis).toBe(false);
    expect('document' in globalThis).toBe(false);
    expect(() => assertNoBrowserGlobals()).not.toThrow();
    // The UI runtime is React DOM itself, the one the types and the component tests use.
    const chunks = readdirSync(join(FRONTEND_DIST, 'assets')).filter((f) => f.endsWith('.js'));
    const runtime = chunks.filter((f) => f.startsWith('vendor-react-'));
    expect(runtime).toHaveLength(1);
    const code = readFileSync(join(FRONTEND_DIST, 'assets', runtime[0] ?? ''), 'utf8');
    expect(code).toMatch(/__reactFiber/);
    // The client review page's own HTML, served for /Review (see frontend/review-entry.ts).
    const review = readFileSync(join(FRONTEND_DIST, 'Review', 'index.html'), 'utf8');
    expect(review).toMatch(/<script type="module" crossorigin src="\/assets\/review-[\w-]+\.js">/);
  }, 180_000);

  it('refuses to serve when a browser global is present', () => {
    expect(() => assertNoBrowserGlobals({ window: {} })).toThrow(/browser global/);
    expect(() => assertNoBrowserGlobals({ document: {} })).toThrow(/browser global/);
  });
});
