/**
 * Plan changes against the local system and its Paddle stand-in: a customer has at most one live
 * subscription. A subscriber's upgrade, downgrade or billing-period switch updates that subscription with
 * proration (previewed first), a scheduled cancellation is removed by the change, a checkout is refused
 * with 409 while a subscription is live, and the plan itself follows only the verified webhook, also when
 * its deliveries are retried or arrive out of order.
 */
import { describe, expect, it } from 'vitest';
import type { Delivery, StandInSubscriptionState } from '../../../infra/local/paddle-stand-in/server';
import { LOCAL_PADDLE } from '../../../infra/local/system';
import {
  changePlan,
  createCheckout,
  getBillingSubscription,
  previewPlanChange,
  type PlanChangePreview,
} from '../../../shared/api/endpoints/billing';
import { getProfile } from '../../../shared/api/endpoints/profile';
import { ENV } from '../../../shared/config/env-names';
import type { Profile } from '../../../shared/domain/entities';
import type { PriceKey } from '../../../shared/domain/plans';
import { BILLING_MESSAGES } from '../../../shared/messages/billing-messages';
import { testSystem } from '../../support/env';
import { callEndpoint } from '../editor-api/support/editor-client';
import { ensureProfileOf, expectError, expectOk, type TestUser } from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';
import { postSignedWebhook, resend } from './webhook-delivery';

const standIn = () => testSystem().env[ENV.paddleEnvironment] ?? '';
const cents = (dollars: number) => Math.round(dollars * 100);
const PRICE_CENTS: Record<PriceKey, number> = {
  basic_monthly: cents(17),
  basic_annual: cents(169),
  pro_monthly: cents(29),
  pro_annual: cents(289),
};

const profileOf = (user: TestUser) => expectOk(getProfile, { token: user.token });

async function waitForProfile(user: TestUser, done: (p: Profile) => boolean): Promise<Profile> {
  const deadline = Date.now() + 15_000;
  let profile = await profileOf(user);
  while (!done(profile) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    profile = await profileOf(user);
  }
  expect(done(profile), `profile never reached the expected state: ${JSON.stringify(profile)}`).toBe(true);
  return profile;
}

async function subscriptionsAtStandIn(customerId: string): Promise<StandInSubscriptionState[]> {
  const response = await fetch(`${standIn()}/__control/subscriptions?customer_id=${customerId}`);
  return (await response.json()) as StandInSubscriptionState[];
}

const live = (subs: StandInSubscriptionState[]) => subs.filter((s) => s.status !== 'canceled');

async function deliveriesFor(subscriptionId: string): Promise<Delivery[]> {
  const all = (await (await fetch(`${standIn()}/__control/deliveries`)).json()) as Delivery[];
  return all.filter((d) => d.body.includes(subscriptionId));
}

interface Subscriber {
  user: TestUser;
  customerId: string;
  subscriptionId: string;
}

/** A customer who bought `priceKey` through the stand-in's checkout, optionally cancelling at period end. */
async function subscriber(
  label: string,
  priceKey: PriceKey,
  options: { scheduledCancel?: boolean } = {},
): Promise<Subscriber> {
  const user = await signedInUser(label);
  await ensureProfileOf(user);
  const checkout = await expectOk(createCheckout, { token: user.token, body: { priceKey } });
  const paid = await fetch(`${checkout.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  const profile = await waitForProfile(user, (p) => p.priceKey === priceKey);
  const customerId = profile.paddleCustomerId ?? '';
  const subscriptionId = profile.subscriptionId ?? '';
  if (options.scheduledCancel) {
    await fetch(`${standIn()}/portal/${customerId}/${subscriptionId}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    await waitForProfile(user, (p) => p.cancelAtPeriodEnd === true);
  }
  return { user, customerId, subscriptionId };
}

async function preview(s: Subscriber, priceKey: PriceKey): Promise<PlanChangePreview> {
  return expectOk(previewPlanChange, { token: s.user.token, body: { priceKey } });
}

