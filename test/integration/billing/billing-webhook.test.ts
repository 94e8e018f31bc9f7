/**
 * The billing loop against the local system: the Paddle webhook (signature, timestamp, rotation, dedupe,
 * per-subscription ordering, lifecycle), checkout and portal through the Paddle stand-in. The plan changes
 * only through a verified webhook; everything refused leaves the profile exactly as it was.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from '../../../functions/billing/adapters/paddle-signature';
import { LOCAL_PADDLE } from '../../../infra/local/system';
import { billingWebhook, createCheckout, createPortalSession } from '../../../shared/api/endpoints/billing';
import { archiveProject, createProject, restoreProject } from '../../../shared/api/endpoints/projects';
import { BILLING_MESSAGES } from '../../../shared/messages/billing-messages';
import { getProfile } from '../../../shared/api/endpoints/profile';
import { ENV } from '../../../shared/config/env-names';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../functions/platform/aws/clients';
import { testSystem, testTableName } from '../../support/env';
import { callEndpoint } from '../editor-api/support/editor-client';
import {
  createProjectAs,
  ensureProfileOf,
  expectError,
  expectOk,
  sampleSelection,
  type TestUser,
} from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';

const SECRET = LOCAL_PADDLE.webhookSecret;
const PRICES = LOCAL_PADDLE.priceIds;
const now = () => Math.floor(Date.now() / 1000);

interface SubEventOptions {
  userId: string;
  type?: string;
  subscriptionId?: string;
  status?: string;
  priceId?: string;
  occurredAt?: Date;
  /** occurred_at exactly as written (e.g. with a +09:00 offset); defaults to occurredAt in UTC. */
  occurredAtText?: string;
  eventId?: string;
  scheduledCancel?: boolean;
}

/** The same instant written with a +09:00 offset (as some senders write times). */
function inTokyo(date: Date): string {
  const shifted = new Date(date.getTime() + 9 * 3600_000).toISOString();
  return `${shifted.slice(0, -1)}+09:00`;
}

function subscriptionEvent(o: SubEventOptions): string {
  const occurred = o.occurredAt ?? new Date();
  const ends = new Date(occurred.getTime() + 30 * 86_400_000).toISOString();
  return JSON.stringify({
    event_id: o.eventId ?? `evt_${randomUUID()}`,
    event_type: o.type ?? 'subscription.activated',
    occurred_at: o.occurredAtText ?? occurred.toISOString(),
    notification_id: `ntf_${randomUUID()}`,
    data: {
      id: o.subscriptionId ?? 'sub_default',
      status: o.status ?? 'active',
      customer_id: `ctm_${o.userId.slice(0, 10)}`,
      custom_data: { userId: o.userId },
      items: [{ price: { id: o.priceId ?? PRICES.basic_monthly }, quantity: 1 }],
      next_billed_at: o.scheduledCancel ? null : ends,
      current_billing_period: { starts_at: occurred.toISOString(), ends_at: ends },
      scheduled_change: o.scheduledCancel ? { action: 'cancel', effective_at: ends } : null,
    },
  });
}

