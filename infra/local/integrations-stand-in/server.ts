/**
 * The local stand-in of the places integrations post to, on 127.0.0.1, kept in memory (like the mail catcher):
 *
 * - Slack incoming webhooks: `POST /slack/services/<anything>` takes Slack's JSON (`text`, `blocks`) and answers
 *   `ok` as Slack does; the messages show on the page at `/` under 'Slack'. `/slack/services/fail/<anything>`
 *   always answers 500 (a channel that refuses: the delivery log's failure path).
 * - A webhook receiver: `POST /hooks/<name>` keeps the request (headers and the raw body, to verify the
 *   signature) and answers 200. Two scripted receivers for the retry and disabling paths:
 *   `/hooks/fail-once/<name>` answers 500 to the first request of each `webhook-id`, then 200;
 *   `/hooks/fail/<name>` always answers 500.
 * - `GET /requests.json` every request kept (tests read it), `GET /` the page.
 *
 * Its origin is the one `http://127.0.0.1` origin the outbound guard lets through, on the local stage only
 * (CUTROOM_OUTBOUND_LOCAL_ORIGINS, set by the local system).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  kind: 'slack' | 'webhook';
  path: string;
  headers: Record<string, string>;
  body: string;
  status: number;
  at: string;
}

export interface IntegrationsStandIn {
  url: string;
  received(): readonly ReceivedRequest[];
  close(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function readBody(req: IncomingMessage, max = 1024 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) reject(new Error('Body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The text of a Slack message: its `text`, else its blocks' texts (as a channel shows it). */
function slackText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { text?: unknown; blocks?: { text?: { text?: unknown } }[] };
    const blocks = (parsed.blocks ?? [])
      .map((block) => block.text?.text)
      .filter((text): text is string => typeof text === 'string');
    return blocks.length > 0 ? blocks.join('\n') : typeof parsed.text === 'string' ? parsed.text : body;
  } catch {
    return body;
  }
}

/**
 * Slack's mrkdwn as a channel shows it: `*bold*`, `` `code` ``, `<url|label>` links (the text is escaped
 * first, so only these three become markup).
 */
export function renderMrkdwn(text: string): string {
  return escapeHtml(text)
    .replace(/&lt;(https?:\/\/[^|\s]+?)\|([^&]*?)&gt;/g, '<a href="$1">$2</a>')
    .replace(/`([^`\n]+)`/g, '<code>$1</code>')
    .replace(/\*([^*\n]+)\*/g, '<strong>$1</strong>');
}

function page(received: readonly ReceivedRequest[]): string {
  const slack = received.filter((r) => r.kind === 'slack').reverse();
  const hooks = received.filter((r) => r.kind === 'webhook').reverse();
  const slackItems = slack
    .map(
      (r) =>
        `<li class="msg"><div class="meta">${escapeHtml(r.at)} · ${escapeHtml(r.path)}</div><pre>${renderMrkdwn(slackText(r.body))}</pre></li>`,
    )
    .join('');
  const hookItems = hooks
    .map(
      (r) =>
        `<li class="msg"><div class="meta">${escapeHtml(r.at)} · ${escapeHtml(r.path)} · answered ${r.status} · webhook-id ${escapeHtml(r.headers['webhook-id'] ?? '')}</div><pre>${escapeHtml(r.body)}</pre></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Local Slack and webhooks</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem;color:#1d1c1d}h1{font-size:1.3rem}h2{font-size:1.1rem;margin-top:1.5rem}ul{list-style:none;padding:0}.msg{border:1px solid #ddd;border-radius:6px;padding:.5rem .75rem;margin:.5rem 0}.meta{color:#616061;font-size:12px}pre{white-space:pre-wrap;word-break:break-word;margin:.25rem 0 0;font:13px/1.4 system-ui,sans-serif}</style></head>
<body><h1>Local Slack and webhook receiver</h1>
<h2>Slack</h2>${slack.length ? `<ul aria-label="Slack messages">${slackItems}</ul>` : '<p>No Slack messages yet.</p>'}
<h2>Webhooks</h2>${hooks.length ? `<ul aria-label="Webhook requests">${hookItems}</ul>` : '<p>No webhook requests yet.</p>'}
</body></html>`;
}

export async function startIntegrationsStandIn(options: {
  host: string;
  port: number;
}): Promise<IntegrationsStandIn> {
  const received: ReceivedRequest[] = [];
  const failedOnce = new Set<string>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (req.method === 'GET' && path === '/requests.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ requests: received }));
      return;
    }
    if (req.method === 'GET' && path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(received));
      return;
    }
    if (req.method === 'POST' && (path.startsWith('/slack/services/') || path.startsWith('/hooks/'))) {
      const body = await readBody(req);
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      );
      const kind = path.startsWith('/slack/') ? 'slack' : 'webhook';
      let status = 200;
      if (path.startsWith('/hooks/fail/') || path.startsWith('/slack/services/fail/')) status = 500;
      if (path.startsWith('/hooks/fail-once/')) {
        const key = `${path}|${headers['webhook-id'] ?? ''}`;
        if (!failedOnce.has(key)) {
          failedOnce.add(key);
          status = 500;
        }
      }
      received.push({ kind, path, headers, body, status, at: new Date().toISOString() });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'error');
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(400).end('bad request');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