/** Changes the plan and waits for the webhook; returns the stand-in's one live subscription. */
async function change(s: Subscriber, priceKey: PriceKey): Promise<StandInSubscriptionState> {
  const answer = await callEndpoint(changePlan, { token: s.user.token, body: { priceKey } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  await waitForProfile(s.user, (p) => p.priceKey === priceKey);
  const subs = await subscriptionsAtStandIn(s.customerId);
  expect(subs).toHaveLength(1);
  const [only] = live(subs);
  expect(only?.id).toBe(s.subscriptionId);
  return only as StandInSubscriptionState;
}

const updateCharges = (sub: StandInSubscriptionState) =>
  sub.charges.filter((c) => c.origin === 'subscription_update').map((c) => c.amount);

/** Within a cent: the preview and the change are a few milliseconds apart, proration is to the minute. */
const expectCents = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(1);

const recurringCharges = (sub: StandInSubscriptionState) =>
  sub.charges.filter((c) => c.origin === 'subscription_recurring').map((c) => c.amount);

/** Every delivery of the subscription answered (the app has acted on all the webhooks sent so far). */
async function waitForDeliveries(s: Subscriber, eventType: string, count: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const sent = (await deliveriesFor(s.subscriptionId)).filter((d) => d.eventType === eventType);
    if (sent.length >= count && sent.every((d) => d.status === 200)) return;
    expect(Date.now(), `no ${count} ${eventType} deliveries answered`).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const updatedCount = async (s: Subscriber) =>
  (await deliveriesFor(s.subscriptionId)).filter((d) => d.eventType === 'subscription.updated').length;

/** Sends a plan change and waits for the provider's webhook to be acted on (whatever it did). */
async function sendChange(s: Subscriber, priceKey: PriceKey): Promise<StandInSubscriptionState> {
  const updates = await updatedCount(s);
  const answer = await callEndpoint(changePlan, { token: s.user.token, body: { priceKey } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  await waitForDeliveries(s, 'subscription.updated', updates + 1);
  const [only, ...more] = live(await subscriptionsAtStandIn(s.customerId));
  expect(more).toEqual([]);
  return only as StandInSubscriptionState;
}

/** The stand-in ends the current period and bills the next one, as Paddle's renewal. */
async function renew(s: Subscriber): Promise<StandInSubscriptionState> {
  const updates = await updatedCount(s);
  const response = await fetch(`${standIn()}/__control/subscriptions/${s.subscriptionId}/renew`, {
    method: 'POST',
  });
  expect(response.status).toBe(200);
  await waitForDeliveries(s, 'subscription.updated', updates + 1);
  return (await response.json()) as StandInSubscriptionState;
}

/** The same event as another delivery (Paddle may send one moment's state under another event id). */
const withNewEventId = (body: string, tag: string) =>
  body.replace(/"event_id":"([^"]+)"/, `"event_id":"$1_${tag}"`);

describe('plan changes on the one live subscription', () => {
  it('a Basic subscriber upgrades to Pro: the prorated difference is charged now on the same subscription, and a checkout is refused with 409', async () => {
    const s = await subscriber('plan-up', 'basic_monthly');
    const refused = await callEndpoint(createCheckout, {
      token: s.user.token,
      body: { priceKey: 'pro_monthly' },
    });
    expectError(refused, 409, BILLING_MESSAGES.liveSubscriptionExists);

    const quote = await preview(s, 'pro_monthly');
    expect(quote).toMatchObject({ direction: 'upgrade', billing: 'now', currencyCode: 'USD' });
    // Just after the purchase almost the whole month is left: Pro minus Basic for that month.
    expectCents(quote.chargeNow, PRICE_CENTS.pro_monthly - PRICE_CENTS.basic_monthly);
    expectCents(quote.credit, PRICE_CENTS.basic_monthly);

    const sub = await change(s, 'pro_monthly');
    expect(sub.priceId).toBe(LOCAL_PADDLE.priceIds.pro_monthly);
    const [charged] = updateCharges(sub);
    expectCents(charged ?? -1, quote.chargeNow);
    expect(await profileOf(s.user)).toMatchObject({
      planLevel: 'pro',
      priceKey: 'pro_monthly',
      subscriptionId: s.subscriptionId,
      subscriptionStatus: 'active',
    });
    expect((await profileOf(s.user)).liveSubscriptionIds).toBeUndefined();
  });

  it('a Pro monthly subscriber downgrades to Basic monthly: nothing is charged or credited now and the profile stays Pro with the change pending until the renewal', async () => {
    const s = await subscriber('plan-down', 'pro_monthly');
    const [period] = await subscriptionsAtStandIn(s.customerId);
    const periodEnd = period?.currentPeriod.endsAt ?? '';
    const quote = await preview(s, 'basic_monthly');
    expect(quote).toMatchObject({
      direction: 'downgrade',
      billing: 'next_renewal',
      chargeNow: 0,
      credit: 0,
      keepsCurrentPlan: false,
      next: { amount: PRICE_CENTS.basic_monthly, date: periodEnd },
    });
    expect(Date.parse(quote.changesAt ?? '')).toBe(Date.parse(periodEnd));

    const sub = await sendChange(s, 'basic_monthly');
    expect(sub.priceId).toBe(LOCAL_PADDLE.priceIds.basic_monthly);
    expect(updateCharges(sub)).toEqual([]);
    const profile = await profileOf(s.user);
    expect(profile).toMatchObject({ planLevel: 'pro', priceKey: 'pro_monthly' });
    expect(profile.pendingPlanChange).toMatchObject({ planLevel: 'basic', priceKey: 'basic_monthly' });
    expect(Date.parse(profile.pendingPlanChange?.effectiveAt ?? '')).toBe(Date.parse(periodEnd));
    // Settings reads the subscription from the provider: Pro this period, the Basic price at the renewal.
    const held = await expectOk(getBillingSubscription, { token: s.user.token });
    expect(held).toMatchObject({
      priceKey: 'pro_monthly',
      pendingChange: { priceKey: 'basic_monthly' },
      nextCharge: { amount: PRICE_CENTS.basic_monthly },
    });
    expect(Date.parse(held?.nextCharge?.date ?? '')).toBe(Date.parse(periodEnd));
  });

  it('the renewal after a scheduled downgrade applies Basic and charges the Basic price in full', async () => {
    const s = await subscriber('plan-down-renew', 'pro_monthly');
    await sendChange(s, 'basic_monthly');
    const renewed = await renew(s);
    const profile = await waitForProfile(s.user, (p) => p.planLevel === 'basic');
    expect(profile).toMatchObject({ priceKey: 'basic_monthly', pendingPlanChange: null });
    expect(recurringCharges(renewed)).toEqual([PRICE_CENTS.basic_monthly]);
    const held = await expectOk(getBillingSubscription, { token: s.user.token });
    expect(held).toMatchObject({ priceKey: 'basic_monthly', pendingChange: null });
  });

  it('going back to Pro before the renewal withdraws the scheduled downgrade: nothing is charged and the renewal bills Pro', async () => {
    const s = await subscriber('plan-down-keep', 'pro_monthly');
    await sendChange(s, 'basic_monthly');
    const quote = await preview(s, 'pro_monthly');
    expect(quote).toMatchObject({ chargeNow: 0, keepsCurrentPlan: true, changesAt: null });
    const kept = await sendChange(s, 'pro_monthly');
    expect(kept.priceId).toBe(LOCAL_PADDLE.priceIds.pro_monthly);
    expect(updateCharges(kept)).toEqual([]);
    expect(await profileOf(s.user)).toMatchObject({
      planLevel: 'pro',
      priceKey: 'pro_monthly',
      pendingPlanChange: null,
    });
    const renewed = await renew(s);
    expect(recurringCharges(renewed)).toEqual([PRICE_CENTS.pro_monthly]);
    expect(await profileOf(s.user)).toMatchObject({ planLevel: 'pro', priceKey: 'pro_monthly' });
  });

  it('a scheduled downgrade stays right when its webhooks are replayed and arrive out of order: duplicates change nothing and an older delivery is stale', async () => {
    const s = await subscriber('plan-down-replay', 'pro_monthly');
    await sendChange(s, 'basic_monthly');
    const before = await deliveriesFor(s.subscriptionId);
    const downgradeEvent = before.filter((d) => d.eventType === 'subscription.updated').at(-1)?.body ?? '';
    // The downgrade's event again, then again as another delivery of the same moment: Pro is kept.
    expect(await resend(downgradeEvent)).toBe('duplicate');
    expect(await resend(withNewEventId(downgradeEvent, 'again'))).toBe('applied');
    expect(await profileOf(s.user)).toMatchObject({
      planLevel: 'pro',
      pendingPlanChange: { priceKey: 'basic_monthly' },
    });

    await renew(s);
    await waitForProfile(s.user, (p) => p.planLevel === 'basic');
    const after = await profileOf(s.user);
    const deliveries = await deliveriesFor(s.subscriptionId);
    for (const d of [...deliveries].reverse()) expect(await resend(d.body)).toBe('duplicate');
    // The downgrade's event delivered after the renewal's: older, so stale (Pro does not come back).
    expect(await resend(withNewEventId(downgradeEvent, 'late'))).toBe('stale');
    const { profilePictureUrl: _a, ...now } = await profileOf(s.user);
    const { profilePictureUrl: _b, ...then } = after;
    expect(now).toEqual(then);
    expect(now).toMatchObject({ planLevel: 'basic', priceKey: 'basic_monthly', pendingPlanChange: null });
  });

  it('the issue’s case: a Basic annual subscriber who cancelled at period end upgrades to Pro monthly and back; the cancellation is removed and there is one live subscription throughout', async () => {
    const s = await subscriber('plan-annual-cancel', 'basic_annual', { scheduledCancel: true });
    const refused = await callEndpoint(createCheckout, {
      token: s.user.token,
      body: { priceKey: 'pro_monthly' },
    });
    expectError(refused, 409, BILLING_MESSAGES.liveSubscriptionExists);

    const up = await preview(s, 'pro_monthly');
    // The interval changes, so the period restarts today: a whole Pro month less the unused Basic year,
    // which is larger, so nothing is charged and the rest stays as credit.
    expect(up).toMatchObject({
      direction: 'upgrade',
      billing: 'now',
      chargeNow: 0,
      removesScheduledCancellation: true,
    });
    expectCents(up.credit, PRICE_CENTS.basic_annual);
    const upgraded = await change(s, 'pro_monthly');
    expect(upgraded).toMatchObject({ scheduledCancel: false, priceId: LOCAL_PADDLE.priceIds.pro_monthly });
    expect(await profileOf(s.user)).toMatchObject({
      planLevel: 'pro',
      priceKey: 'pro_monthly',
      cancelAtPeriodEnd: false,
    });

    const down = await preview(s, 'basic_annual');
    expect(down).toMatchObject({
      direction: 'downgrade',
      billing: 'now',
      removesScheduledCancellation: false,
    });
    const downgraded = await change(s, 'basic_annual');
    expect(downgraded.priceId).toBe(LOCAL_PADDLE.priceIds.basic_annual);
    expect(await profileOf(s.user)).toMatchObject({ planLevel: 'basic', priceKey: 'basic_annual' });
  });

  it('a Pro subscriber with a scheduled cancellation downgrades to Basic: billed now (Paddle’s only modes then) and the cancellation is removed', async () => {
    const s = await subscriber('plan-down-cancel', 'pro_monthly', { scheduledCancel: true });
    const quote = await preview(s, 'basic_monthly');
    expect(quote).toMatchObject({
      direction: 'downgrade',
      billing: 'now',
      chargeNow: 0,
      removesScheduledCancellation: true,
    });
    const sub = await change(s, 'basic_monthly');
    expect(sub.scheduledCancel).toBe(false);
    expect(await profileOf(s.user)).toMatchObject({ planLevel: 'basic', cancelAtPeriodEnd: false });
  });

  it('monthly → annual charges the year less the unused month and restarts the period; annual → monthly charges nothing', async () => {
    const s = await subscriber('plan-period', 'basic_monthly');
    const toAnnual = await preview(s, 'basic_annual');
    expect(toAnnual).toMatchObject({ direction: 'period', billing: 'now' });
    expectCents(toAnnual.chargeNow, PRICE_CENTS.basic_annual - PRICE_CENTS.basic_monthly);
    const annual = await change(s, 'basic_annual');
    expectCents(updateCharges(annual)[0] ?? -1, toAnnual.chargeNow);
    const days = (Date.parse(annual.currentPeriod.endsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(360);

    const toMonthly = await preview(s, 'basic_monthly');
    expect(toMonthly).toMatchObject({ direction: 'period', billing: 'now', chargeNow: 0 });
    const monthly = await change(s, 'basic_monthly');
    expect(updateCharges(monthly)).toHaveLength(1);
    expect(await profileOf(s.user)).toMatchObject({ planLevel: 'basic', priceKey: 'basic_monthly' });
  });

  it('refuses a change to the same price, and a change without a subscription, with 409 and changes nothing', async () => {
    const s = await subscriber('plan-same', 'basic_monthly');
    expectError(
      await callEndpoint(changePlan, { token: s.user.token, body: { priceKey: 'basic_monthly' } }),
      409,
      BILLING_MESSAGES.alreadyOnPrice,
    );
    const free = await signedInUser('plan-none');
    await ensureProfileOf(free);
    expectError(
      await callEndpoint(previewPlanChange, { token: free.token, body: { priceKey: 'pro_monthly' } }),
      409,
      BILLING_MESSAGES.noLiveSubscription,
    );
    expectError(
      await callEndpoint(changePlan, { token: free.token, body: { priceKey: 'pro_monthly' } }),
      409,
      BILLING_MESSAGES.noLiveSubscription,
    );
    expect((await profileOf(free)).planLevel).toBe('free');
    expect(await expectOk(getBillingSubscription, { token: free.token })).toBeNull();
    expect(live(await subscriptionsAtStandIn(s.customerId))).toHaveLength(1);
  });

  it('refuses a checkout while the provider holds a live subscription our webhooks do not show (a webhook still on its way)', async () => {
    const s = await subscriber('plan-provider-live', 'basic_monthly');
    // Our record says canceled (a signed, newer event); the provider still bills the subscription.
    const body = JSON.stringify({
      event_id: `evt_forged_${s.subscriptionId}`,
      event_type: 'subscription.canceled',
      occurred_at: new Date(Date.now() + 1000).toISOString(),
      data: {
        id: s.subscriptionId,
        status: 'canceled',
        customer_id: s.customerId,
        custom_data: { userId: s.user.userId },
        items: [{ price: { id: LOCAL_PADDLE.priceIds.basic_monthly } }],
      },
    });
    const sent = await postSignedWebhook(body);
    expect(sent.status).toBe(200);
    expect((await profileOf(s.user)).subscriptionStatus).toBe('canceled');
    expectError(
      await callEndpoint(createCheckout, { token: s.user.token, body: { priceKey: 'pro_monthly' } }),
      409,
      BILLING_MESSAGES.liveSubscriptionExists,
    );
    expect(await subscriptionsAtStandIn(s.customerId)).toHaveLength(1);
  });

  it('the plan follows the webhooks when the upgrade’s deliveries are retried and arrive out of order', async () => {
    const s = await subscriber('plan-replay', 'basic_monthly');
    await change(s, 'pro_monthly');
    const state = await profileOf(s.user);
    const deliveries = await deliveriesFor(s.subscriptionId);
    expect(deliveries.map((d) => d.eventType)).toEqual([
      'subscription.created',
      'subscription.activated',
      'transaction.completed',
      'subscription.updated',
      'transaction.completed',
    ]);
    // Every delivery again, newest first: retries are duplicates, nothing goes back to Basic.
    for (const d of [...deliveries].reverse()) expect(await resend(d.body)).toBe('duplicate');
    // The Basic activation delivered late (another delivery of the same moment): older, so stale.
    const activated = deliveries.find((d) => d.eventType === 'subscription.activated')?.body ?? '';
    const late = activated.replace(/"event_id":"[^"]+"/, `"event_id":"evt_late_${s.subscriptionId}"`);
    expect(late).not.toBe(activated);
    expect(await resend(late)).toBe('stale');
    const { profilePictureUrl: _a, ...after } = await profileOf(s.user);
    const { profilePictureUrl: _b, ...before } = state;
    expect(after).toEqual(before);
  });
});