async function send(rawBody: string, header: string | undefined) {
  return fetch(`${testSystem().baseUrl}${billingWebhook.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header ? { 'paddle-signature': header } : {}) },
    body: rawBody,
  });
}

async function sendSigned(rawBody: string, secrets: string[] = [SECRET], ts = now()) {
  const response = await send(rawBody, signatureHeader(secrets, ts, rawBody));
  return { status: response.status, body: (await response.json()) as { outcome?: string } };
}

const profileOf = (user: TestUser) => expectOk(getProfile, { token: user.token });
/** The profile without the signed avatar URL (changes on every read). */
const stateOf = async (user: TestUser) => ({ ...(await profileOf(user)), profilePictureUrl: null });

async function userAtFreeCap(label: string): Promise<TestUser> {
  const user = await signedInUser(label);
  await ensureProfileOf(user);
  for (let i = 0; i < 3; i++) await createProjectAs(user, { videos: 1 });
  return user;
}

describe('billing webhook', () => {
  it('a signed subscription event upgrades the plan and lifts the cap', async () => {
    const user = await userAtFreeCap('billing-upgrade');
    const refused = await callEndpoint(createProject, {
      token: user.token,
      body: { name: 'Fourth', clientDisplayName: 'C', videos: sampleSelection(1) },
    });
    expect(refused.status).toBe(409);

    const result = await sendSigned(subscriptionEvent({ userId: user.userId, subscriptionId: 'sub_up1' }));
    expect(result).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    const profile = await profileOf(user);
    expect(profile).toMatchObject({
      planLevel: 'basic',
      subscriptionId: 'sub_up1',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(profile.paddleCustomerId).toMatch(/^ctm_/);
    expect(profile.nextBillingDate).not.toBeNull();
    await createProjectAs(user, { videos: 1, name: 'Fourth' });
  });

  it('refuses a missing, wrong, malformed or stale signature with 401 and changes nothing', async () => {
    const user = await signedInUser('billing-bad-sig');
    await ensureProfileOf(user);
    const before = await stateOf(user);
    const body = subscriptionEvent({ userId: user.userId, priceId: PRICES.pro_monthly });

    expect((await send(body, undefined)).status).toBe(401);
    expect((await send(body, signatureHeader(['not-the-secret'], now(), body))).status).toBe(401);
    expect((await send(body, 'ts=abc;h1=zz')).status).toBe(401);
    // Signed for another body (tampered payload).
    expect(
      (await send(body, signatureHeader([SECRET], now(), body.replace('active', 'trialing')))).status,
    ).toBe(401);
    // Correctly signed, but ten minutes old: a replay.
    expect((await send(body, signatureHeader([SECRET], now() - 600, body))).status).toBe(401);
    const refused = await send(body, undefined);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBeTruthy();

    expect(await stateOf(user)).toEqual(before);
  });

  it('accepts any of several h1 values while the secret rotates', async () => {
    const user = await signedInUser('billing-rotation');
    await ensureProfileOf(user);
    const body = subscriptionEvent({ userId: user.userId, subscriptionId: 'sub_rot' });
    const result = await sendSigned(body, ['the-old-secret', SECRET]);
    expect(result.body.outcome).toBe('applied');
    expect((await profileOf(user)).planLevel).toBe('basic');
  });

  it('ignores an unknown price and a replayed event, changing nothing', async () => {
    const user = await signedInUser('billing-replay');
    await ensureProfileOf(user);
    const before = await stateOf(user);
    const unknown = await sendSigned(subscriptionEvent({ userId: user.userId, priceId: 'pri_someone_else' }));
    expect(unknown).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    expect(await stateOf(user)).toEqual(before);

    const eventId = `evt_${randomUUID()}`;
    const first = subscriptionEvent({ userId: user.userId, subscriptionId: 'sub_rep', eventId });
    expect((await sendSigned(first)).body.outcome).toBe('applied');
    const afterFirst = await stateOf(user);
    expect(afterFirst.planLevel).toBe('basic');
    // The same event again (Paddle retries), even re-signed later and claiming another status.
    const replay = subscriptionEvent({
      userId: user.userId,
      subscriptionId: 'sub_rep',
      eventId,
      status: 'canceled',
      occurredAt: new Date(Date.now() + 60_000),
    });
    expect((await sendSigned(replay)).body.outcome).toBe('duplicate');
    expect(await stateOf(user)).toEqual(afterFirst);
  });

  it('applies events per subscription in occurred_at order: an older event never overwrites a newer state', async () => {
    const user = await signedInUser('billing-order');
    await ensureProfileOf(user);
    const t0 = Date.now() - 60_000;
    const newer = subscriptionEvent({
      userId: user.userId,
      subscriptionId: 'sub_ord',
      type: 'subscription.updated',
      priceId: PRICES.pro_annual,
      occurredAt: new Date(t0 + 20_000),
    });
    const older = subscriptionEvent({
      userId: user.userId,
      subscriptionId: 'sub_ord',
      type: 'subscription.created',
      priceId: PRICES.basic_monthly,
      occurredAt: new Date(t0),
    });
    expect((await sendSigned(newer)).body.outcome).toBe('applied');
    const state = await stateOf(user);
    expect(state.planLevel).toBe('pro');
    expect((await sendSigned(older)).body.outcome).toBe('stale');
    expect(await stateOf(user)).toEqual(state);
  });

  it('orders events by instant, not by text: an older event written with +09:00 is stale, and a later cancellation still applies', async () => {
    const user = await signedInUser('billing-offset');
    await ensureProfileOf(user);
    const t0 = Date.now() - 600_000;
    const pro = subscriptionEvent({
      userId: user.userId,
      subscriptionId: 'sub_tz',
      type: 'subscription.updated',
      priceId: PRICES.pro_monthly,
      occurredAt: new Date(t0 + 60_000),
    });
    expect((await sendSigned(pro)).body.outcome).toBe('applied');
    // One minute OLDER, but its text ('…T19:…+09:00') sorts after the newer '…T10:…Z'.
    const olderBasic = subscriptionEvent({
      userId: user.userId,
      subscriptionId: 'sub_tz',
      type: 'subscription.created',
      priceId: PRICES.basic_monthly,
      occurredAtText: inTokyo(new Date(t0)),
    });
    expect((await sendSigned(olderBasic)).body.outcome).toBe('stale');
    expect(await profileOf(user)).toMatchObject({ planLevel: 'pro', priceKey: 'pro_monthly' });

    // A cancellation newer than both is applied (text compare would have called it stale after the above).
    const canceled = subscriptionEvent({
      userId: user.userId,
      subscriptionId: 'sub_tz',
      type: 'subscription.canceled',
      status: 'canceled',
      priceId: PRICES.pro_monthly,
      occurredAt: new Date(t0 + 120_000),
    });
    expect((await sendSigned(canceled)).body.outcome).toBe('applied');
    expect(await profileOf(user)).toMatchObject({ planLevel: 'free', subscriptionStatus: 'canceled' });
  });

  it('a webhook that leaves two live subscriptions for one customer is recorded and shown, never folded into one', async () => {
    const user = await signedInUser('billing-two-live');
    await ensureProfileOf(user);
    const t0 = Date.now() - 60_000;
    await sendSigned(
      subscriptionEvent({ userId: user.userId, subscriptionId: 'sub_first', occurredAt: new Date(t0) }),
    );
    expect((await profileOf(user)).liveSubscriptionIds).toBeUndefined();
    const second = subscriptionEvent({
      userId: user.userId,
      subscriptionId: 'sub_second',
      priceId: PRICES.pro_monthly,
      occurredAt: new Date(t0 + 1000),
    });
    expect((await sendSigned(second)).body.outcome).toBe('applied');
    expect(await profileOf(user)).toMatchObject({
      planLevel: 'pro',
      liveSubscriptionIds: ['sub_first', 'sub_second'],
    });
    const db = { doc: documentClient(), tableName: testTableName() };
    const alerts = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :alert)',
        ExpressionAttributeValues: { ':pk': `USER#${user.userId}`, ':alert': 'BILLING_ALERT#' },
      }),
    );
    expect(alerts.Items).toEqual([
      expect.objectContaining({
        kind: 'duplicate_live_subscriptions',
        subscriptionIds: ['sub_first', 'sub_second'],
      }),
    ]);

    // One of them ends: one live subscription again, and the profile says so.
    await sendSigned(
      subscriptionEvent({
        userId: user.userId,
        subscriptionId: 'sub_first',
        type: 'subscription.canceled',
        status: 'canceled',
        occurredAt: new Date(t0 + 2000),
      }),
    );
    const after = await profileOf(user);
    expect(after).toMatchObject({ planLevel: 'pro', subscriptionId: 'sub_second' });
    expect(after.liveSubscriptionIds).toBeUndefined();
  });

  it('keeps the plan after a cancellation until the period ends, then goes back to free', async () => {
    const user = await signedInUser('billing-cancel');
    await ensureProfileOf(user);
    const t0 = Date.now() - 60_000;
    await sendSigned(
      subscriptionEvent({ userId: user.userId, subscriptionId: 'sub_c', occurredAt: new Date(t0) }),
    );
    const scheduled = await sendSigned(
      subscriptionEvent({
        userId: user.userId,
        subscriptionId: 'sub_c',
        type: 'subscription.updated',
        scheduledCancel: true,
        occurredAt: new Date(t0 + 1000),
      }),
    );
    expect(scheduled.body.outcome).toBe('applied');
    expect(await profileOf(user)).toMatchObject({ planLevel: 'basic', cancelAtPeriodEnd: true });

    const canceled = await sendSigned(
      subscriptionEvent({
        userId: user.userId,
        subscriptionId: 'sub_c',
        type: 'subscription.canceled',
        status: 'canceled',
        occurredAt: new Date(t0 + 2000),
      }),
    );
    expect(canceled.body.outcome).toBe('applied');
    expect(await profileOf(user)).toMatchObject({
      planLevel: 'free',
      subscriptionStatus: 'canceled',
      nextBillingDate: null,
    });
  });

  it('says past_due and keeps the plan; paused gives the free plan; an old subscription ending leaves a newer one alone', async () => {
    const user = await signedInUser('billing-states');
    await ensureProfileOf(user);
    const t0 = Date.now() - 60_000;
    await sendSigned(
      subscriptionEvent({ userId: user.userId, subscriptionId: 'sub_old', occurredAt: new Date(t0) }),
    );
    await sendSigned(
      subscriptionEvent({
        userId: user.userId,
        subscriptionId: 'sub_old',
        type: 'subscription.past_due',
        status: 'past_due',
        occurredAt: new Date(t0 + 1000),
      }),
    );
    expect(await profileOf(user)).toMatchObject({ planLevel: 'basic', subscriptionStatus: 'past_due' });

    // A new Pro subscription, then the old one's cancellation arrives: the profile stays on Pro.
    await sendSigned(
      subscriptionEvent({
        userId: user.userId,
        subscriptionId: 'sub_new',
        priceId: PRICES.pro_monthly,
        occurredAt: new Date(t0 + 2000),
      }),
    );
    const oldEnds = await sendSigned(
      subscriptionEvent({
        userId: user.userId,
        subscriptionId: 'sub_old',
        type: 'subscription.canceled',
        status: 'canceled',
        occurredAt: new Date(t0 + 3000),
      }),
    );
    expect(oldEnds.body.outcome).toBe('applied');
    expect(await profileOf(user)).toMatchObject({ planLevel: 'pro', subscriptionId: 'sub_new' });

    await sendSigned(
      subscriptionEvent({
        userId: user.userId,
        subscriptionId: 'sub_new',
        priceId: PRICES.pro_monthly,
        type: 'subscription.paused',
        status: 'paused',
        occurredAt: new Date(t0 + 4000),
      }),
    );
    expect(await profileOf(user)).toMatchObject({ planLevel: 'free', subscriptionStatus: 'paused' });
  });

  it('a downgrade below the active count keeps every project but refuses new ones and restores, saying why', async () => {
    const user = await signedInUser('billing-downgrade');
    await ensureProfileOf(user);
    const t0 = Date.now() - 60_000;
    await sendSigned(
      subscriptionEvent({ userId: user.userId, subscriptionId: 'sub_dg', occurredAt: new Date(t0) }),
    );
    const projects = [];
    for (let i = 0; i < 5; i++) projects.push(await createProjectAs(user, { videos: 1 }));
    await expectOk(archiveProject, { token: user.token, params: { projectId: projects[0]?.id ?? '' } });
    await sendSigned(
      subscriptionEvent({
        userId: user.userId,
        subscriptionId: 'sub_dg',
        type: 'subscription.canceled',
        status: 'canceled',
        occurredAt: new Date(t0 + 1000),
      }),
    );
    const profile = await profileOf(user);
    expect(profile).toMatchObject({ planLevel: 'free', activeProjectCount: 4 });
    const reason = BILLING_MESSAGES.planLimitReached('Free', 3);
    const created = await callEndpoint(createProject, {
      token: user.token,
      body: { name: 'One more', clientDisplayName: 'C', videos: sampleSelection(1) },
    });
    expectError(created, 409, reason);
    const restored = await callEndpoint(restoreProject, {
      token: user.token,
      params: { projectId: projects[0]?.id ?? '' },
    });
    expectError(restored, 409, reason);
    expect((await profileOf(user)).activeProjectCount).toBe(4);
  });

  it('refuses a signed but malformed event with 400 and changes nothing', async () => {
    const user = await signedInUser('billing-malformed');
    await ensureProfileOf(user);
    const before = await stateOf(user);
    const body = JSON.stringify({
      event_id: `evt_${randomUUID()}`,
      event_type: 'subscription.activated',
      occurred_at: new Date().toISOString(),
      data: { id: 'sub_x', custom_data: { userId: user.userId } },
    });
    expect((await sendSigned(body)).status).toBe(400);
    expect(await stateOf(user)).toEqual(before);
  });
});

