/**
 * The SPA on the local server: Vite in middleware mode (`dev`, fast start, HMR) or the built files of
 * frontend/dist with a fallback to index.html (`static`, what the tests use; built when missing or older
 * than its sources).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { InlineConfig, ViteDevServer } from 'vite';
import { ROOT_SITE_PAGE } from '../../shared/config/site-pages';
import { inlineBlockHashes } from '../inline-block-hashes';
import { REPO_ROOT } from './handler-loader';

interface ViteModule {
  createServer(config: InlineConfig): Promise<ViteDevServer>;
}

export type WebMode = 'dev' | 'static' | 'none';

export type WebHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface Web {
  handle: WebHandler;
  close(): Promise<void>;
  /** CSP hash sources of the inline blocks of the served HTML (static mode). */
  inlineHashes: readonly string[];
  /** Vite's dev server needs inline preambles, inline styles and its websocket. */
  devServer: boolean;
}

export const FRONTEND_DIR = join(REPO_ROOT, 'frontend');
export const FRONTEND_DIST = join(FRONTEND_DIR, 'dist');
const VITE_CONFIG = join(FRONTEND_DIR, 'vite.config.ts');

export function hasFrontend(): boolean {
  return existsSync(VITE_CONFIG) && existsSync(join(FRONTEND_DIR, 'index.html'));
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when frontend/dist is missing or older than the SPA's sources (frontend/ and shared/). */
export function distIsStale(): boolean {
  const index = join(FRONTEND_DIST, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return newestMtime(FRONTEND_DIR) > built || newestMtime(join(REPO_ROOT, 'shared')) > built;
}

/** Loaded lazily (only when the SPA is served); by name, which also keeps ESLint's resolver away from vite. */
const VITE_MODULE = 'vite';
const loadVite = () => import(VITE_MODULE) as Promise<ViteModule>;

/**
 * `vite build` in a child process: the build prerenders the public site under a jsdom `window`, which must
 * never leak into the process that runs the local system's handlers (a global `window` makes libraries such
 * as gaxios take browser code paths: Drive calls then fail with 'fetchImpl is not a function').
 */
export async function buildFrontend(
  log: (message: string) => void = console.log,
  /** Where the build goes (emptied first); a test builds elsewhere so a system serving frontend/dist is left be. */
  outDir: string = FRONTEND_DIST,
): Promise<void> {
  log(`building the SPA (${outDir})…`);
  const started = Date.now();
  const vite = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [
    ...[vite, 'build', '--config', VITE_CONFIG, '--logLevel', 'warn', '--mode', 'production'],
    ...['--outDir', outDir, '--emptyOutDir'],
  ];
  // Vite keeps an inherited NODE_ENV (vitest sets 'test'), which would ship React's development build.
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`vite build failed (${signal ?? `exit code ${String(code)}`})`);
  log(`SPA built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Several test runs may start at once: one builds frontend/dist while the others wait for it. */
async function withBuildLock(work: () => Promise<void>): Promise<void> {
  const lock = join(REPO_ROOT, 'node_modules', '.cache', 'cutroom-web-build.lock');
  await mkdir(dirname(lock), { recursive: true });
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const info = await stat(lock).catch(() => null);
      // A lock older than 5 minutes was left by a run that died.
      if (info && Date.now() - info.mtimeMs > 5 * 60_000) await rm(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Waited too long for ${lock}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * Prerendered pages of the public site: `dist/<Page>/index.html`, by lower-cased page name (page names
 * match case-insensitively, as in the SPA's router).
 */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'assets') continue;
    const file = join(root, entry.name, 'index.html');
    if (existsSync(file)) pages.set(entry.name.toLowerCase(), file);
  }
  return pages;
}

/**
 * The prerendered file for a one-segment path (`/pricing`, `/Pricing/`), or for `/` (the root site page), if
 * there is one.
 */
export function prerenderedFile(pages: ReadonlyMap<string, string>, pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return pages.get(ROOT_SITE_PAGE.toLowerCase());
  if (segments.length !== 1) return undefined;
  return pages.get((segments[0] ?? '').toLowerCase());
}

/** Text files CloudFront compresses on the way (`compress: true`): sent gzip here too when the browser asks. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/**
 * A built file's body as CloudFront would send it: gzip when the client accepts it and the type compresses
 * (what a phone on a slow network downloads, which the throttled review bench measures); kept per file, as the
 * files do not change while the server runs.
 */
export function compressedBody(
  cache: Map<string, Buffer>,
  file: string,
  body: Buffer,
  request: IncomingMessage,
): { body: Buffer; encoding?: 'gzip' } {
  const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (!accepts || !COMPRESSIBLE.has(extname(file).toLowerCase())) return { body };
  let gzipped = cache.get(file);
  if (!gzipped) {
    gzipped = gzipSync(body);
    cache.set(file, gzipped);
  }
  return { body: gzipped, encoding: 'gzip' };
}

async function staticWeb(): Promise<Web> {
  const root = FRONTEND_DIST;
  const index = await readFile(join(root, 'index.html'));
  const pages = prerenderedPages(root);
  const gzipped = new Map<string, Buffer>();
  const handle: WebHandler = (request, response) => {
    void (async () => {
      const method = request.method ?? 'GET';
      if (method !== 'GET' && method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const url = new URL(request.url ?? '/', 'http://local');
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        response.writeHead(400).end();
        return;
      }
      const file = normalize(join(root, pathname));
      if (file.startsWith(root + sep) && extname(file)) {
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) {
          const immutable = pathname.startsWith('/assets/');
          const sent = compressedBody(gzipped, file, await readFile(file), request);
          response.writeHead(200, {
            'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
            'content-length': sent.body.length,
            'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
            vary: 'accept-encoding',
            ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
          });
          response.end(method === 'HEAD' ? undefined : sent.body);
          return;
        }
        if (pathname.startsWith('/assets/')) {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return;
        }
      }
      // A public site page: its prerendered HTML (content, title, description, link-preview tags).
      const prerendered = prerenderedFile(pages, pathname);
      // SPA fallback: every page name is a client-side route.
      const page = prerendered ?? join(root, 'index.html');
      const sent = compressedBody(gzipped, page, prerendered ? await readFile(prerendered) : index, request);
      response.writeHead(200, {
        'content-type': CONTENT_TYPES['.html'] ?? 'text/html',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
      });
      response.end(method === 'HEAD' ? undefined : sent.body);
    })().catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end();
    });
  };
  return {
    handle,
    close: async () => {},
    inlineHashes: inlineBlockHashes(index.toString('utf8')),
    devServer: false,
  };
}

async function devWeb(server: Server): Promise<Web> {
  const { createServer } = await loadVite();
  const vite = await createServer({
    configFile: VITE_CONFIG,
    appType: 'spa',
    server: { middlewareMode: true, ws: { server } },
    logLevel: 'warn',
  });
  return {
    handle: (request, response) =>
      vite.middlewares(request, response, () => {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      }),
    close: () => vite.close(),
    inlineHashes: [],
    devServer: true,
  };
}

export async function startWeb(mode: WebMode, server: Server, log: (m: string) => void): Promise<Web | null> {
  if (mode === 'none') return null;
  if (!hasFrontend()) {
    log('frontend/ is not there yet: serving the API only');
    return null;
  }
  if (mode === 'dev') return devWeb(server);
  if (distIsStale()) await withBuildLock(async () => (distIsStale() ? buildFrontend(log) : undefined));
  assertNoBrowserGlobals();
  return staticWeb();
}

/** The handlers run in this process: a browser global here changes how libraries behave (see buildFrontend). */
export function assertNoBrowserGlobals(scope: object = globalThis): void {
  if ('window' in scope || 'document' in scope) {
    throw new Error('A browser global (window/document) leaked into the local system process');
  }
}
