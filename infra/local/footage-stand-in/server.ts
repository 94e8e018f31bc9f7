/**
 * A stand-in for the places footage lives, for local runs and tests (node:http, 127.0.0.1), answering as the
 * real services do for the links of footage-fixtures.ts:
 * - Dropbox   /dropbox/www/{shared link path}?rlkey=…&dl=1   302 to /dropbox/dl/… (the content host), bytes
 *             /dropbox/api/2/files/list_folder[/continue]    POST, bearer token, `shared_link`, paged by cursor
 *             /dropbox/content/2/sharing/get_shared_link_file POST, bearer token, `Dropbox-API-Arg` {url, path}
 * - Graph     /graph/v1.0/shares/{u!…}/driveItem[/children|/content], /items/{id}/content; 302 to /graph/dl/…
 * - Box       /box/2.0/shared_items (BoxApi header), /folders/{id}/items, /files/{id}/content; 302 to /box/dl/…
 * - Web       /web/… a plain https server (HEAD, Range), with a too-large file, a login page, a ZIP named .mp4,
 *             and redirects to loopback and to the metadata address
 * Bytes are served with HTTP Range (206). GET /__control/requests lists the requests, DELETE clears it.
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  FOOTAGE_STAND_IN_LINKS as LINKS,
  FOOTAGE_STAND_IN_SAMPLES as SAMPLES,
  FOOTAGE_STAND_IN_TOKEN,
  FOOTAGE_STAND_IN_TOO_LARGE_BYTES,
} from './footage-fixtures';

export interface FootageStandInOptions {
  host?: string;
  port?: number;
  /** infra/local/sample-media. */
  mediaDir: string;
  token?: string;
}

export interface FootageStandIn {
  url: string;
  requests(): readonly string[];
  clearRequests(): void;
  close(): Promise<void>;
}

interface Item {
  id: string;
  name: string;
  /** A sample video's name, or a text body. */
  sample?: string;
  text?: string;
}

interface Share {
  link: string;
  kind: 'file' | 'folder';
  id: string;
  name: string;
  items: Item[];
}

function sampleItem(id: string, sample: string): Item {
  return { id, name: `${sample.replace(/^\d+-/, '')}.mp4`, sample };
}

function share(link: string, id: string, name: string, samples: string | readonly string[]): Share {
  if (typeof samples === 'string') return { link, kind: 'file', id, name, items: [sampleItem(id, samples)] };
  const items = samples.map((s, i) => sampleItem(`${id}-${i + 1}`, s));
  items.push({ id: `${id}-notes`, name: 'notes.txt', text: 'Shot list and notes.\n' });
  return { link, kind: 'folder', id, name, items };
}

const SHARES: readonly Share[] = [
  share(LINKS.dropboxFile, 'dbx1', 'brand-intro.mp4', SAMPLES.dropboxFile),
  share(LINKS.dropboxFolder, 'dbx2', 'Dailies', SAMPLES.dropboxFolder),
  share(LINKS.oneDriveFile, 'od3', 'social-vertical.mp4', SAMPLES.oneDriveFile),
  share(LINKS.oneDriveFolder, 'od4', 'Selects', SAMPLES.oneDriveFolder),
  share(LINKS.sharePointFile, 'sp5', 'interview.mp4', SAMPLES.sharePointFile),
  share(LINKS.boxFile, 'box6', 'outro-titles.mp4', SAMPLES.boxFile),
  share(LINKS.boxFolder, 'box7', 'Cuts', SAMPLES.boxFolder),
];

class HttpAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

interface State {
  mediaDir: string;
  token: string;
  base: string;
  log: string[];
}

const findShare = (test: (s: Share) => boolean) => SHARES.find(test);
const allItems = () => SHARES.flatMap((s) => s.items);
const itemById = (id: string) => allItems().find((i) => i.id === id);

/** Dropbox's shared links are matched by path and rlkey (a wrong key is a missing link). */
function dropboxShare(link: string): Share | undefined {
  const asked = new URL(link);
  return findShare((s) => {
    const known = new URL(s.link);
    if (known.hostname !== 'www.dropbox.com') return false;
    return (
      known.pathname === asked.pathname && known.searchParams.get('rlkey') === asked.searchParams.get('rlkey')
    );
  });
}

function sameLink(a: string, b: string): boolean {
  return a.replace(/\/$/, '') === b.replace(/\/$/, '');
}

