/**
 * THE guard of every server-side request to an address a user gave us (webhook endpoints, Slack incoming
 * webhooks, link imports): https only, no credentials in the URL, and no private, loopback, link-local,
 * carrier-grade NAT, multicast, reserved or cloud metadata address, after DNS resolution (which addresses:
 * public-address.ts, the one list every server-side fetch shares). Sending goes through the one guarded fetch
 * (guarded-fetch.ts), whose socket lookup checks the address it connects to (a name that resolves to a
 * public address when saved and to 169.254.169.254 when sent is refused when sent: no DNS rebinding gap).
 * Redirects are never followed.
 *
 * The one exception is explicit and local only: `localOrigins`, exact `http://127.0.0.1:<port>` origins of the
 * local system's own stand-ins (the Slack and webhook receiver stand-in), read from the environment only when
 * the stage is `local` (functions/platform/config/env.ts refuses the variable on any other stage).
 */
import { isIP } from 'node:net';
import { guardedFetch, publicAddressesOf } from './guarded-fetch';
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

/** Every address the name resolves to, all of them public; else OutboundRefusedError. */
export function resolvePublicAddresses(hostname: string, policy: OutboundPolicy): Promise<readonly string[]> {
  return publicAddressesOf(hostname, policy.resolve, OutboundRefusedError);
}

/** The check made when a URL is saved: its form, then its name's addresses. */
export async function checkOutboundUrl(raw: string, policy: OutboundPolicy): Promise<URL> {
  const url = checkOutboundUrlForm(raw, policy);
  if (!isLocalException(url, policy)) await resolvePublicAddresses(bareHost(url), policy);
  return url;
}

export interface OutboundResponse {
  status: number;
  /** The first characters of the body (kept in logs; never the whole of an unbounded answer). */
  bodyExcerpt: string;
  durationMs: number;
}

/**
 * POSTs a body to a guarded URL (checked again here, at send time, and pinned by the one guarded fetch's
 * socket lookup) with a timeout; no redirect is followed (a 3xx is the answer). Throws OutboundRefusedError
 * for a refused URL or address, another Error for a timeout or a connection failure.
 */
export async function postGuarded(
  raw: string,
  input: { headers: Record<string, string>; body: string; timeoutMs: number; excerptChars?: number },
  policy: OutboundPolicy,
  clock: () => number = Date.now,
): Promise<OutboundResponse> {
  const started = clock();
  const maxChars = input.excerptChars ?? 300;
  const signal = AbortSignal.timeout(input.timeoutMs);
  try {
    const { response } = await guardedFetch(
      raw,
      {
        check: (url) => void checkOutboundUrlForm(url.href, policy),
        maxRedirects: 0,
        refusal: OutboundRefusedError,
        connectsTo: 'public',
        trustedOrigins: policy.localOrigins,
        ...(policy.resolve ? { resolve: policy.resolve } : {}),
      },
      { method: 'POST', headers: input.headers, body: input.body, redirect: 'manual', signal },
    );
    return {
      status: response.status,
      bodyExcerpt: await excerptOf(response, maxChars),
      durationMs: clock() - started,
    };
  } catch (error) {
    if (signal.aborted && !(error instanceof OutboundRefusedError))
      throw new Error(`No answer within ${input.timeoutMs} ms`, { cause: error });
    throw error;
  }
}

/** The first characters of a body; the rest is not read. */
async function excerptOf(response: Response, maxChars: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let excerpt = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    excerpt += decoder.decode(value, { stream: true });
    if (excerpt.length >= maxChars) {
      await reader.cancel();
      break;
    }
  }
  return excerpt.slice(0, maxChars);
}
