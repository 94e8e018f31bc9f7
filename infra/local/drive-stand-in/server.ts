/**
 * A Google Drive API v3 stand-in for local runs and tests (node:http, 127.0.0.1):
 * - GET /drive/v3/files            files.list: `q` (see drive-query.ts), pageSize (1–1000, default 100),
 *                                  pageToken, orderBy (name, createdTime, modifiedTime [desc]), fields
 * - GET /drive/v3/files/{id}       files.get with fields; `alt=media` streams the bytes with HTTP Range (206)
 * - GET /thumbnails/{id}           the JPEG behind `thumbnailLink`
 * - /__control/faults              POST a fault (drive-faults.ts), DELETE to clear
 * - /__control/requests            GET the request log, DELETE to clear it
 * Access as Drive: `key=<API key>` sees public files; `Authorization: Bearer <token>` sees private ones too.
 * A private folder answers 403 without the token; a missing id answers 404; errors have Drive's JSON shape.
 * The folders and ids are in drive-fixtures.ts.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  buildCatalog,
  FOLDER_MIME_TYPE,
  sourceSize,
  type Catalog,
  type CatalogEntry,
  type FileSource,
} from './drive-catalog';
import { DriveFieldsError, parseFields, project } from './drive-fields';
import {
  DRIVE_STAND_IN_ACCESS_TOKEN,
  DRIVE_STAND_IN_API_KEY,
  DRIVE_STAND_IN_CONTROL,
} from './drive-fixtures';
import { faultBoard, type DriveFault, type ParsedDriveFault } from './drive-faults';
import { DriveQueryError, parseDriveQuery } from './drive-query';
import { MEDIA_FIXTURES_DIR } from '../media-fixtures/fixtures';
import { consentDecision, consentPage, DRIVE_OAUTH_PATHS } from './oauth-consent';

export interface DriveStandInOptions {
  host?: string;
  /** 0 = any free port. */
  port?: number;
  /** Where the sample MP4s and JPEG thumbnails are (infra/local/sample-media). */
  mediaDir: string;
  /** The generated media fixture set (infra/local/media-fixtures); default its git-ignored directory. */
  fixturesDir?: string;
  apiKey?: string;
  accessToken?: string;
}

export interface DriveRequestLogEntry {
  at: string;
  method: string;
  path: string;
  operation: 'list' | 'get' | 'media' | 'thumbnail' | 'other';
  target: string | null;
  auth: 'key' | 'token' | 'none';
  status: number;
  range: string | null;
}

export interface DriveStandIn {
  /** `http://127.0.0.1:<port>`: the Drive root URL (CUTROOM_DRIVE_ENDPOINT). */
  url: string;
  port: number;
  setFault(fault: DriveFault): void;
  clearFaults(): void;
  requests(): readonly DriveRequestLogEntry[];
  clearRequests(): void;
  close(): Promise<void>;
}

type Auth = { kind: 'key' } | { kind: 'token' } | { kind: 'none' };

class DriveHttpError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  416: 'OUT_OF_RANGE',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  502: 'UNAVAILABLE',
  503: 'UNAVAILABLE',
};

function driveErrorBody(status: number, reason: string, message: string) {
  return {
    error: {
      code: status,
      message,
      errors: [
        {
          domain: status === 429 || reason === 'dailyLimitExceededUnreg' ? 'usageLimits' : 'global',
          reason,
          message,
        },
      ],
      status: STATUS_NAMES[status] ?? 'UNKNOWN',
    },
  };
}

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function fileResource(entry: CatalogEntry, baseUrl: string) {
  const size = entry.source ? sourceSize(entry.source) : undefined;
  return {
    kind: 'drive#file',
    id: entry.id,
    name: entry.name,
    mimeType: entry.mimeType,
    parents: entry.parents,
    trashed: entry.trashed,
    createdTime: entry.createdTime,
    modifiedTime: entry.modifiedTime,
    // Drive reports sizes as strings (int64), and none for folders.
    ...(size !== undefined ? { size: String(size) } : {}),
    hasThumbnail: entry.thumbnailPath !== null,
    ...(entry.thumbnailPath ? { thumbnailLink: `${baseUrl}/thumbnails/${entry.id}?sz=s220` } : {}),
    webViewLink:
      entry.mimeType === FOLDER_MIME_TYPE
        ? `https://drive.google.com/drive/folders/${entry.id}`
        : `https://drive.google.com/file/d/${entry.id}/view?usp=drivesdk`,
    ...(entry.mimeType === FOLDER_MIME_TYPE
      ? {}
      : { webContentLink: `https://drive.google.com/uc?id=${entry.id}&export=download` }),
    iconLink: `https://drive-thirdparty.googleusercontent.com/16/type/${entry.mimeType}`,
  };
}