function requireToken(state: State, req: http.IncomingMessage, errorBody: unknown): void {
  if (req.headers.authorization !== `Bearer ${state.token}`) throw new HttpAnswer(401, errorBody);
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function redirect(res: http.ServerResponse, location: string) {
  res.writeHead(302, { location, 'content-length': 0 });
  res.end();
}

/** An item's bytes with Range support (206), as the services' content hosts answer. */
function sendItem(
  state: State,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  item: Item,
  type?: string,
) {
  if (item.text !== undefined) {
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(item.text) });
    res.end(req.method === 'HEAD' ? undefined : item.text);
    return;
  }
  const file = path.join(state.mediaDir, `${item.sample ?? ''}.mp4`);
  const size = statSync(file).size;
  const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  const headers: Record<string, string | number> = {
    'content-type': type ?? 'video/mp4',
    'accept-ranges': 'bytes',
    'content-disposition': `attachment; filename="${item.name}"; filename*=UTF-8''${encodeURIComponent(item.name)}`,
  };
  let start = 0;
  let end = size - 1;
  if (range) {
    start = Number(range[1]);
    end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start >= size) {
      res.writeHead(416, { 'content-range': `bytes */${size}` });
      res.end();
      return;
    }
    res.writeHead(206, {
      ...headers,
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': end - start + 1,
    });
  } else {
    res.writeHead(200, { ...headers, 'content-length': size });
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file, { start, end }).pipe(res);
}

async function dropbox(
  state: State,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  rest: string,
) {
  const apiError = (tag: string) => ({ error_summary: `${tag}/..`, error: { '.tag': tag } });
  if (rest.startsWith('/www/')) {
    const link = `https://www.dropbox.com${rest.slice('/www'.length)}${url.search}`;
    const found = dropboxShare(link);
    if (!found)
      throw new HttpAnswer(404, '<html><body>This item was deleted or the link is wrong.</body></html>', {
        'content-type': 'text/html',
      });
    if (url.searchParams.get('dl') !== '1') {
      // dl=0: the preview page, which is why the direct-download form matters.
      const page = `<html><body>${found.name} - Dropbox</body></html>`;
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(page),
      });
      res.end(page);
      return;
    }
    if (found.kind === 'folder') {
      const zip = Buffer.from('PK\u0003\u0004 a zip of the folder');
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': zip.length });
      res.end(zip);
      return;
    }
    redirect(res, `${state.base}/dropbox/dl/${found.items[0]?.id ?? ''}/${encodeURIComponent(found.name)}`);
    return;
  }
  if (rest.startsWith('/dl/')) {
    const item = itemById(rest.split('/')[2] ?? '');
    if (!item) throw new HttpAnswer(404, 'Not found');
    sendItem(state, req, res, item);
    return;
  }
  if (req.method !== 'POST') throw new HttpAnswer(405, 'POST only');
  requireToken(state, req, apiError('invalid_access_token'));
  if (rest === '/api/2/files/list_folder' || rest === '/api/2/files/list_folder/continue') {
    const body = JSON.parse((await readBody(req)) || '{}') as {
      shared_link?: { url?: string };
      cursor?: string;
    };
    let link = body.shared_link?.url ?? '';
    let offset = 0;
    if (body.cursor) {
      const cursor = JSON.parse(Buffer.from(body.cursor, 'base64url').toString('utf8')) as {
        link: string;
        offset: number;
      };
      link = cursor.link;
      offset = cursor.offset;
    }
    const found = dropboxShare(link);
    if (!found) return json(res, 409, apiError('shared_link_not_found'));
    if (found.kind !== 'folder') return json(res, 409, apiError('not_folder'));
    const PAGE = 2;
    const page = found.items.slice(offset, offset + PAGE);
    const next = offset + PAGE;
    json(res, 200, {
      entries: page.map((i) => ({
        '.tag': 'file',
        name: i.name,
        id: `id:${i.id}`,
        size:
          i.text !== undefined
            ? Buffer.byteLength(i.text)
            : statSync(path.join(state.mediaDir, `${i.sample ?? ''}.mp4`)).size,
      })),
      cursor: Buffer.from(JSON.stringify({ link, offset: next })).toString('base64url'),
      has_more: next < found.items.length,
    });
    return;
  }
  if (rest === '/content/2/sharing/get_shared_link_file') {
    const arg = JSON.parse(String(req.headers['dropbox-api-arg'] ?? '{}')) as { url?: string; path?: string };
    const found = dropboxShare(arg.url ?? '');
    const item = found?.items.find((i) => `/${i.name}` === arg.path);
    if (!found || !item) return json(res, 409, apiError('shared_link_not_found'));
    res.setHeader('dropbox-api-result', JSON.stringify({ name: item.name, id: `id:${item.id}` }));
    sendItem(state, req, res, item, 'application/octet-stream');
    return;
  }
  throw new HttpAnswer(404, apiError('not_found'));
}

