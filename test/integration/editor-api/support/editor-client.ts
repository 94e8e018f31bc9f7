/**
 * Calls contract endpoints over HTTP against the local system (127.0.0.1), with or without a bearer token.
 * 429 answers are waited out (Retry-After) unless asked not to, so long test runs stay within the per-user
 * rate limit without hiding it from the test that checks it.
 */
import { buildPath, type Endpoint } from '../../../../shared/api/endpoint';
import { apiUrl } from '../../../support/env';

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string | undefined;
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  /** A JSON value (serialized) or, with `rawBody`, the exact text sent. */
  body?: unknown;
  rawBody?: string;
  /** Answer 429 to the caller instead of waiting it out. */
  noRetryOn429?: boolean;
  /** More request headers (e.g. a review session). */
  headers?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function endpointUrl(
  endpoint: Pick<Endpoint, 'path'>,
  options: Pick<CallOptions, 'params' | 'query'>,
): string {
  const path = buildPath(endpoint.path, options.params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const qs = search.toString();
  return apiUrl(qs ? `${path}?${qs}` : path);
}

export async function callEndpoint<T = unknown>(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  const url = endpointUrl(endpoint, options);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  const text = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (text !== undefined) headers['content-type'] = 'application/json';
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, {
      method: endpoint.method,
      headers,
      ...(text !== undefined ? { body: text } : {}),
    });
    const raw = await response.text();
    if (response.status === 429 && !options.noRetryOn429 && attempt <= 10) {
      const wait = Number(response.headers.get('retry-after') ?? '1');
      await sleep(Math.max(1, Number.isFinite(wait) ? wait : 1) * 1000);
      continue;
    }
    let body: unknown = raw;
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    return { status: response.status, body: body as T, headers: response.headers };
  }
}