const DEFAULT_FILE_FIELDS = 'kind,id,name,mimeType';
const DEFAULT_LIST_FIELDS = `kind,incompleteSearch,nextPageToken,files(${DEFAULT_FILE_FIELDS})`;

function fieldsOf(url: URL, fallback: string) {
  try {
    return parseFields(url.searchParams.get('fields') || fallback);
  } catch (error) {
    if (error instanceof DriveFieldsError) throw new DriveHttpError(400, 'invalidParameter', error.message);
    throw error;
  }
}

function encodePageToken(offset: number, key: string): string {
  return Buffer.from(JSON.stringify({ o: offset, k: key })).toString('base64url');
}

function decodePageToken(token: string, key: string): number {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as {
      o?: unknown;
      k?: unknown;
    };
    if (typeof parsed.o === 'number' && parsed.k === key) return parsed.o;
  } catch {
    // fall through
  }
  throw new DriveHttpError(400, 'invalid', 'Invalid Value: pageToken');
}

function sortEntries(entries: CatalogEntry[], orderBy: string | null): CatalogEntry[] {
  if (!orderBy) return entries;
  const keys = orderBy.split(',').map((part) => {
    const [field, dir] = part.trim().split(/\s+/);
    if (!['name', 'createdTime', 'modifiedTime', 'name_natural'].includes(field ?? '')) {
      throw new DriveHttpError(400, 'invalid', `Invalid Value: orderBy ${field ?? ''}`);
    }
    const key = field === 'name_natural' ? 'name' : (field as 'name' | 'createdTime' | 'modifiedTime');
    return { key, desc: dir === 'desc' };
  });
  return [...entries].sort((a, b) => {
    for (const { key, desc } of keys) {
      const c = a[key].localeCompare(b[key]);
      if (c !== 0) return desc ? -c : c;
    }
    return 0;
  });
}

/** The folder of the first `'<id>' in parents` clause (for fault targeting and access checks). */
function parentOf(q: string): string | null {
  return /'((?:[^'\\]|\\.)+)'\s+in\s+parents/.exec(q)?.[1] ?? null;
}

function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null; // ignored, as HTTP says
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

function openSource(source: FileSource, start: number, end: number): Readable {
  // An empty file (Drive serves it as a 200 with no body).
  if (end < start) return Readable.from([]);
  if (source.kind === 'disk') return createReadStream(source.path, { start, end });
  if (source.kind === 'bytes') return Readable.from([source.bytes.subarray(start, end + 1)]);
  return source.file.stream(start, end);
}

/** Passes bytes on at most `bytesPerSecond`. */
function throttle(bytesPerSecond: number): Transform {
  const startedAt = Date.now();
  let sent = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, callback: TransformCallback) {
      void (async () => {
        for (let i = 0; i < chunk.length; i += 16 * 1024) {
          const slice = chunk.subarray(i, i + 16 * 1024);
          sent += slice.length;
          const due = startedAt + (sent / bytesPerSecond) * 1000;
          const wait = due - Date.now();
          if (wait > 0) await sleep(wait);
          this.push(slice);
        }
        callback();
      })().catch(callback);
    },
  });
}

/** Destroys the response after `limit` bytes (a dropped connection mid-download). */
function dropAfter(limit: number, res: http.ServerResponse): Transform {
  let sent = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, callback: TransformCallback) {
      const room = limit - sent;
      if (room <= 0) {
        res.destroy();
        callback(new Error('dropped by fault'));
        return;
      }
      sent += Math.min(room, chunk.length);
      this.push(chunk.subarray(0, room));
      if (sent >= limit) {
        // Let the bytes already written go out, then cut the connection.
        setImmediate(() => res.destroy());
      }
      callback();
    },
  });
}

