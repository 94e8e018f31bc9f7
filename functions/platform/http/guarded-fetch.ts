/**
 * THE guarded server-side fetch, for every URL the server requests on someone's behalf (footage links, Drive
 * thumbnails, webhook endpoints, Slack incoming webhooks):
 * - the guard judges the first URL and, when redirects are followed (by hand, at most `maxRedirects`), every
 *   redirect target before it is requested; credentials go to the first origin only;
 * - a guard that connects to public addresses only (`connectsTo: 'public'`) is enforced in the socket's own
 *   DNS lookup: the connection resolves the name once, checks every answer against public-address.ts (the one
 *   address list) and connects to an address it checked. A name that answers a public address to a check and
 *   127.0.0.1 or 169.254.169.254 to the connection (DNS rebinding) is refused when it connects.
 *
 * `publicAddressGuard` is the guard for links people paste: https on the default port, no user info, and a
 * host whose every DNS address is public (judged early, so a refusal names the reason before any request, and
 * again by the connection). Locally the configured stand-ins' origins (`trustedOrigins`) are connected to as
 * they are.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { isPublicAddress } from './public-address';

export class FetchRefusedError extends Error {
  override readonly name: string = 'FetchRefusedError';
}

/** DNS resolution: every address of a name (tests give a resolver whose answers they choose). */
export type AddressLookup = (hostname: string) => Promise<readonly string[]>;

type Refusal = new (message: string, options?: ErrorOptions) => Error;

export interface FetchGuard {
  /** Throws when `url` may not be requested (the first URL and every redirect target). */
  check(url: URL): void | Promise<void>;
  maxRedirects: number;
  /** The error a refusal throws (the caller's own kind); default FetchRefusedError. */
  refusal?: Refusal;
  /**
   * The addresses a connection may reach: 'public' (checked in the socket's lookup) or 'any' (the guard's
   * `check` is an allow-list of hosts, e.g. Google's thumbnail hosts). Default 'public'.
   */
  connectsTo?: 'public' | 'any';
  /** Exact origins connected to as they are, with no address check (the local stand-ins; [] in the cloud). */
  trustedOrigins?: readonly string[];
  /** DNS resolution of the connection's lookup; default the system's. */
  resolve?: AddressLookup;
}

export interface GuardedFetchInit {
  /** A POST is sent to the first URL only; a redirect after it is followed with a GET (as 302/303 say). */
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** 'follow' (default): each hop judged by the guard; 'manual': a 3xx is the answer. */
  redirect?: 'follow' | 'manual';
  /** A test's stand-in for the network (it has no socket: the guard's `check` is all that runs). */
  fetchImpl?: typeof fetch;
}

export interface GuardedResponse {
  response: Response;
  /** The URL that answered (after the redirects). */
  url: URL;
}

const systemResolve: AddressLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Every address the name resolves to, all of them public; else the refusal. */
export async function publicAddressesOf(
  hostname: string,
  resolve: AddressLookup = systemResolve,
  Refused: Refusal = FetchRefusedError,
): Promise<readonly string[]> {
  if (isIP(hostname) !== 0) {
    if (!isPublicAddress(hostname)) throw new Refused(`Address not allowed: ${hostname}`);
    return [hostname];
  }
  let addresses: readonly string[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    throw new Refused(`The host name does not resolve: ${hostname}`, { cause: error });
  }
  if (addresses.length === 0) throw new Refused(`The host name does not resolve: ${hostname}`);
  // One private answer is enough to refuse: a resolver may hand the connection any of them.
  const blocked = addresses.find((address) => !isPublicAddress(address));
  if (blocked !== undefined) throw new Refused(`${hostname} resolves to an address not allowed: ${blocked}`);
  return addresses;
}

