/**
 * The typed API client, derived from the contract (shared/api). Components never build URLs: they call
 * `apiCall(getProject, { params: { projectId } })` and get the parsed response type back.
 *
 * - path built with the contract's `buildPath`, query string from the endpoint's query object;
 * - owner endpoints carry `Authorization: Bearer <Cognito ID token>` from the registered token provider,
 *   and the tab's current workspace (`x-cutroom-workspace`, ./current-workspace.ts) when one is chosen;
 * - review endpoints carry the link's review session when it has a password (`x-review-session`);
 * - the response is parsed with the endpoint's zod schema (a contract break is an error, not silent data);
 * - a `{ error }` body becomes a typed `ApiError(status, code, message, fields)`;
 * - HTTP 429 is retried by the shared retry helper (1 s, 2 s, 4 s) before it surfaces.
 */
import { z } from 'zod/mini';
import {
  buildPath,
  type Endpoint,
  type EndpointRequest,
  type EndpointResponse,
} from '../../../shared/api/endpoint';
import { errorBodySchema } from '../../../shared/errors/app-error';
import { isRateLimitError, withRetry } from '../../../shared/lib/retry';
import { REVIEW_SESSION_HEADER } from '../../../shared/domain/review-session';
import { ApiError } from './api-error';
import { readReviewAccess } from './review-access';
import { forgetCurrentWorkspace, readCurrentWorkspace } from './current-workspace';
import { WORKSPACE_HEADER } from '../../../shared/domain/workspace';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace-messages';

type TokenProvider = () => Promise<string | null>;

interface ClientSettings {
  apiBase: string;
  getToken: TokenProvider;
  fetch: typeof fetch;
  /** Waits between 429 retries; tests shorten it. */
  retryBaseDelayMs: number;
}

const settings: ClientSettings = {
  apiBase: '',
  getToken: async () => null,
  fetch: (...args) => globalThis.fetch(...args),
  retryBaseDelayMs: 1000,
};

export function configureApiClient(next: Partial<ClientSettings>): void {
  Object.assign(settings, next);
}

/** The auth module registers how to get the current ID token (keeps Amplify out of this module). */
export function setTokenProvider(provider: TokenProvider): void {
  settings.getToken = provider;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields, requestId } = parsed.data.error;
    return new ApiError(response.status, code, message, fields, requestId);
  }
  return new ApiError(
    response.status,
    'HTTP_ERROR',
    `Request failed (HTTP ${response.status})`,
    undefined,
    undefined,
    body,
  );
}

/** The file name of `Content-Disposition: attachment` (the UTF-8 `filename*` when given). */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/**
 * The last answer of each conditional GET (by URL) with its ETag: sent back as If-None-Match, and returned
 * again when the server answers 304 (nothing changed; no body was sent).
 */
const validated = new Map<string, { etag: string; data: unknown }>();

/** Forgets the kept conditional answers (sign-out; tests). */
export function clearConditionalAnswers(): void {
  validated.clear();
}

async function callOnce<E extends Endpoint>(
  endpoint: E,
  request: EndpointRequest<E> | undefined,
  preloaded?: Promise<Response>,
  conditional = false,
): Promise<EndpointResponse<E>> {
  const req = (request ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = `${settings.apiBase.replace(/\/$/, '')}${buildPath(endpoint.path, req.params)}${queryString(req.query)}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (endpoint.caller === 'owner') {
    const token = await settings.getToken();
    if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to continue.');
    headers.authorization = `Bearer ${token}`;
    const workspaceId = readCurrentWorkspace();
    if (workspaceId) headers[WORKSPACE_HEADER] = workspaceId;
  }
  if (endpoint.caller === 'reviewer' && req.params?.token) {
    const session = readReviewAccess(req.params.token);
    if (session) headers[REVIEW_SESSION_HEADER] = session;
  }
  const kept = conditional ? validated.get(url) : undefined;
  if (kept) headers['if-none-match'] = kept.etag;
  let bodyText: string | undefined;
  if (req.body !== undefined) {
    headers['content-type'] = 'application/json';
    bodyText = JSON.stringify(req.body);
  }
  let response: Response;
  try {
    response = await (preloaded ?? settings.fetch(url, { method: endpoint.method, headers, body: bodyText }));
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network error');
  }
  if (response.status === 304 && kept) return kept.data as EndpointResponse<E>;
  if (!response.ok) {
    const error = await readError(response);
    // Removed from the workspace (or it is gone): the next call works in the caller's own workspace.
    if (
      headers[WORKSPACE_HEADER] &&
      error.status === 404 &&
      error.message === WORKSPACE_MESSAGES.workspaceNotFound
    ) {
      forgetCurrentWorkspace();
    }
    throw error;
  }
  if (response.status === 204) return z.parse(endpoint.response, undefined) as EndpointResponse<E>;
  if (endpoint.download) {
    const file = {
      fileName: attachmentFileName(response.headers.get('content-disposition')) ?? 'download',
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
    return z.parse(endpoint.response, file) as EndpointResponse<E>;
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(response.status, 'INVALID_RESPONSE', `Invalid JSON from ${endpoint.id}`);
  }
  const parsed = z.safeParse(endpoint.response, json);
  if (!parsed.success) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', `Unexpected response from ${endpoint.id}`);
  }
  const etag = response.headers.get('etag');
  if (conditional && etag) validated.set(url, { etag, data: parsed.data });
  return parsed.data as EndpointResponse<E>;
}

/**
 * Calls one contract endpoint; 429 is retried (shared policy: up to 3 retries, 1 s doubling), then thrown.
 * `preloaded`: an answer to this very request that was asked for earlier (index.html), used for the first
 * attempt instead of a new request; it is read, checked and mapped to errors exactly like a fresh one.
 * `conditional`: a GET polled for changes; the last answer's ETag goes with the next call, and a 304 answer
 * gives the last answer back.
 */
export function apiCall<E extends Endpoint>(
  endpoint: E,
  request?: EndpointRequest<E>,
  options: { preloaded?: Promise<Response> | undefined; conditional?: boolean } = {},
): Promise<EndpointResponse<E>> {
  let preloaded = options.preloaded;
  return withRetry(
    () => {
      const first = preloaded;
      preloaded = undefined;
      return callOnce(endpoint, request, first, options.conditional === true);
    },
    {
      baseDelayMs: settings.retryBaseDelayMs,
      isRetryable: isRateLimitError,
    },
  );
}

/**
 * Sends a small reviewer call as the page goes away (`pagehide`): with sendBeacon (the browser delivers it
 * after the page is gone), or a keepalive fetch when the link's review session must go as a header. No
 * answer is read.
 */
export function sendOnLeave<E extends Endpoint>(
  endpoint: E,
  params: Record<string, string> & { token: string },
  body: unknown,
): void {
  const url = `${settings.apiBase.replace(/\/$/, '')}${buildPath(endpoint.path, params)}`;
  const text = JSON.stringify(body);
  const session = readReviewAccess(params.token);
  if (!session && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(url, new Blob([text], { type: 'application/json' }))) return;
  }
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (session) headers[REVIEW_SESSION_HEADER] = session;
  settings
    .fetch(url, { method: endpoint.method, headers, body: text, keepalive: true })
    .catch(() => undefined);
}
