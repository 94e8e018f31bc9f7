/**
 * Paddle Billing stand-in for the local system, so the whole purchase loop runs on one machine:
 *
 * - the part of Paddle's API the billing adapter calls through the Paddle Node SDK (Bearer API key):
 *   POST /transactions, POST /customers/{id}/portal-sessions, POST /subscriptions/{id}/cancel,
 *   GET /subscriptions?customer_id=…&status=…, GET /subscriptions/{id}, PATCH /subscriptions/{id} (items
 *   with a proration billing mode, `scheduled_change: null`) and PATCH /subscriptions/{id}/preview. Proration
 *   is Paddle's, to the minute: the unused part of the current price is credited, the new price is charged
 *   for the rest of the period (or a whole new period when the billing interval changes, which restarts the
 *   period); `prorated_immediately` charges the difference now (a `transaction.completed` follows the
 *   `subscription.updated`), `prorated_next_billing_period` adds it to the next renewal; a credit larger
 *   than the charge stays on the customer's balance; `full_next_billing_period` swaps the items with nothing
 *   charged or credited now and the next renewal at the new price in full. As Paddle does, it refuses
 *   next-period modes while a cancellation is scheduled or when the interval changes;
 * - a checkout page per transaction (GET /checkout/{txn}) with Pay and Decline: Pay creates the customer and
 *   the subscription and then delivers `subscription.created`, `subscription.activated` and
 *   `transaction.completed`; Decline delivers `transaction.payment_failed`; both send the browser back to the
 *   app (/BillingSuccess or /BillingFailed);
 * - a billing portal page per customer (GET /portal/{ctm}): cancel at the period end
 *   (`subscription.updated` with a scheduled cancel), end the period now (`subscription.canceled`), switch
 *   plan (`subscription.updated` with the other price), renew now (the period ends and the next one is
 *   billed as Paddle's renewal is: `subscription.updated` with the new billing period, then
 *   `transaction.completed`; also POST /__control/subscriptions/{id}/renew), back to the app;
 * - signed webhook delivery (`Paddle-Signature: ts=…;h1=…`, HMAC-SHA256 of `ts:rawBody`) to the app's
 *   webhook URL, in order, retried a few times on failure; GET /__control/deliveries lists what was sent;
 * - per-seat prices (`perSeat`): a subscription carries its plan item and, optionally, one seat item with a
 *   quantity (PATCH with both items). A quantity change is prorated like a price change: the subscription's
 *   whole recurring amount (plan + seats × quantity) before and after is what is credited and charged.
 * Binds 127.0.0.1 only.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { signatureHeader } from '../../../functions/billing/adapters/paddle-signature';

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
  /** Price id → what the pages show and what it costs (USD cents per interval). */
  prices: Readonly<Record<string, StandInPrice>>;
}

export interface StandInPrice {
  label: string;
  interval: 'month' | 'year';
  /** Minor units (cents) per billing period. */
  amount: number;
  productName: string;
  /** A seat price: billed per unit of its item's quantity, beside a plan item. */
  perSeat?: boolean;
}

/** What a test reads back: every subscription with the charges made on it (GET /__control/subscriptions). */
export interface StandInSubscriptionState {
  id: string;
  customerId: string;
  priceId: string;
  /** The seat item's quantity (0 without one). */
  seatQuantity: number;
  status: Subscription['status'];
  scheduledCancel: boolean;
  currentPeriod: { startsAt: string; endsAt: string };
  /** Every charge on this subscription in cents: the checkout's first, then each immediate proration. */
  charges: { transactionId: string; amount: number; origin: TransactionOrigin }[];
}

export interface PaddleStandIn {
  url: string;
  close(): Promise<void>;
}

type TransactionOrigin = 'web' | 'subscription_update' | 'subscription_recurring';

interface Transaction {
  id: string;
  priceId: string;
  customData: Record<string, unknown> | null;
  customerId: string | null;
  status: 'ready' | 'completed' | 'past_due';
  subscriptionId: string | null;
  createdAt: string;
  /** Cents charged (the price for a checkout, the prorated difference for a subscription update). */
  amount: number;
  origin: TransactionOrigin;
}

