/**
 * THE guard of every server-side request to an address a user gave us (webhook endpoints, Slack incoming
 * webhooks, link imports): https only, no credentials in the URL, and no private, loopback, link-local,
 * carrier-grade NAT, multicast, reserved or cloud metadata address, after DNS resolution (which addresses:
 * public-address.ts, the one list every server-side fetch shares). The check runs in
 * the socket's own `lookup`, so the address connected to is the address checked (a name that resolves to a
 * public address when saved and to 169.254.169.254 when sent is refused when sent: no DNS rebinding gap).
 * Redirects are never followed.
 *
 * The one exception is explicit and local only: `localOrigins`, exact `http://127.0.0.1:<port>` origins of the
 * local system's own stand-ins (the Slack and webhook receiver stand-in), read from the environment only when
 * the stage is `local` (functions/platform/config/env.ts refuses the variable on any other stage).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

export class OutboundRefusedError extends Error {
  override readonly name = 'OutboundRefusedError';
}

export interface OutboundPolicy {
  /** Exact origins allowed over http to a loopback address (the local system's stand-ins only; [] in the cloud). */
  localOrigins: readonly string[];
  /** DNS resolution (tests give a fake resolver to make a name resolve to a private address). */
  resolve?: (hostname: string) => Promise<string[]>;
}

function isLocalException(url: URL, policy: OutboundPolicy): boolean {
  return url.protocol === 'http:' && url.hostname === '127.0.0.1' && policy.localOrigins.includes(url.origin);
}

/** The host without IPv6 brackets. */
function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * The URL's form: a URL, https (or a listed local origin), no user or password, a host name or a public
 * address. Throws OutboundRefusedError with the reason; the address check of a name runs when resolving.
 */
export function checkOutboundUrlForm(raw: string, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefusedError('Not a URL');
  }
  if (url.username || url.password) throw new OutboundRefusedError('A URL with credentials is not allowed');
  if (isLocalException(url, policy)) return url;
  if (url.protocol !== 'https:') throw new OutboundRefusedError('Only https URLs are allowed');
  const host = bareHost(url);
  if (isIP(host) !== 0 && !isPublicAddress(host)) {
    throw new OutboundRefusedError(`Address not allowed: ${host}`);
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) {
    throw new OutboundRefusedError(`Host not allowed: ${host}`);
  }
  return url;
}

function systemResolve(hostname: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) reject(error);
      else resolve(addresses.map((a) => a.address));
    });
  });
}

/** Every address the name resolves to, all of them public; else OutboundRefusedError. */
export async function resolvePublicAddresses(hostname: string, policy: OutboundPolicy): Promise<string[]> {
  if (isIP(hostname) !== 0) {
    if (!isPublicAddress(hostname)) throw new OutboundRefusedError(`Address not allowed: ${hostname}`);
    return [hostname];
  }
  let addresses: string[];
  try {
    addresses = await (policy.resolve ?? systemResolve)(hostname);
  } catch {
    throw new OutboundRefusedError(`The host name does not resolve: ${hostname}`);
  }
  if (addresses.length === 0) throw new OutboundRefusedError(`The host name does not resolve: ${hostname}`);
  // One private answer is enough to refuse: a resolver may hand the connection any of them.
  const blocked = addresses.find((address) => !isPublicAddress(address));
  if (blocked) throw new OutboundRefusedError(`${hostname} resolves to an address not allowed: ${blocked}`);
  return addresses;
}

/** The check made when a URL is saved: its form, then its name's addresses. */
export async function checkOutboundUrl(raw: string, policy: OutboundPolicy): Promise<URL> {
  const url = checkOutboundUrlForm(raw, policy);
  if (!isLocalException(url, policy)) await resolvePublicAddresses(bareHost(url), policy);
  return url;
}

/** A socket lookup that connects only to the addresses it checked. */
function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublicAddresses(hostname, policy).then(
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

export interface OutboundResponse {
  status: number;
  /** The first characters of the body (kept in logs; never the whole of an unbounded answer). */
  bodyExcerpt: string;
  durationMs: number;
}

/**
 * POSTs a body to a guarded URL (checked again here, at send time) with a timeout; no redirect is followed
 * (a 3xx is the answer). Throws OutboundRefusedError for a refused URL or address, another Error for a
 * timeout or a connection failure.
 */
export async function postGuarded(
  raw: string,
  input: { headers: Record<string, string>; body: string; timeoutMs: number; excerptChars?: number },
  policy: OutboundPolicy,
  clock: () => number = Date.now,
): Promise<OutboundResponse> {
  const url = checkOutboundUrlForm(raw, policy);
  const local = isLocalException(url, policy);
  const host = bareHost(url);
  if (!local && isIP(host) !== 0 && !isPublicAddress(host))
    throw new OutboundRefusedError(`Address not allowed: ${host}`);
  const started = clock();
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const maxChars = input.excerptChars ?? 300;
  return new Promise<OutboundResponse>((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: {
          ...input.headers,
          'content-length': String(Buffer.byteLength(input.body)),
        },
        ...(local ? {} : { lookup: guardedLookup(policy) }),
        timeout: input.timeoutMs,
        signal: AbortSignal.timeout(input.timeoutMs),
      },
      (res: IncomingMessage) => {
        let excerpt = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (excerpt.length < maxChars) excerpt += chunk.slice(0, maxChars - excerpt.length);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, bodyExcerpt: excerpt, durationMs: clock() - started }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${input.timeoutMs} ms`)));
    req.on('error', (error: Error) => {
      const cause = (error as { cause?: unknown }).cause;
      reject(
        error instanceof OutboundRefusedError ? error : cause instanceof OutboundRefusedError ? cause : error,
      );
    });
    req.end(input.body);
  });
}