/** A socket lookup that connects only to the addresses it checked (the pin). */
function pinnedLookup(resolve: AddressLookup | undefined, Refused: Refusal): LookupFunction {
  return (hostname, options, callback) => {
    publicAddressesOf(hostname, resolve, Refused).then(
      (addresses) => {
        const family = (address: string) => (isIP(address) === 6 ? 6 : 4);
        if (options.all) {
          callback(
            null,
            addresses.map((address) => ({ address, family: family(address) })),
          );
        } else {
          const first = addresses[0] as string;
          callback(null, first, family(first));
        }
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
}

function headersOf(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** One request over node's http(s), through the pinned lookup when the guard says so. */
function connect(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
  lookup: LookupFunction | undefined,
  Refused: Refusal,
): Promise<Response> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Response>((resolve, reject) => {
    const req = send(
      url,
      {
        method: init.method,
        headers: {
          ...init.headers,
          ...(init.body !== undefined ? { 'content-length': String(Buffer.byteLength(init.body)) } : {}),
        },
        ...(lookup ? { lookup } : {}),
        ...(init.signal ? { signal: init.signal } : {}),
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 502;
        const empty = init.method === 'HEAD' || NULL_BODY_STATUSES.has(status);
        if (empty) res.resume();
        resolve(
          new Response(empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), {
            status,
            headers: headersOf(res.headers),
          }),
        );
      },
    );
    req.on('error', (error: Error) => {
      const cause = (error as { cause?: unknown }).cause;
      reject(error instanceof Refused ? error : cause instanceof Refused ? cause : error);
    });
    req.end(init.body);
  });
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
  const Refused = guard.refusal ?? FetchRefusedError;
  const refuse = (message: string) => new Refused(message);
  const trusted = new Set((guard.trustedOrigins ?? []).map((origin) => new URL(origin).origin));
  const pinned = pinnedLookup(guard.resolve, Refused);
  const first = parseUrl(link, undefined, refuse);
  let url = first;
  for (let hop = 0; ; hop += 1) {
    await guard.check(url);
    const method = init.method === 'POST' && hop > 0 ? 'GET' : (init.method ?? 'GET');
    const headers = url.origin === first.origin ? (init.headers ?? {}) : {};
    const body = method === 'POST' ? init.body : undefined;
    let response: Response;
    if (init.fetchImpl) {
      response = await init.fetchImpl(url, {
        method,
        ...(body !== undefined ? { body } : {}),
        redirect: 'manual',
        headers,
        ...(init.signal ? { signal: init.signal } : {}),
      });
    } else {
      const checked = guard.connectsTo !== 'any' && !trusted.has(url.origin);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      // An address literal is connected to without a lookup: judged here instead.
      if (checked && isIP(host) !== 0 && !isPublicAddress(host)) throw refuse(`Address not allowed: ${host}`);
      response = await connect(
        url,
        {
          method,
          headers,
          ...(body !== undefined ? { body } : {}),
          ...(init.signal ? { signal: init.signal } : {}),
        },
        checked ? pinned : undefined,
        Refused,
      );
    }
    const redirected = response.status >= 300 && response.status < 400 && response.status !== 304;
    if (!redirected || init.redirect === 'manual') return { response, url };
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (!location) throw refuse(`Redirect without a location (${response.status})`);
    if (hop >= guard.maxRedirects) throw refuse('Too many redirects');
    url = parseUrl(location, url, refuse);
  }
}

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
  return {
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
    connectsTo: 'public',
    trustedOrigins: [...allowed],
    ...(options.lookup ? { resolve: options.lookup } : {}),
    async check(url) {
      if (url.username || url.password) throw new FetchRefusedError('A URL with credentials');
      if (allowed.has(url.origin)) return;
      if (url.protocol !== 'https:') throw new FetchRefusedError(`Not https: ${url.protocol}`);
      if (url.port !== '' && url.port !== '443') throw new FetchRefusedError(`Port not allowed: ${url.port}`);
      // Judged early for a refusal before any request; the connection judges its own answer again.
      await publicAddressesOf(url.hostname.replace(/^\[|\]$/g, ''), options.lookup);
    },
  };
}