const PRORATION_MODES = [
  'prorated_immediately',
  'prorated_next_billing_period',
  'full_immediately',
  'full_next_billing_period',
  'do_not_bill',
] as const;
type ProrationMode = (typeof PRORATION_MODES)[number];

interface Subscription {
  id: string;
  customerId: string;
  priceId: string;
  customData: Record<string, unknown> | null;
  status: 'active' | 'canceled' | 'past_due' | 'paused';
  /** The seat item (a per-seat price and its quantity), or null. */
  seats: { priceId: string; quantity: number } | null;
  startsAt: string;
  endsAt: string;
  scheduledCancel: boolean;
  /** Cents added to (or, negative, taken off) the next renewal by a next-period proration. */
  nextAdjustment: number;
}

export interface Delivery {
  eventId: string;
  eventType: string;
  status: number | 'error';
  attempts: number;
  /** The raw body as signed and sent (tests replay it: retried and reordered deliveries). */
  body: string;
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

/** The part of a period still to come, to the minute (Paddle prorates to the minute). */
function remainingFraction(startsAt: string, endsAt: string, now: Date): number {
  const minute = 60_000;
  const total = Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / minute);
  const left = Math.floor((Date.parse(endsAt) - now.getTime()) / minute);
  return total <= 0 ? 0 : Math.min(1, Math.max(0, left / total));
}

