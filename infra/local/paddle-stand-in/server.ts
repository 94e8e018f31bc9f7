/**
 * Paddle Billing stand-in for the local system, so the whole purchase loop runs on one machine:
 *
 * - the part of Paddle's API the billing adapter calls through the Paddle Node SDK (Bearer API key):
 *   POST /transactions, POST /customers/{id}/portal-sessions, POST /subscriptions/{id}/cancel;
 * - a checkout page per transaction (GET /checkout/{txn}) with Pay and Decline: Pay creates the customer and
 *   the subscription and then delivers `subscription.created`, `subscription.activated` and
 *   `transaction.completed`; Decline delivers `transaction.payment_failed`; both send the browser back to the
 *   app (/BillingSuccess or /BillingFailed);
 * - a billing portal page per customer (GET /portal/{ctm}): cancel at the period end
 *   (`subscription.updated` with a scheduled cancel), end the period now (`subscription.canceled`), switch
 *   plan (`subscription.updated` with the other price), back to the app;
 * - signed webhook delivery (`Paddle-Signature: ts=…;h1=…`, HMAC-SHA256 of `ts:rawBody`) to the app's
 *   webhook URL, in order, retried a few times on failure; GET /__control/deliveries lists what was sent.
 * Binds 127.0.0.1 only.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { signatureHeader } from '../../../functions/lib/billing/paddle-signature';

export interface PaddleStandInOptions {
  host?: string;
  port?: number;
  apiKey: string;
  /** The secret webhooks are signed with. */
  webhookSecret: string;
  /** Where webhooks go (the local API's billing webhook), read at delivery time. */
  webhookUrl: () => string;
  /** The SPA's origin (the checkout and portal pages send the browser back there). */
  appUrl: () => string;
  /** Price id → what the pages show. */
  prices: Readonly<Record<string, { label: string; interval: 'month' | 'year' }>>;
}

export interface PaddleStandIn {
  url: string;
  close(): Promise<void>;
}

interface Transaction {
  id: string;
  priceId: string;
  customData: Record<string, unknown> | null;
  customerId: string | null;
  status: 'ready' | 'completed' | 'past_due';
  subscriptionId: string | null;
  createdAt: string;
}

interface Subscription {
  id: string;
  customerId: string;
  priceId: string;
  customData: Record<string, unknown> | null;
  status: 'active' | 'canceled' | 'past_due' | 'paused';
  startsAt: string;
  endsAt: string;
  scheduledCancel: boolean;
}

export interface Delivery {
  eventId: string;
  eventType: string;
  status: number | 'error';
  attempts: number;
}

const id = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 26)}`;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function page(title: string, inner: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:460px;margin:40px auto;padding:0 16px;color:#1f2937}
h1{font-size:1.4rem}.card{border:1px solid #d1d5db;border-radius:10px;padding:16px;margin:16px 0}
button{font:inherit;padding:10px 16px;border-radius:8px;border:1px solid #6b7280;background:#fff;cursor:pointer;margin:4px 8px 4px 0}
button.primary{background:#4f46e5;color:#fff;border-color:#4f46e5}.muted{color:#6b7280;font-size:.9rem}
form{display:inline}</style></head><body>
<p class="muted">Paddle stand-in (local) — no real payment is taken.</p>
<h1>${escapeHtml(title)}</h1>${inner}</body></html>`;
}