/** What a running stand-in holds: its catalogue, credentials, pending faults, request log and address. */
interface StandInState {
  readonly catalog: Catalog;
  readonly faults: ReturnType<typeof faultBoard>;
  readonly apiKey: string;
  readonly accessToken: string;
  log: DriveRequestLogEntry[];
  baseUrl: string;
}

/** The caller, as Drive sees it: the bearer token, the API key, or neither (each checked, as Drive does). */
function authOf(state: StandInState, req: http.IncomingMessage, url: URL): Auth {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (!match || match[1] !== state.accessToken) {
      throw new DriveHttpError(401, 'authError', 'Invalid Credentials', {
        'www-authenticate': 'Bearer realm="https://accounts.google.com/"',
      });
    }
    return { kind: 'token' };
  }
  const key = url.searchParams.get('key');
  if (key !== null) {
    if (key !== state.apiKey)
      throw new DriveHttpError(400, 'badRequest', 'API key not valid. Please pass a valid API key.');
    return { kind: 'key' };
  }
  throw new DriveHttpError(
    403,
    'dailyLimitExceededUnreg',
    "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
  );
}

function visible(entry: CatalogEntry | undefined, auth: Auth, id: string): CatalogEntry {
  if (!entry) throw new DriveHttpError(404, 'notFound', `File not found: ${id}.`);
  if (entry.private && auth.kind !== 'token') {
    throw new DriveHttpError(
      403,
      'insufficientFilePermissions',
      `The user does not have sufficient permissions for file ${id}.`,
    );
  }
  return entry;
}

function applyStatusFault(fault: ParsedDriveFault | null) {
  if (fault && 'status' in fault) {
    const reason =
      fault.status === 429 ? 'rateLimitExceeded' : fault.status >= 500 ? 'backendError' : 'invalid';
    const message =
      fault.status === 429 ? 'Rate Limit Exceeded' : fault.status >= 500 ? 'Backend Error' : 'Injected fault';
    const headers: Record<string, string> =
      fault.retryAfterSeconds !== undefined ? { 'retry-after': String(fault.retryAfterSeconds) } : {};
    throw new DriveHttpError(fault.status, reason, message, headers);
  }
}

/** files.list: the query's matches the caller may see, sorted, one page of them. */
function list(state: StandInState, url: URL, auth: Auth, res: http.ServerResponse) {
  const q = url.searchParams.get('q') ?? '';
  let query;
  try {
    query = parseDriveQuery(q);
  } catch (error) {
    if (error instanceof DriveQueryError)
      throw new DriveHttpError(400, 'invalid', `Invalid Value: q (${error.message})`);
    throw error;
  }
  const parent = parentOf(q);
  if (parent !== null) visible(state.catalog.get(parent), auth, parent);
  const pageSizeParam = url.searchParams.get('pageSize');
  const pageSize = pageSizeParam === null ? 100 : Number(pageSizeParam);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) {
    throw new DriveHttpError(400, 'invalid', 'Invalid Value: pageSize');
  }
  const orderBy = url.searchParams.get('orderBy');
  const tokenKey = `${q}|${orderBy ?? ''}|${auth.kind}`;
  const pageToken = url.searchParams.get('pageToken');
  const offset = pageToken ? decodePageToken(pageToken, tokenKey) : 0;
  const matches = sortEntries(
    state.catalog.all().filter((e) => (auth.kind === 'token' || !e.private) && query(e)),
    orderBy,
  );
  const page = matches.slice(offset, offset + pageSize);
  const next = offset + pageSize < matches.length ? encodePageToken(offset + pageSize, tokenKey) : undefined;
  const body = {
    kind: 'drive#fileList',
    incompleteSearch: false,
    ...(next ? { nextPageToken: next } : {}),
    files: page.map((e) => fileResource(e, state.baseUrl)),
  };
  sendJson(res, 200, project(body, fieldsOf(url, DEFAULT_LIST_FIELDS)));
  return 200;
}