function graphItem(state: State, item: Item, kind: 'file' | 'folder', childCount = 0) {
  if (kind === 'folder') return { id: item.id, name: item.name, folder: { childCount } };
  const size =
    item.text !== undefined
      ? Buffer.byteLength(item.text)
      : statSync(path.join(state.mediaDir, `${item.sample ?? ''}.mp4`)).size;
  return {
    id: item.id,
    name: item.name,
    size,
    file: { mimeType: item.text !== undefined ? 'text/plain' : 'video/mp4' },
  };
}

function graph(state: State, req: http.IncomingMessage, res: http.ServerResponse, url: URL, rest: string) {
  const graphError = (status: number, code: string) =>
    new HttpAnswer(status, { error: { code, message: code } });
  if (rest.startsWith('/dl/')) {
    const item = itemById(rest.split('/')[2] ?? '');
    if (!item) throw new HttpAnswer(404, 'Not found');
    sendItem(state, req, res, item);
    return;
  }
  requireToken(state, req, {
    error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty.' },
  });
  const match =
    /^\/v1\.0\/shares\/([^/]+)\/(driveItem(?:\/children|\/content)?|items\/([^/]+)\/content)$/.exec(rest);
  if (!match) throw graphError(400, 'invalidRequest');
  const shareId = decodeURIComponent(match[1] ?? '');
  if (!shareId.startsWith('u!')) throw graphError(400, 'invalidRequest');
  const link = Buffer.from(shareId.slice(2), 'base64url').toString('utf8');
  const found = findShare(
    (s) => sameLink(s.link, link) && !s.link.includes('dropbox') && !s.link.includes('box.com'),
  );
  if (!found) throw graphError(404, 'itemNotFound');
  const what = match[2] ?? '';
  if (what === 'driveItem') {
    const root: Item = { id: found.id, name: found.name };
    return json(
      res,
      200,
      found.kind === 'folder'
        ? graphItem(state, root, 'folder', found.items.length)
        : graphItem(state, found.items[0] as Item, 'file'),
    );
  }
  if (what === 'driveItem/children') {
    if (found.kind !== 'folder') throw graphError(400, 'invalidRequest');
    // One child per page, so the nextLink paging is exercised.
    const skip = Number(url.searchParams.get('$skiptoken') ?? '0');
    const page = found.items.slice(skip, skip + 1).map((i) => graphItem(state, i, 'file'));
    const next =
      skip + 1 < found.items.length
        ? `${state.base}/graph${url.pathname.replace(/^\/graph/, '')}?$top=1&$skiptoken=${skip + 1}`
        : undefined;
    return json(res, 200, { value: page, ...(next ? { '@odata.nextLink': next } : {}) });
  }
  const item = match[3]
    ? found.items.find((i) => i.id === decodeURIComponent(match[3] ?? ''))
    : found.kind === 'file'
      ? found.items[0]
      : undefined;
  if (!item) throw graphError(404, 'itemNotFound');
  redirect(res, `${state.base}/graph/dl/${item.id}/${encodeURIComponent(item.name)}?tempauth=local`);
}

