/**
 * The local stand-in of DNS for review addresses, on the local server (api-server.ts):
 * - `GET /__local/dns-query?name=&type=TXT` answers the TXT records published here in the JSON shape of
 *   DNS-over-HTTPS (`{ Status, Answer: [{ name, type: 16, data }] }`): what functions/branding/adapters/dns-txt.ts
 *   asks locally (CUTROOM_DNS_QUERY_URL) instead of the system resolver;
 * - `PUT /__local/dns-records` with `{ name, txt: [...] }` publishes (or, with `txt: []`, removes) a name's TXT
 *   records, as a studio does at its DNS provider (tests and the developer).
 * And the local edge of a custom review domain: a request whose Host is not the app's own is passed to the API
 * with the viewer's host in REVIEW_HOST_HEADER, as the custom domains' CloudFront function does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REVIEW_HOST_HEADER } from '../../shared/domain/review-host';

export const LOCAL_DNS_QUERY_PATH = '/__local/dns-query';
export const LOCAL_DNS_RECORDS_PATH = '/__local/dns-records';

/** The app's own host names locally (localAppOrigin and the loopback addresses). */
const APP_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const TXT_TYPE = 16;

const records = new Map<string, string[]>();

const nameOf = (value: string) => value.trim().toLowerCase().replace(/\.$/, '');

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/** Answers the DNS stand-in's paths; false for any other path. */
export async function handleLocalDns(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<boolean> {
  if (url.pathname === LOCAL_DNS_QUERY_PATH) {
    const name = nameOf(url.searchParams.get('name') ?? '');
    const type = (url.searchParams.get('type') ?? 'TXT').toUpperCase();
    const found = type === 'TXT' ? (records.get(name) ?? []) : [];
    sendJson(response, 200, {
      Status: found.length > 0 ? 0 : 3,
      Answer: found.map((text) => ({ name, type: TXT_TYPE, data: JSON.stringify(text) })),
    });
    return true;
  }
  if (url.pathname === LOCAL_DNS_RECORDS_PATH && request.method === 'PUT') {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = null;
    }
    const { name, txt } = (body ?? {}) as { name?: unknown; txt?: unknown };
    if (typeof name !== 'string' || !Array.isArray(txt) || !txt.every((t) => typeof t === 'string')) {
      sendJson(response, 400, { error: 'Send { name, txt: string[] }' });
      return true;
    }
    if (txt.length === 0) records.delete(nameOf(name));
    else records.set(nameOf(name), txt as string[]);
    sendJson(response, 200, { name: nameOf(name), txt });
    return true;
  }
  return false;
}

/**
 * The local edge of custom review domains: on a Host that is not the app's own, the viewer's host name goes to
 * the API in REVIEW_HOST_HEADER (replacing whatever the client sent, as the CloudFront function does).
 */
export function markReviewHost(request: IncomingMessage): void {
  const host = (request.headers.host ?? '').trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  if (name !== '' && !APP_HOSTS.has(name)) request.headers[REVIEW_HOST_HEADER] = name;
}
