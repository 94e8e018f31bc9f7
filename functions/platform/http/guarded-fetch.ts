/**
 * The one guarded server-side fetch, for every URL the server requests on someone's behalf (Drive thumbnails,
 * footage links): redirects are followed by hand, at most `maxRedirects`, and the guard judges the first URL
 * and every redirect target before it is requested; credentials go to the first origin only.
 *
 * `publicAddressGuard` is the guard for links people paste: https on the default port, no user info, and a
 * host whose every DNS address is public (public-address.ts); locally the configured stand-ins' origins are
 * allowed as they are. The address is checked at resolution; the connection resolves again, so a name that
 * changes its answer between the two (DNS rebinding) is the remaining gap.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address';

export class FetchRefusedError extends Error {
  override readonly name: string = 'FetchRefusedError';
}

export interface FetchGuard {
  /** Throws when `url` may not be requested (the first URL and every redirect target). */
  check(url: URL): void | Promise<void>;
  maxRedirects: number;
  /** The error a refusal throws (the caller's own kind); default FetchRefusedError. */
  refusal?: new (message: string) => Error;
}

export interface GuardedFetchInit {
  /** A POST is sent to the first URL only; a redirect after it is followed with a GET (as 302/303 say). */
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

export interface GuardedResponse {
  response: Response;
  /** The URL that answered (after the redirects). */
  url: URL;
}

function parseUrl(value: string, base: URL | undefined, refuse: (m: string) => Error): URL {
  try {
    return new URL(value, base);
  } catch {
    throw refuse('Not a URL');
  }
}

/** The first answer that is not a redirect (any status), every hop checked by the guard first. */
export async function guardedFetch(
  link: string,
  guard: FetchGuard,
  init: GuardedFetchInit = {},
): Promise<GuardedResponse> {
  const Refusal = guard.refusal ?? FetchRefusedError;
  const refuse = (message: string) => new Refusal(message);
  const fetchImpl = init.fetchImpl ?? fetch;
  const first = parseUrl(link, undefined, refuse);
  let url = first;
  for (let hop = 0; ; hop += 1) {
    await guard.check(url);
    const method = init.method === 'POST' && hop > 0 ? 'GET' : (init.method ?? 'GET');
    const response = await fetchImpl(url, {
      method,
      ...(method === 'POST' && init.body !== undefined ? { body: init.body } : {}),
      redirect: 'manual',
      headers: url.origin === first.origin ? (init.headers ?? {}) : {},
      ...(init.signal ? { signal: init.signal } : {}),
    });
    if (response.status < 300 || response.status >= 400 || response.status === 304) return { response, url };
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (!location) throw refuse(`Redirect without a location (${response.status})`);
    if (hop >= guard.maxRedirects) throw refuse('Too many redirects');
    url = parseUrl(location, url, refuse);
  }
}

export type AddressLookup = (hostname: string) => Promise<readonly string[]>;

const systemLookup: AddressLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export interface PublicAddressGuardOptions {
  /** Origins allowed as they are (the local stand-ins), e.g. `http://127.0.0.1:4030`. */
  allowedOrigins?: readonly string[];
  maxRedirects?: number;
  lookup?: AddressLookup;
}

export const DEFAULT_MAX_REDIRECTS = 5;

/** The guard for pasted links: public https hosts only (plus the configured stand-ins). */
export function publicAddressGuard(options: PublicAddressGuardOptions = {}): FetchGuard {
  const allowed = new Set((options.allowedOrigins ?? []).map((origin) => new URL(origin).origin));
  const lookup = options.lookup ?? systemLookup;
  return {
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
    async check(url) {
      if (url.username || url.password) throw new FetchRefusedError('A URL with credentials');
      if (allowed.has(url.origin)) return;
      if (url.protocol !== 'https:') throw new FetchRefusedError(`Not https: ${url.protocol}`);
      if (url.port !== '' && url.port !== '443') throw new FetchRefusedError(`Port not allowed: ${url.port}`);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host)) {
        if (!isPublicAddress(host)) throw new FetchRefusedError(`Address not allowed: ${host}`);
        return;
      }
      let addresses: readonly string[];
      try {
        addresses = await lookup(host);
      } catch (error) {
        throw new FetchRefusedError(`Host not found: ${host}`, { cause: error });
      }
      if (addresses.length === 0) throw new FetchRefusedError(`Host not found: ${host}`);
      const blocked = addresses.find((address) => !isPublicAddress(address));
      if (blocked !== undefined) throw new FetchRefusedError(`${host} resolves to ${blocked}: not allowed`);
    },
  };
}