function addPeriod(start: Date, interval: 'month' | 'year'): Date {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startPaddleStandIn(options: PaddleStandInOptions): Promise<PaddleStandIn> {
  const host = options.host ?? '127.0.0.1';
  const transactions = new Map<string, Transaction>();
  const subscriptions = new Map<string, Subscription>();
  const deliveries: Delivery[] = [];
  let baseUrl = '';
  // Webhooks go out one at a time, in the order they were raised (as Paddle orders them per entity).
  let queue: Promise<void> = Promise.resolve();

  const subscriptionData = (sub: Subscription) => ({
    id: sub.id,
    status: sub.status,
    customer_id: sub.customerId,
    address_id: 'add_local',
    currency_code: 'USD',
    created_at: sub.startsAt,
    updated_at: new Date().toISOString(),
    started_at: sub.startsAt,
    first_billed_at: sub.startsAt,
    next_billed_at: sub.status === 'active' && !sub.scheduledCancel ? sub.endsAt : null,
    canceled_at: sub.status === 'canceled' ? new Date().toISOString() : null,
    collection_mode: 'automatic',
    billing_cycle: { interval: options.prices[sub.priceId]?.interval ?? 'month', frequency: 1 },
    current_billing_period:
      sub.status === 'canceled' ? null : { starts_at: sub.startsAt, ends_at: sub.endsAt },
    scheduled_change: sub.scheduledCancel
      ? { action: 'cancel', effective_at: sub.endsAt, resume_at: null }
      : null,
    items: [{ status: 'active', quantity: 1, recurring: true, price: { id: sub.priceId } }],
    custom_data: sub.customData,
  });

  const transactionData = (txn: Transaction) => ({
    id: txn.id,
    status: txn.status,
    customer_id: txn.customerId,
    subscription_id: txn.subscriptionId,
    custom_data: txn.customData,
    currency_code: 'USD',
    origin: 'api',
    collection_mode: 'automatic',
    items: [{ price_id: txn.priceId, quantity: 1 }],
    payments: [],
    checkout: { url: `${baseUrl}/checkout/${txn.id}` },
    created_at: txn.createdAt,
    updated_at: new Date().toISOString(),
  });

  let lastOccurred = 0;
  function deliver(eventType: string, data: unknown): void {
    const eventId = id('evt');
    // Strictly increasing occurred_at, as Paddle's (microsecond) timestamps are in practice.
    lastOccurred = Math.max(Date.now(), lastOccurred + 1);
    const body = JSON.stringify({
      event_id: eventId,
      event_type: eventType,
      occurred_at: new Date(lastOccurred).toISOString(),
      notification_id: id('ntf'),
      data,
    });
    const delivery: Delivery = { eventId, eventType, status: 'error', attempts: 0 };
    deliveries.push(delivery);
    queue = queue.then(async () => {
      for (let attempt = 1; attempt <= 5; attempt++) {
        delivery.attempts = attempt;
        try {
          // Signed at send time: the timestamp is fresh on every attempt, as Paddle's are.
          const response = await fetch(options.webhookUrl(), {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'paddle-signature': signatureHeader(
                [options.webhookSecret],
                Math.floor(Date.now() / 1000),
                body,
              ),
            },
            body,
          });
          delivery.status = response.status;
          if (response.ok) return;
        } catch {
          delivery.status = 'error';
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
      }
    });
  }

  function pay(txn: Transaction): Subscription {
    const now = new Date();
    const customerId = txn.customerId ?? id('ctm');
    const interval = options.prices[txn.priceId]?.interval ?? 'month';
    const sub: Subscription = {
      id: id('sub'),
      customerId,
      priceId: txn.priceId,
      customData: txn.customData,
      status: 'active',
      startsAt: now.toISOString(),
      endsAt: addPeriod(now, interval).toISOString(),
      scheduledCancel: false,
    };
    subscriptions.set(sub.id, sub);
    txn.customerId = customerId;
    txn.subscriptionId = sub.id;
    txn.status = 'completed';
    deliver('subscription.created', subscriptionData(sub));
    deliver('subscription.activated', subscriptionData(sub));
    deliver('transaction.completed', transactionData(txn));
    return sub;
  }

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const html = (res: http.ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  };
  const redirect = (res: http.ServerResponse, location: string) => {
    res.writeHead(303, { location });
    res.end();
  };
  const notFound = (res: http.ServerResponse) =>
    json(res, 404, { error: { type: 'request_error', code: 'not_found', detail: 'Not found' } });

  function authorised(req: http.IncomingMessage): boolean {
    return req.headers.authorization?.toLowerCase() === `bearer ${options.apiKey.toLowerCase()}`;
  }

  function portalPage(customerId: string): string {
    const own = [...subscriptions.values()].filter((s) => s.customerId === customerId);
    const rows = own
      .map((s) => {
        const label = options.prices[s.priceId]?.label ?? s.priceId;
        const state = s.scheduledCancel ? `cancels on ${s.endsAt.slice(0, 10)}` : s.status;
        const other = Object.keys(options.prices).find(
          (p) => p !== s.priceId && options.prices[p]?.interval === options.prices[s.priceId]?.interval,
        );
        const actions =
          s.status === 'canceled'
            ? ''
            : `${
                s.scheduledCancel
                  ? ''
                  : `<form method="post" action="/portal/${customerId}/${s.id}/cancel"><button>Cancel at period end</button></form>`
              }<form method="post" action="/portal/${customerId}/${s.id}/end-period"><button>End the period now</button></form>${
                other
                  ? `<form method="post" action="/portal/${customerId}/${s.id}/switch?price=${encodeURIComponent(other)}"><button>Switch to ${escapeHtml(options.prices[other]?.label ?? other)}</button></form>`
                  : ''
              }`;
        return `<div class="card"><strong>${escapeHtml(label)}</strong><p class="muted">${escapeHtml(s.id)} — ${escapeHtml(state)}</p>${actions}</div>`;
      })
      .join('');
    return page(
      'Billing portal',
      `${rows || '<p>No subscriptions.</p>'}<p><a href="${escapeHtml(options.appUrl())}/Settings?section=billing">Back to the app</a></p>`,
    );
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', baseUrl);
    const parts = url.pathname.split('/').filter(Boolean);
    const method = req.method ?? 'GET';

    // ---- Paddle API (the SDK) ------------------------------------------------------------------------
    if (method === 'POST' && url.pathname === '/transactions') {
      if (!authorised(req)) return json(res, 403, { error: { code: 'forbidden', detail: 'Bad API key' } });
      const body = JSON.parse(await readBody(req)) as {
        items?: { price_id?: string }[];
        custom_data?: Record<string, unknown> | null;
        customer_id?: string | null;
      };
      const priceId = body.items?.[0]?.price_id;
      if (!priceId || !options.prices[priceId]) {
        return json(res, 400, { error: { code: 'invalid_field', detail: 'Unknown price' } });
      }
      const txn: Transaction = {
        id: id('txn'),
        priceId,
        customData: body.custom_data ?? null,
        customerId: body.customer_id ?? null,
        status: 'ready',
        subscriptionId: null,
        createdAt: new Date().toISOString(),
      };
      transactions.set(txn.id, txn);
      return json(res, 201, { data: transactionData(txn), meta: { request_id: randomUUID() } });
    }
    if (method === 'POST' && parts[0] === 'customers' && parts[2] === 'portal-sessions' && parts[1]) {
      if (!authorised(req)) return json(res, 403, { error: { code: 'forbidden', detail: 'Bad API key' } });
      const customerId = parts[1];
      return json(res, 201, {
        data: {
          id: id('cpls'),
          customer_id: customerId,
          urls: { general: { overview: `${baseUrl}/portal/${customerId}` }, subscriptions: [] },
          created_at: new Date().toISOString(),
        },
      });
    }
    if (method === 'POST' && parts[0] === 'subscriptions' && parts[2] === 'cancel' && parts[1]) {
      if (!authorised(req)) return json(res, 403, { error: { code: 'forbidden', detail: 'Bad API key' } });
      const sub = subscriptions.get(parts[1]);
      if (!sub) return notFound(res);
      sub.status = 'canceled';
      sub.scheduledCancel = false;
      deliver('subscription.canceled', subscriptionData(sub));
      // The API answer leaves the items out: the SDK would need full price objects, and nobody reads them.
      return json(res, 200, { data: { ...subscriptionData(sub), items: [] } });
    }

    // ---- checkout pages --------------------------------------------------------------------------------
    if (parts[0] === 'checkout' && parts[1]) {
      const txn = transactions.get(parts[1]);
      if (!txn) return html(res, 404, page('Checkout not found', '<p>This checkout does not exist.</p>'));
      if (method === 'GET' && parts.length === 2) {
        const price = options.prices[txn.priceId];
        return html(
          res,
          200,
          page(
            'Checkout',
            `<div class="card"><strong>${escapeHtml(price?.label ?? txn.priceId)}</strong>
<p class="muted">Transaction ${escapeHtml(txn.id)}</p></div>
<form method="post" action="/checkout/${txn.id}/pay"><button class="primary">Pay</button></form>
<form method="post" action="/checkout/${txn.id}/decline"><button>Decline card</button></form>`,
          ),
        );
      }
      if (method === 'POST' && parts[2] === 'pay') {
        if (txn.status === 'ready') pay(txn);
        return redirect(res, `${options.appUrl()}/BillingSuccess?_ptxn=${encodeURIComponent(txn.id)}`);
      }
      if (method === 'POST' && parts[2] === 'decline') {
        deliver('transaction.payment_failed', transactionData(txn));
        return redirect(res, `${options.appUrl()}/BillingFailed?_ptxn=${encodeURIComponent(txn.id)}`);
      }
    }

    // ---- portal pages ----------------------------------------------------------------------------------
    if (parts[0] === 'portal' && parts[1]) {
      const customerId = parts[1];
      if (method === 'GET' && parts.length === 2) return html(res, 200, portalPage(customerId));
      const sub = parts[2] ? subscriptions.get(parts[2]) : undefined;
      if (method === 'POST' && sub && sub.customerId === customerId) {
        if (parts[3] === 'cancel') {
          sub.scheduledCancel = true;
          deliver('subscription.updated', subscriptionData(sub));
        } else if (parts[3] === 'end-period') {
          sub.status = 'canceled';
          sub.scheduledCancel = false;
          deliver('subscription.canceled', subscriptionData(sub));
        } else if (parts[3] === 'switch') {
          const price = url.searchParams.get('price');
          if (price && options.prices[price]) {
            sub.priceId = price;
            deliver('subscription.updated', subscriptionData(sub));
          }
        }
        return redirect(res, `/portal/${customerId}`);
      }
    }

    if (method === 'GET' && url.pathname === '/__control/deliveries') return json(res, 200, deliveries);
    return notFound(res);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: { code: 'internal', detail: String(error) } });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  baseUrl = `http://${host}:${port}`;
  return {
    url: baseUrl,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