function box(state: State, req: http.IncomingMessage, res: http.ServerResponse, url: URL, rest: string) {
  const boxError = (status: number, code: string) =>
    new HttpAnswer(status, { type: 'error', status, code, message: code });
  if (rest.startsWith('/dl/')) {
    const item = itemById(rest.split('/')[2] ?? '');
    if (!item) throw new HttpAnswer(404, 'Not found');
    sendItem(state, req, res, item);
    return;
  }
  requireToken(state, req, { type: 'error', status: 401, code: 'unauthorized' });
  const header = String(req.headers['boxapi'] ?? '');
  const link = /^shared_link=(.+)$/.exec(header)?.[1] ?? '';
  const found = findShare((s) => s.link.includes('box.com') && sameLink(s.link, link));
  if (!found) throw boxError(404, 'not_found');
  const size = (i: Item) =>
    i.text !== undefined
      ? Buffer.byteLength(i.text)
      : statSync(path.join(state.mediaDir, `${i.sample ?? ''}.mp4`)).size;
  if (rest === '/2.0/shared_items') {
    if (found.kind === 'folder') return json(res, 200, { type: 'folder', id: found.id, name: found.name });
    const item = found.items[0] as Item;
    return json(res, 200, { type: 'file', id: item.id, name: item.name, size: size(item) });
  }
  const folder = /^\/2\.0\/folders\/([^/]+)\/items$/.exec(rest);
  if (folder) {
    if (found.kind !== 'folder' || folder[1] !== found.id) throw boxError(404, 'not_found');
    const offset = Number(url.searchParams.get('offset') ?? '0');
    const limit = Math.min(Number(url.searchParams.get('limit') ?? '100'), 1000);
    const entries = found.items
      .slice(offset, offset + limit)
      .map((i) => ({ type: 'file', id: i.id, name: i.name, size: size(i) }));
    return json(res, 200, { entries, total_count: found.items.length, offset, limit });
  }
  const content = /^\/2\.0\/files\/([^/]+)\/content$/.exec(rest);
  if (content) {
    const item = found.items.find((i) => i.id === content[1]);
    if (!item) throw boxError(404, 'not_found');
    redirect(res, `${state.base}/box/dl/${item.id}/${encodeURIComponent(item.name)}`);
    return;
  }
  throw boxError(404, 'not_found');
}

function web(state: State, req: http.IncomingMessage, res: http.ServerResponse, rest: string): void {
  const port = new URL(state.base).port;
  switch (rest) {
    case '/renders/product-demo.mp4':
      return sendItem(state, req, res, sampleItem('web-1', SAMPLES.webFile));
    case '/renders/feature-master.mov': {
      res.writeHead(200, {
        'content-type': 'video/quicktime',
        'content-length': FOOTAGE_STAND_IN_TOO_LARGE_BYTES,
        'accept-ranges': 'none',
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      // The headers and a first chunk only: a client that read on would wait; the stand-in hangs up after a while.
      res.write(readFileSync(path.join(state.mediaDir, `${SAMPLES.webFile}.mp4`)).subarray(0, 64 * 1024));
      setTimeout(() => res.destroy(), 5_000).unref();
      return;
    }
    case '/renders/login-wall.mp4': {
      const page = '<html><body>Sign in to download</body></html>';
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(page) });
      res.end(req.method === 'HEAD' ? undefined : page);
      return;
    }
    case '/renders/archive.mp4': {
      const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2048, 7)]);
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': zip.length });
      res.end(req.method === 'HEAD' ? undefined : zip);
      return;
    }
    case '/moved/product-demo.mp4':
      return redirect(res, '/web/renders/product-demo.mp4');
    case '/moved/loopback.mp4':
      return redirect(res, `https://127.0.0.1:${port}/web/renders/product-demo.mp4`);
    case '/moved/metadata.mp4':
      return redirect(res, 'http://169.254.169.254/latest/meta-data/iam/security-credentials/');
    default:
      throw new HttpAnswer(404, 'Not found');
  }
}

async function serve(state: State, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', state.base);
  if (url.pathname === '/__control/requests') {
    if (req.method === 'DELETE') state.log = [];
    return json(res, 200, state.log);
  }
  state.log.push(`${req.method ?? 'GET'} ${url.pathname}${url.search}`);
  const [, service = '', ...parts] = url.pathname.split('/');
  const rest = `/${parts.join('/')}`;
  try {
    if (service === 'dropbox') return await dropbox(state, req, res, url, rest);
    if (service === 'graph') return graph(state, req, res, url, rest);
    if (service === 'box') return box(state, req, res, url, rest);
    if (service === 'web') return web(state, req, res, rest);
    throw new HttpAnswer(404, 'Not found');
  } catch (error) {
    if (!(error instanceof HttpAnswer)) throw error;
    if (typeof error.body === 'string') {
      res.writeHead(error.status, { 'content-type': 'text/plain', ...error.headers });
      res.end(error.body);
    } else json(res, error.status, error.body, error.headers);
  }
}

export async function startFootageStandIn(options: FootageStandInOptions): Promise<FootageStandIn> {
  const host = options.host ?? '127.0.0.1';
  const state: State = {
    mediaDir: options.mediaDir,
    token: options.token ?? FOOTAGE_STAND_IN_TOKEN,
    base: '',
    log: [],
  };
  const server = http.createServer((req, res) => {
    serve(state, req, res).catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: String(error) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  state.base = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: state.base,
    requests: () => [...state.log],
    clearRequests: () => {
      state.log = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