describe('checkout and portal through the Paddle stand-in', () => {
  it('checkout → pay → signed webhooks → Basic; the portal opens for the customer', async () => {
    const user = await signedInUser('billing-loop');
    await ensureProfileOf(user);
    const noPortal = await callEndpoint(createPortalSession, { token: user.token });
    expectError(noPortal, 409);

    const checkout = await expectOk(createCheckout, {
      token: user.token,
      body: { priceKey: 'basic_annual' },
    });
    expect(checkout.checkoutUrl).toContain(testSystem().env[ENV.paddleEnvironment] ?? 'missing');
    const page = await fetch(checkout.checkoutUrl ?? '');
    expect(await page.text()).toContain('Basic — $169 / year');

    const paid = await fetch(`${checkout.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain('/BillingSuccess');

    const deadline = Date.now() + 10_000;
    let plan = (await profileOf(user)).planLevel;
    while (plan !== 'basic' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      plan = (await profileOf(user)).planLevel;
    }
    expect(plan).toBe('basic');

    const portal = await expectOk(createPortalSession, { token: user.token });
    const portalPage = await (await fetch(portal.url)).text();
    expect(portalPage).toContain('Basic — $169 / year');
  });

  it('the checkout and the portal send the browser back to the app’s one origin (localhost, as npm start prints it)', async () => {
    const user = await signedInUser('billing-origin');
    await ensureProfileOf(user);
    const origin = testSystem().baseUrl;
    expect(new URL(origin).hostname).toBe('localhost');
    expect(testSystem().env[ENV.appUrl]).toBe(origin);
    const checkout = await expectOk(createCheckout, {
      token: user.token,
      body: { priceKey: 'basic_monthly' },
    });
    const declined = await fetch(`${checkout.checkoutUrl}/decline`, { method: 'POST', redirect: 'manual' });
    expect(new URL(declined.headers.get('location') ?? '').origin).toBe(origin);
    const paid = await fetch(`${checkout.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(new URL(paid.headers.get('location') ?? '').origin).toBe(origin);
    const deadline = Date.now() + 10_000;
    while ((await profileOf(user)).paddleCustomerId === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const portal = await expectOk(createPortalSession, { token: user.token });
    const back = /href="([^"]+)">Back to the app/.exec(await (await fetch(portal.url)).text())?.[1] ?? '';
    expect(new URL(back).origin).toBe(origin);
  });

  it('refuses a price key that is not in the catalogue (price ids never come from the client)', async () => {
    const user = await signedInUser('billing-bad-key');
    const result = await callEndpoint(createCheckout, {
      token: user.token,
      body: { priceKey: 'pri_local_basic_monthly' },
    });
    expectError(result, 400);
  });
});