/** files.get with alt=media: the bytes (a Range when asked), slowed or cut by a media fault. */
async function media(
  entry: CatalogEntry,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  fault: ParsedDriveFault | null,
): Promise<number> {
  if (!entry.source) {
    throw new DriveHttpError(403, 'fileNotDownloadable', 'Only files with binary content can be downloaded.');
  }
  const size = sourceSize(entry.source);
  const rangeHeader = req.headers.range;
  const range = rangeHeader ? parseRange(rangeHeader, size) : null;
  if (range === 'unsatisfiable') {
    throw new DriveHttpError(416, 'requestedRangeNotSatisfiable', 'Request range not satisfiable', {
      'content-range': `bytes */${size}`,
    });
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  const status = range ? 206 : 200;
  res.writeHead(status, {
    'content-type': entry.mimeType,
    'content-length': String(end - start + 1),
    'accept-ranges': 'bytes',
    ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
  });
  const stages: NodeJS.ReadWriteStream[] = [];
  if (fault && 'bytesPerSecond' in fault) stages.push(throttle(fault.bytesPerSecond));
  if (fault && 'dropAfterBytes' in fault) stages.push(dropAfter(fault.dropAfterBytes, res));
  try {
    await pipeline([openSource(entry.source, start, end), ...stages, res]);
  } catch {
    // The client went away or a fault cut the connection: nothing more to send.
    res.destroy();
  }
  return status;
}

/** The tests' control paths (faults, the request log); null when `path` is none of them. */
async function handleControl(
  state: StandInState,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
): Promise<number | null> {
  if (path === DRIVE_STAND_IN_CONTROL.faults) {
    if (req.method === 'POST') {
      const text = await readBody(req);
      try {
        state.faults.add(JSON.parse(text) as DriveFault);
      } catch (error) {
        sendJson(res, 400, { error: String(error) });
        return 400;
      }
      sendJson(res, 201, { ok: true });
      return 201;
    }
    if (req.method === 'DELETE') {
      state.faults.clear();
      sendJson(res, 200, { ok: true });
      return 200;
    }
  }
  if (path === DRIVE_STAND_IN_CONTROL.requests) {
    if (req.method === 'GET') {
      sendJson(res, 200, { requests: state.log });
      return 200;
    }
    if (req.method === 'DELETE') {
      state.log = [];
      sendJson(res, 200, { ok: true });
      return 200;
    }
  }
  return null;
}

/** Google's OAuth consent page and the decision it posts back (a redirect with the code). */
function handleConsent(state: StandInState, req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  const answer =
    url.pathname === DRIVE_OAUTH_PATHS.authorize ? consentPage(url) : consentDecision(url, state.accessToken);
  if (answer.kind === 'redirect') {
    res.writeHead(302, { location: answer.location, 'cache-control': 'no-store' });
    res.end();
    return 302;
  }
  res.writeHead(answer.status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : answer.body);
  return answer.status;
}

/** The JPEG behind a file's `thumbnailLink`. */
async function handleThumbnail(
  state: StandInState,
  res: http.ServerResponse,
  id: string,
  entry: DriveRequestLogEntry,
): Promise<number> {
  entry.operation = 'thumbnail';
  entry.target = id;
  const file = state.catalog.get(id);
  if (!file?.thumbnailPath) throw new DriveHttpError(404, 'notFound', 'No thumbnail.');
  const bytes = await readFile(file.thumbnailPath);
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(bytes.length) });
  res.end(bytes);
  return 200;
}

/** files.get: the file's resource with the fields asked for, or (alt=media) its bytes. */
function handleFileGet(
  state: StandInState,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  id: string,
  entry: DriveRequestLogEntry,
): number | Promise<number> {
  const isMedia = url.searchParams.get('alt') === 'media';
  entry.operation = isMedia ? 'media' : 'get';
  entry.target = id;
  const auth = authOf(state, req, url);
  entry.auth = auth.kind;
  const fault = state.faults.take(isMedia ? 'media' : 'get', id);
  applyStatusFault(fault);
  const file = visible(state.catalog.get(id), auth, id);
  if (isMedia) return media(file, req, res, fault);
  sendJson(res, 200, project(fileResource(file, state.baseUrl), fieldsOf(url, DEFAULT_FILE_FIELDS)));
  return 200;
}