interface Proration {
  /** Cents credited for the unused part of the current price. */
  credit: number;
  /** Cents for the new price over what is left of the period (or a whole new period). */
  charge: number;
  /** charge − credit (negative: credit left over). */
  result: number;
  period: { startsAt: string; endsAt: string };
  /** Charged now (prorated_immediately); 0 otherwise. */
  immediate: number;
  /** The next renewal's amount, with a next-period proration and the customer's balance applied. */
  next: number;
  /** Credit left on the customer's balance after this change. */
  balanceAfter: number;
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

/** What a running stand-in holds: the prices, the transactions, subscriptions and balances, the webhooks. */
interface PaddleState {
  readonly options: PaddleStandInOptions;
  readonly transactions: Map<string, Transaction>;
  readonly subscriptions: Map<string, Subscription>;
  /** Customer id → credit balance in cents (a prorated credit larger than the charge). */
  readonly balances: Map<string, number>;
  readonly deliveries: Delivery[];
  baseUrl: string;
  /** Webhooks go out one at a time, in the order they were raised (as Paddle orders them per entity). */
  queue: Promise<void>;
  lastOccurred: number;
}

type Prices = PaddleStandInOptions['prices'];

const money = (amount: number) => ({ amount: String(amount), currency_code: 'USD' });

// Full price and product objects: the SDK builds entities from them and throws on missing fields.
function priceData(prices: Prices, priceId: string) {
  const price = prices[priceId];
  return {
    id: priceId,
    product_id: `pro_${priceId}`,
    description: price?.label ?? priceId,
    type: 'standard',
    name: price?.label ?? priceId,
    billing_cycle: { interval: price?.interval ?? 'month', frequency: 1 },
    trial_period: null,
    tax_mode: 'account_setting',
    unit_price: money(price?.amount ?? 0),
    unit_price_overrides: [],
    quantity: price?.perSeat ? { minimum: 1, maximum: 100 } : { minimum: 1, maximum: 1 },
    status: 'active',
    custom_data: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

const productData = (prices: Prices, priceId: string) => ({
  id: `pro_${priceId}`,
  name: prices[priceId]?.productName ?? priceId,
  type: 'standard',
  description: null,
  tax_category: 'standard',
  image_url: null,
  custom_data: null,
  status: 'active',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const subscriptionItem = (prices: Prices, priceId: string, since: string, quantity: number) => ({
  status: 'active',
  quantity,
  recurring: true,
  created_at: since,
  updated_at: new Date().toISOString(),
  previously_billed_at: since,
  next_billed_at: null,
  trial_dates: null,
  price: priceData(prices, priceId),
  product: productData(prices, priceId),
});

const subscriptionData = (prices: Prices, sub: Subscription) => ({
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
  billing_cycle: { interval: prices[sub.priceId]?.interval ?? 'month', frequency: 1 },
  current_billing_period: sub.status === 'canceled' ? null : { starts_at: sub.startsAt, ends_at: sub.endsAt },
  scheduled_change: sub.scheduledCancel
    ? { action: 'cancel', effective_at: sub.endsAt, resume_at: null }
    : null,
  items: [
    subscriptionItem(prices, sub.priceId, sub.startsAt, 1),
    ...(sub.seats ? [subscriptionItem(prices, sub.seats.priceId, sub.startsAt, sub.seats.quantity)] : []),
  ],
  custom_data: sub.customData,
});

const totals = (amount: number) => ({
  subtotal: String(amount),
  discount: '0',
  tax: '0',
  total: String(amount),
  credit: '0',
  credit_to_balance: '0',
  balance: String(amount),
  grand_total: String(amount),
  grand_total_tax: '0',
  fee: null,
  earnings: null,
  currency_code: 'USD',
});

const transactionPreview = (period: { startsAt: string; endsAt: string }, amount: number) => ({
  billing_period: { starts_at: period.startsAt, ends_at: period.endsAt },
  details: { tax_rates_used: [], totals: totals(amount), line_items: [] },
  adjustments: [],
});

const transactionData = (baseUrl: string, txn: Transaction) => ({
  id: txn.id,
  status: txn.status,
  customer_id: txn.customerId,
  subscription_id: txn.subscriptionId,
  custom_data: txn.customData,
  currency_code: 'USD',
  origin: txn.origin === 'web' ? 'api' : txn.origin,
  collection_mode: 'automatic',
  items: [{ price_id: txn.priceId, quantity: 1 }],
  payments: [],
  checkout: { url: `${baseUrl}/checkout/${txn.id}` },
  created_at: txn.createdAt,
  updated_at: new Date().toISOString(),
});

/** The period that starts when `startsAt` ends, at the price's interval. */
const periodAfter = (prices: Prices, priceId: string, startsAt: string) => ({
  startsAt,
  endsAt: addPeriod(new Date(startsAt), prices[priceId]?.interval ?? 'month').toISOString(),
});

const previewData = (
  prices: Prices,
  sub: Subscription,
  priceId: string,
  p: Proration,
  seats: Subscription['seats'],
) => ({
  ...subscriptionData(prices, {
    ...sub,
    priceId,
    seats,
    startsAt: p.period.startsAt,
    endsAt: p.period.endsAt,
  }),
  immediate_transaction: p.immediate > 0 ? transactionPreview(p.period, p.immediate) : null,
  next_transaction: transactionPreview(periodAfter(prices, priceId, p.period.endsAt), p.next),
  recurring_transaction_details: null,
  update_summary: {
    credit: money(p.credit),
    charge: money(p.charge),
    result: {
      action: p.result >= 0 ? 'charge' : 'credit',
      amount: String(Math.abs(p.result)),
      currency_code: 'USD',
    },
  },
});

/** A price change in `full_next_billing_period` mode: nothing charged or credited now, the renewal in full. */
function fullNextPeriodChange(s: PaddleState, sub: Subscription, next: { amount: number }): Proration {
  const balance = s.balances.get(sub.customerId) ?? 0;
  const nextAmount = Math.max(0, next.amount + sub.nextAdjustment);
  return {
    credit: 0,
    charge: 0,
    result: 0,
    period: { startsAt: sub.startsAt, endsAt: sub.endsAt },
    immediate: 0,
    next: nextAmount - Math.min(balance, nextAmount),
    balanceAfter: balance,
  };
}

/** What a subscription's items cost per period: the plan, plus each seat. */
const recurringAmount = (prices: Prices, priceId: string, seats: Subscription['seats']) =>
  (prices[priceId]?.amount ?? 0) + (seats ? (prices[seats.priceId]?.amount ?? 0) * seats.quantity : 0);

/** Paddle's proration of a change of items on a subscription (see the file comment). */
function prorate(
  s: PaddleState,
  sub: Subscription,
  priceId: string,
  mode: ProrationMode,
  now: Date,
  seats: Subscription['seats'] = sub.seats,
): Proration | string {
  const prices = s.options.prices;
  const currentPrice = prices[sub.priceId];
  const nextPrice = prices[priceId];
  if (!currentPrice || !nextPrice) return 'Unknown price';
  const current = {
    interval: currentPrice.interval,
    amount: recurringAmount(prices, sub.priceId, sub.seats),
  };
  const next = { interval: nextPrice.interval, amount: recurringAmount(prices, priceId, seats) };
  const intervalChanges = current.interval !== next.interval;
  const nextPeriodMode = mode === 'prorated_next_billing_period' || mode === 'full_next_billing_period';
  if (sub.scheduledCancel && nextPeriodMode) {
    return 'subscription_invalid_billing_mode_for_scheduled_change';
  }
  if (intervalChanges && nextPeriodMode) return 'subscription_invalid_proration_billing_mode';
  if (mode === 'full_next_billing_period') return fullNextPeriodChange(s, sub, next);
  if (mode !== 'prorated_immediately' && mode !== 'prorated_next_billing_period') {
    return 'proration mode not modelled by the stand-in';
  }
  const fraction = remainingFraction(sub.startsAt, sub.endsAt, now);
  const credit = Math.round(current.amount * fraction);
  const charge = intervalChanges ? next.amount : Math.round(next.amount * fraction);
  const result = charge - credit;
  const period = intervalChanges
    ? { startsAt: now.toISOString(), endsAt: addPeriod(now, next.interval).toISOString() }
    : { startsAt: sub.startsAt, endsAt: sub.endsAt };
  let balance = s.balances.get(sub.customerId) ?? 0;
  let immediate = 0;
  // A pending next-period adjustment stays with the period; a new period starts without one.
  let nextAmount = next.amount + (intervalChanges ? 0 : sub.nextAdjustment);
  if (mode === 'prorated_immediately') {
    if (result >= 0) immediate = result;
    else balance += -result;
  } else {
    nextAmount += result;
  }
  if (nextAmount < 0) {
    balance += -nextAmount;
    nextAmount = 0;
  }
  const fromBalance = Math.min(balance, nextAmount);
  return { credit, charge, result, period, immediate, next: nextAmount - fromBalance, balanceAfter: balance };
}

/** The renewal as Paddle would bill it now: the price, a pending adjustment, less the customer's credit. */
function nextTransactionOf(s: PaddleState, sub: Subscription) {
  if (sub.status !== 'active' || sub.scheduledCancel) return null;
  const due = Math.max(0, recurringAmount(s.options.prices, sub.priceId, sub.seats) + sub.nextAdjustment);
  const amount = due - Math.min(s.balances.get(sub.customerId) ?? 0, due);
  return transactionPreview(periodAfter(s.options.prices, sub.priceId, sub.endsAt), amount);
}

/** Sends a signed webhook after the ones raised before it, retried with doubling waits. */
function deliver(s: PaddleState, eventType: string, data: unknown): void {
  const eventId = id('evt');
  // Strictly increasing occurred_at, as Paddle's (microsecond) timestamps are in practice.
  s.lastOccurred = Math.max(Date.now(), s.lastOccurred + 1);
  const body = JSON.stringify({
    event_id: eventId,
    event_type: eventType,
    occurred_at: new Date(s.lastOccurred).toISOString(),
    notification_id: id('ntf'),
    data,
  });
  const delivery: Delivery = { eventId, eventType, status: 'error', attempts: 0, body };
  s.deliveries.push(delivery);
  const { webhookUrl, webhookSecret } = s.options;
  s.queue = s.queue.then(async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      delivery.attempts = attempt;
      try {
        // Signed at send time: the timestamp is fresh on every attempt, as Paddle's are.
        const response = await fetch(webhookUrl(), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'paddle-signature': signatureHeader([webhookSecret], Math.floor(Date.now() / 1000), body),
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

const deliverSubscription = (s: PaddleState, eventType: string, sub: Subscription) =>
  deliver(s, eventType, subscriptionData(s.options.prices, sub));

/** A completed charge of `amount` cents on the subscription (a renewal or a prorated update), announced. */
function chargeSubscription(
  s: PaddleState,
  sub: Subscription,
  charge: { priceId: string; amount: number; origin: TransactionOrigin },
): void {
  const txn: Transaction = {
    id: id('txn'),
    priceId: charge.priceId,
    customData: sub.customData,
    customerId: sub.customerId,
    status: 'completed',
    subscriptionId: sub.id,
    createdAt: new Date().toISOString(),
    amount: charge.amount,
    origin: charge.origin,
  };
  s.transactions.set(txn.id, txn);
  deliver(s, 'transaction.completed', transactionData(s.baseUrl, txn));
}

/** Ends the subscription now (no scheduled cancel left). */
function cancelNow(s: PaddleState, sub: Subscription): void {
  sub.status = 'canceled';
  sub.scheduledCancel = false;
  deliverSubscription(s, 'subscription.canceled', sub);
}

/**
 * The period ends now: as Paddle's renewal, a scheduled cancellation takes effect, otherwise the next
 * period starts where this one ended and is billed (the price, a pending adjustment, less the balance).
 */
function renew(s: PaddleState, sub: Subscription): void {
  if (sub.status !== 'active') return;
  if (sub.scheduledCancel) return cancelNow(s, sub);
  const price = s.options.prices[sub.priceId];
  const due = Math.max(0, recurringAmount(s.options.prices, sub.priceId, sub.seats) + sub.nextAdjustment);
  const balance = s.balances.get(sub.customerId) ?? 0;
  const fromBalance = Math.min(balance, due);
  s.balances.set(sub.customerId, balance - fromBalance);
  sub.startsAt = sub.endsAt;
  sub.endsAt = addPeriod(new Date(sub.startsAt), price?.interval ?? 'month').toISOString();
  sub.nextAdjustment = 0;
  deliverSubscription(s, 'subscription.updated', sub);
  chargeSubscription(s, sub, {
    priceId: sub.priceId,
    amount: due - fromBalance,
    origin: 'subscription_recurring',
  });
}

/** The checkout paid: the customer and the subscription, announced as Paddle does. */
function pay(s: PaddleState, txn: Transaction): Subscription {
  const now = new Date();
  const customerId = txn.customerId ?? id('ctm');
  const interval = s.options.prices[txn.priceId]?.interval ?? 'month';
  const sub: Subscription = {
    id: id('sub'),
    customerId,
    priceId: txn.priceId,
    customData: txn.customData,
    status: 'active',
    startsAt: now.toISOString(),
    endsAt: addPeriod(now, interval).toISOString(),
    scheduledCancel: false,
    nextAdjustment: 0,
    seats: null,
  };
  s.subscriptions.set(sub.id, sub);
  txn.customerId = customerId;
  txn.subscriptionId = sub.id;
  txn.status = 'completed';
  deliverSubscription(s, 'subscription.created', sub);
  deliverSubscription(s, 'subscription.activated', sub);
  deliver(s, 'transaction.completed', transactionData(s.baseUrl, txn));
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
const requestError = (res: http.ServerResponse, code: string) =>
  json(res, 400, { error: { type: 'request_error', code, detail: code } });
const forbidden = (res: http.ServerResponse) =>
  json(res, 403, { error: { code: 'forbidden', detail: 'Bad API key' } });

/** One subscription on the portal page, with the buttons for what the customer may do with it. */
function portalCard(prices: Prices, customerId: string, s: Subscription): string {
  const label = prices[s.priceId]?.label ?? s.priceId;
  const state = s.scheduledCancel ? `cancels on ${s.endsAt.slice(0, 10)}` : s.status;
  const other = Object.keys(prices).find(
    (p) => p !== s.priceId && !prices[p]?.perSeat && prices[p]?.interval === prices[s.priceId]?.interval,
  );
  const actions =
    s.status === 'canceled'
      ? ''
      : `${
          s.scheduledCancel
            ? ''
            : `<form method="post" action="/portal/${customerId}/${s.id}/cancel"><button>Cancel at period end</button></form>`
        }<form method="post" action="/portal/${customerId}/${s.id}/end-period"><button>End the period now</button></form><form method="post" action="/portal/${customerId}/${s.id}/renew"><button>Renew now</button></form>${
          other
            ? `<form method="post" action="/portal/${customerId}/${s.id}/switch?price=${encodeURIComponent(other)}"><button>Switch to ${escapeHtml(prices[other]?.label ?? other)}</button></form>`
            : ''
        }`;
  return `<div class="card"><strong>${escapeHtml(label)}</strong><p class="muted">${escapeHtml(s.id)} — ${escapeHtml(state)}</p>${actions}</div>`;
}

function portalPage(s: PaddleState, customerId: string): string {
  const own = [...s.subscriptions.values()].filter((sub) => sub.customerId === customerId);
  const rows = own.map((sub) => portalCard(s.options.prices, customerId, sub)).join('');
  return page(
    'Billing portal',
    `${rows || '<p>No subscriptions.</p>'}<p><a href="${escapeHtml(s.options.appUrl())}/Settings?section=billing">Back to the app</a></p>`,
  );
}

/** PATCH /subscriptions/{id}[/preview]: remove a scheduled change and/or replace the items, prorated. */
async function updateSubscription(
  s: PaddleState,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  sub: Subscription,
  preview: boolean,
): Promise<void> {
  const body = JSON.parse(await readBody(req)) as {
    items?: { price_id?: string; quantity?: number }[];
    proration_billing_mode?: string;
    on_payment_failure?: string;
    scheduled_change?: null;
  };
  const prices = s.options.prices;
  if (sub.status === 'canceled') return requestError(res, 'subscription_locked_canceled');
  const removeSchedule = 'scheduled_change' in body && body.scheduled_change === null;
  // The plan item and at most one seat item (a per-seat price with its quantity).
  const planItems = (body.items ?? []).filter((i) => !prices[i.price_id ?? '']?.perSeat);
  const seatItems = (body.items ?? []).filter((i) => prices[i.price_id ?? '']?.perSeat);
  const priceId = planItems[0]?.price_id;
  const seatItem = seatItems[0];
  if (
    body.items &&
    (planItems.length !== 1 ||
      seatItems.length > 1 ||
      !priceId ||
      !prices[priceId] ||
      (seatItem && !(Number.isInteger(seatItem.quantity) && (seatItem.quantity ?? 0) >= 1)))
  ) {
    return requestError(res, 'invalid_field');
  }
  const seats = seatItem?.price_id ? { priceId: seatItem.price_id, quantity: seatItem.quantity ?? 1 } : null;
  if (!priceId) {
    if (!removeSchedule) return requestError(res, 'invalid_field');
    if (preview)
      return json(res, 200, { data: subscriptionData(prices, { ...sub, scheduledCancel: false }) });
    sub.scheduledCancel = false;
    deliverSubscription(s, 'subscription.updated', sub);
    return json(res, 200, { data: subscriptionData(prices, sub) });
  }
  const mode = body.proration_billing_mode;
  if (!PRORATION_MODES.includes(mode as ProrationMode)) return requestError(res, 'invalid_field');
  const target = removeSchedule ? { ...sub, scheduledCancel: false } : sub;
  const p = prorate(s, target, priceId, mode as ProrationMode, new Date(), seats);
  if (typeof p === 'string') return requestError(res, p);
  if (preview) return json(res, 200, { data: previewData(prices, target, priceId, p, seats) });

  sub.scheduledCancel = target.scheduledCancel;
  sub.priceId = priceId;
  sub.seats = seats;
  sub.startsAt = p.period.startsAt;
  sub.endsAt = p.period.endsAt;
  if (mode === 'prorated_next_billing_period') sub.nextAdjustment += p.result;
  else if (p.period.startsAt !== target.startsAt) sub.nextAdjustment = 0;
  s.balances.set(sub.customerId, p.balanceAfter);
  deliverSubscription(s, 'subscription.updated', sub);
  if (p.immediate > 0) {
    chargeSubscription(s, sub, { priceId, amount: p.immediate, origin: 'subscription_update' });
  }
  return json(res, 200, { data: subscriptionData(prices, sub) });
}

function subscriptionState(s: PaddleState, sub: Subscription): StandInSubscriptionState {
  return {
    id: sub.id,
    customerId: sub.customerId,
    priceId: sub.priceId,
    seatQuantity: sub.seats?.quantity ?? 0,
    status: sub.status,
    scheduledCancel: sub.scheduledCancel,
    currentPeriod: { startsAt: sub.startsAt, endsAt: sub.endsAt },
    charges: [...s.transactions.values()]
      .filter((t) => t.subscriptionId === sub.id && t.status === 'completed')
      .map((t) => ({ transactionId: t.id, amount: t.amount, origin: t.origin })),
  };
}

/** A request, parsed once for the routes. */
interface PaddleRequest {
  readonly req: http.IncomingMessage;
  readonly res: http.ServerResponse;
  readonly url: URL;
  readonly parts: string[];
  readonly method: string;
}

/** POST /transactions: a checkout's transaction, ready to pay. */
async function createTransaction(s: PaddleState, { req, res }: PaddleRequest): Promise<void> {
  const body = JSON.parse(await readBody(req)) as {
    items?: { price_id?: string }[];
    custom_data?: Record<string, unknown> | null;
    customer_id?: string | null;
  };
  const priceId = body.items?.[0]?.price_id;
  if (!priceId || !s.options.prices[priceId]) {
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
    amount: s.options.prices[priceId]?.amount ?? 0,
    origin: 'web',
  };
  s.transactions.set(txn.id, txn);
  return json(res, 201, { data: transactionData(s.baseUrl, txn), meta: { request_id: randomUUID() } });
}

/** GET /subscriptions?customer_id=…&status=… (one page: the stand-in holds few). */
function listSubscriptions(s: PaddleState, { res, url }: PaddleRequest): void {
  const list = (name: string) => url.searchParams.get(name)?.split(',').filter(Boolean) ?? [];
  const customers = list('customer_id');
  const statuses = list('status');
  const found = [...s.subscriptions.values()].filter(
    (sub) =>
      (customers.length === 0 || customers.includes(sub.customerId)) &&
      (statuses.length === 0 || statuses.includes(sub.status)),
  );
  return json(res, 200, {
    data: found.map((sub) => subscriptionData(s.options.prices, sub)),
    meta: {
      request_id: randomUUID(),
      pagination: {
        per_page: 50,
        next: `${s.baseUrl}/subscriptions`,
        has_more: false,
        estimated_total: found.length,
      },
    },
  });
}

/** GET, PATCH and PATCH …/preview of one subscription. */
function oneSubscription(s: PaddleState, r: PaddleRequest, sub: Subscription): void | Promise<void> {
  const { res, url, parts, method } = r;
  if (method === 'GET' && parts.length === 2) {
    const include = url.searchParams.get('include')?.split(',') ?? [];
    return json(res, 200, {
      data: {
        ...subscriptionData(s.options.prices, sub),
        ...(include.includes('next_transaction') ? { next_transaction: nextTransactionOf(s, sub) } : {}),
      },
    });
  }
  if (method === 'PATCH') return updateSubscription(s, r.req, res, sub, parts[2] === 'preview');
  return notFound(res);
}

/** The part of Paddle's API the SDK calls (Bearer API key). */
function paddleApi(s: PaddleState, r: PaddleRequest): void | Promise<void> {
  const { req, res, url, parts, method } = r;
  if (req.headers.authorization?.toLowerCase() !== `bearer ${s.options.apiKey.toLowerCase()}`) {
    return forbidden(res);
  }
  if (method === 'POST' && url.pathname === '/transactions') return createTransaction(s, r);
  if (method === 'POST' && parts[0] === 'customers' && parts[2] === 'portal-sessions' && parts[1]) {
    const customerId = parts[1];
    return json(res, 201, {
      data: {
        id: id('cpls'),
        customer_id: customerId,
        urls: { general: { overview: `${s.baseUrl}/portal/${customerId}` }, subscriptions: [] },
        created_at: new Date().toISOString(),
      },
    });
  }
  if (method === 'POST' && parts[0] === 'subscriptions' && parts[2] === 'cancel' && parts[1]) {
    const sub = s.subscriptions.get(parts[1]);
    if (!sub) return notFound(res);
    cancelNow(s, sub);
    return json(res, 200, { data: subscriptionData(s.options.prices, sub) });
  }
  if (method === 'GET' && url.pathname === '/subscriptions') return listSubscriptions(s, r);
  if (parts[0] === 'subscriptions' && parts[1] && (parts.length === 2 || parts[2] === 'preview')) {
    const sub = s.subscriptions.get(parts[1]);
    return sub ? oneSubscription(s, r, sub) : notFound(res);
  }
  return notFound(res);
}

/** The checkout page of a transaction, and its Pay and Decline buttons. */
function checkoutPages(s: PaddleState, { res, parts, method }: PaddleRequest): void {
  const txn = parts[1] ? s.transactions.get(parts[1]) : undefined;
  if (!txn) return html(res, 404, page('Checkout not found', '<p>This checkout does not exist.</p>'));
  if (method === 'GET' && parts.length === 2) {
    const price = s.options.prices[txn.priceId];
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
    if (txn.status === 'ready') pay(s, txn);
    return redirect(res, `${s.options.appUrl()}/BillingSuccess?_ptxn=${encodeURIComponent(txn.id)}`);
  }
  if (method === 'POST' && parts[2] === 'decline') {
    deliver(s, 'transaction.payment_failed', transactionData(s.baseUrl, txn));
    return redirect(res, `${s.options.appUrl()}/BillingFailed?_ptxn=${encodeURIComponent(txn.id)}`);
  }
  return notFound(res);
}

/** The customer's billing portal and what its buttons do to a subscription. */
function portalPages(s: PaddleState, { res, url, parts, method }: PaddleRequest): void {
  const customerId = parts[1];
  if (!customerId) return notFound(res);
  if (method === 'GET' && parts.length === 2) return html(res, 200, portalPage(s, customerId));
  const sub = parts[2] ? s.subscriptions.get(parts[2]) : undefined;
  if (method !== 'POST' || !sub || sub.customerId !== customerId) return notFound(res);
  if (parts[3] === 'cancel') {
    sub.scheduledCancel = true;
    deliverSubscription(s, 'subscription.updated', sub);
  } else if (parts[3] === 'end-period') {
    cancelNow(s, sub);
  } else if (parts[3] === 'renew') {
    renew(s, sub);
  } else if (parts[3] === 'switch') {
    const price = url.searchParams.get('price');
    if (price && s.options.prices[price]) {
      sub.priceId = price;
      deliverSubscription(s, 'subscription.updated', sub);
    }
  }
  return redirect(res, `/portal/${customerId}`);
}

/** The tests' control paths: the deliveries, the subscriptions with their charges, a renewal now. */
function controlRoutes(s: PaddleState, { res, url, parts, method }: PaddleRequest): void {
  if (method === 'GET' && url.pathname === '/__control/deliveries') return json(res, 200, s.deliveries);
  if (method === 'POST' && parts[1] === 'subscriptions' && parts[3] === 'renew') {
    const sub = parts[2] ? s.subscriptions.get(parts[2]) : undefined;
    if (!sub) return notFound(res);
    renew(s, sub);
    return json(res, 200, subscriptionState(s, sub));
  }
  if (method === 'GET' && url.pathname === '/__control/subscriptions') {
    const customer = url.searchParams.get('customer_id');
    return json(
      res,
      200,
      [...s.subscriptions.values()]
        .filter((sub) => !customer || sub.customerId === customer)
        .map((sub) => subscriptionState(s, sub)),
    );
  }
  return notFound(res);
}

function handle(s: PaddleState, req: http.IncomingMessage, res: http.ServerResponse): void | Promise<void> {
  const url = new URL(req.url ?? '/', s.baseUrl);
  const r: PaddleRequest = {
    req,
    res,
    url,
    parts: url.pathname.split('/').filter(Boolean),
    method: req.method ?? 'GET',
  };
  switch (r.parts[0]) {
    case 'transactions':
    case 'customers':
    case 'subscriptions':
      return paddleApi(s, r);
    case 'checkout':
      return checkoutPages(s, r);
    case 'portal':
      return portalPages(s, r);
    case '__control':
      return controlRoutes(s, r);
    default:
      return notFound(res);
  }
}

export async function startPaddleStandIn(options: PaddleStandInOptions): Promise<PaddleStandIn> {
  const host = options.host ?? '127.0.0.1';
  const s: PaddleState = {
    options,
    transactions: new Map(),
    subscriptions: new Map(),
    balances: new Map(),
    deliveries: [],
    baseUrl: '',
    queue: Promise.resolve(),
    lastOccurred: 0,
  };
  const server = http.createServer((req, res) => {
    Promise.resolve()
      .then(() => handle(s, req, res))
      .catch((error: unknown) => {
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
  s.baseUrl = `http://${host}:${port}`;
  return {
    url: s.baseUrl,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