/** One request: its answer's status (a DriveHttpError thrown answers in Drive's error shape). */
async function handle(
  state: StandInState,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  entry: DriveRequestLogEntry,
): Promise<number> {
  const url = new URL(req.url ?? '/', state.baseUrl);
  const path = url.pathname;

  const control = await handleControl(state, req, res, path);
  if (control !== null) return control;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    throw new DriveHttpError(405, 'methodNotAllowed', 'The stand-in serves GET requests only.');
  }
  if (path === DRIVE_OAUTH_PATHS.authorize || path === DRIVE_OAUTH_PATHS.decision) {
    return handleConsent(state, req, res, url);
  }
  if (path === '/' || path === '/health') {
    sendJson(res, 200, { service: 'drive-stand-in', ok: true });
    return 200;
  }

  const thumb = /^\/thumbnails\/([A-Za-z0-9_-]+)$/.exec(path);
  if (thumb) return handleThumbnail(state, res, thumb[1] ?? '', entry);

  if (path === '/drive/v3/files') {
    entry.operation = 'list';
    entry.target = parentOf(url.searchParams.get('q') ?? '');
    const auth = authOf(state, req, url);
    entry.auth = auth.kind;
    applyStatusFault(state.faults.take('list', entry.target));
    return list(state, url, auth, res);
  }

  const fileMatch = /^\/drive\/v3\/files\/([^/]+)$/.exec(path);
  if (fileMatch) return handleFileGet(state, req, res, url, decodeURIComponent(fileMatch[1] ?? ''), entry);

  throw new DriveHttpError(404, 'notFound', `No such endpoint: ${path}`);
}

/** Answers one request and logs it (control requests are not logged). */
function serve(state: StandInState, req: http.IncomingMessage, res: http.ServerResponse): void {
  const entry: DriveRequestLogEntry = {
    at: new Date().toISOString(),
    method: req.method ?? 'GET',
    path: (req.url ?? '/').replace(/([?&]key=)[^&]*/, '$1***'),
    operation: 'other',
    target: null,
    auth: 'none',
    status: 0,
    range: typeof req.headers.range === 'string' ? req.headers.range : null,
  };
  const isControl = (req.url ?? '').startsWith('/__control/');
  handle(state, req, res, entry)
    .then((status) => {
      entry.status = status;
    })
    .catch((error: unknown) => {
      if (error instanceof DriveHttpError) {
        entry.status = error.status;
        if (!res.headersSent)
          sendJson(
            res,
            error.status,
            driveErrorBody(error.status, error.reason, error.message),
            error.headers,
          );
        else res.destroy();
        return;
      }
      entry.status = 500;
      console.error('[drive-stand-in]', error);
      if (!res.headersSent) sendJson(res, 500, driveErrorBody(500, 'backendError', 'Backend Error'));
      else res.destroy();
    })
    .finally(() => {
      if (!isControl) state.log.push(entry);
    });
}

export async function startDriveStandIn(options: DriveStandInOptions): Promise<DriveStandIn> {
  const host = options.host ?? '127.0.0.1';
  const state: StandInState = {
    catalog: buildCatalog(options.mediaDir, options.fixturesDir ?? MEDIA_FIXTURES_DIR),
    faults: faultBoard(),
    apiKey: options.apiKey ?? DRIVE_STAND_IN_API_KEY,
    accessToken: options.accessToken ?? DRIVE_STAND_IN_ACCESS_TOKEN,
    log: [],
    baseUrl: '',
  };
  const server = http.createServer((req, res) => serve(state, req, res));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  state.baseUrl = `http://${host}:${port}`;

  return {
    url: state.baseUrl,
    port,
    setFault: (fault) => state.faults.add(fault),
    clearFaults: () => state.faults.clear(),
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

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    total += buffer.length;
    if (total > 64 * 1024) throw new DriveHttpError(413, 'tooLarge', 'Control body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
