/**
 * Pro's seats through the local system and its Paddle stand-in: the Owner invites through the API and the
 * invitee accepts from the link in the mail notify sent; adding a fourth seat is previewed (prorated by the
 * provider) and billed as the seat item's quantity on the one subscription; the webhook sets the seats, and a
 * retried or reordered delivery never counts one twice; a downgrade below the members is refused until a
 * member is removed, which frees the seat at once.
 */
import { describe, expect, it } from 'vitest';
import type { Delivery, StandInSubscriptionState } from '../../../infra/local/paddle-stand-in/server';
import { changePlan, createCheckout, previewPlanChange } from '../../../shared/api/endpoints/billing';
import { getProfile } from '../../../shared/api/endpoints/profile';
import {
  acceptInvitation,
  changeSeats,
  getTeam,
  inviteMember,
  previewSeatChange,
  removeMember,
  viewInvitation,
} from '../../../shared/api/endpoints/team';
import { ENV } from '../../../shared/config/env-names';
import type { Profile } from '../../../shared/domain/entities';
import { EXTRA_SEAT_PRICE, proratedSeatCharge } from '../../../shared/domain/team';
import { TEAM_MESSAGES } from '../../../shared/messages/team-messages';
import { testSystem } from '../../support/env';
import { callEndpoint } from '../editor-api/support/editor-client';
import { ensureProfileOf, expectError, expectOk, type TestUser } from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';
import { mailsTo } from '../review/review-fixture';
import { resend } from '../billing/webhook-delivery';

const standIn = () => testSystem().env[ENV.paddleEnvironment] ?? '';
const profileOf = (user: TestUser) => expectOk(getProfile, { token: user.token });

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  expect(done(value), `${what}: ${JSON.stringify(value)}`).toBe(true);
  return value;
}

async function standInSubscription(customerId: string): Promise<StandInSubscriptionState> {
  const response = await fetch(`${standIn()}/__control/subscriptions?customer_id=${customerId}`);
  const [only] = (await response.json()) as StandInSubscriptionState[];
  if (!only) throw new Error('no subscription at the stand-in');
  return only;
}

async function deliveriesFor(subscriptionId: string): Promise<Delivery[]> {
  const all = (await (await fetch(`${standIn()}/__control/deliveries`)).json()) as Delivery[];
  return all.filter((d) => d.body.includes(subscriptionId));
}

/** The accept link of the newest invitation mail to `email` (notify sends it from the outbox). */
async function invitationTokenMailedTo(email: string): Promise<string> {
  const invitations = async () =>
    (await mailsTo(testSystem().mailUrl, email)).filter((m) => m.subject.includes('invited you'));
  const mails = await waitFor(invitations, (list) => list.length > 0, `no invitation mail to ${email}`);
  const text = mails.at(-1)?.body.text ?? '';
  const match = /AcceptInvite\?token=([^\s)\]]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no accept link in: ${text}`);
  return decodeURIComponent(match[1]);
}

describe('seats on the one subscription', () => {
  it('the Owner adds a fourth seat: the prorated charge is previewed and billed as the seat item, a retried or reordered webhook never counts it twice, and a downgrade below the members is refused until one is removed', async () => {
    const owner = await signedInUser('seats-owner');
    await ensureProfileOf(owner);
    const checkout = await expectOk(createCheckout, {
      token: owner.token,
      body: { priceKey: 'pro_monthly' },
    });
    await fetch(`${checkout.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    const paid = await waitFor(
      () => profileOf(owner),
      (p) => p.planLevel === 'pro',
      'never Pro',
    );
    const customerId = paid.paddleCustomerId ?? '';
    const subscriptionId = paid.subscriptionId ?? '';

    // An Editor joins from the mail's link.
    const editor = await signedInUser('seats-editor');
    await ensureProfileOf(editor);
    await expectOk(inviteMember, { token: owner.token, body: { email: editor.email, role: 'editor' } });
    const token = await invitationTokenMailedTo(editor.email.toLowerCase());
    const shown = await expectOk(viewInvitation, { query: { token } });
    expect(shown).toMatchObject({ email: editor.email.toLowerCase(), role: 'editor', state: 'pending' });
    await expectOk(acceptInvitation, { token: editor.token, body: { token } });
    expectError(await callEndpoint(acceptInvitation, { token: editor.token, body: { token } }), 410);
    expect((await expectOk(getTeam, { token: owner.token })).seats).toMatchObject({ limit: 3, used: 2 });

    // A fourth seat: previewed, then billed now as the seat item's quantity.
    const before = await standInSubscription(customerId);
    const preview = await expectOk(previewSeatChange, { token: owner.token, body: { seats: 4 } });
    const expected = proratedSeatCharge({
      unitAmount: EXTRA_SEAT_PRICE.monthly * 100,
      fromQuantity: 0,
      toQuantity: 1,
      periodStartsAt: before.currentPeriod.startsAt,
      periodEndsAt: before.currentPeriod.endsAt,
      now: new Date(),
    });
    expect(Math.abs(preview.chargeNow - expected)).toBeLessThanOrEqual(1);
    expect(preview).toMatchObject({ seats: 4, extraSeats: 1, currencyCode: 'USD' });
    const answer = await callEndpoint(changeSeats, { token: owner.token, body: { seats: 4 } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const seated = await waitFor(
      () => profileOf(owner),
      (p: Profile) => p.extraSeats === 1,
      'seat never set',
    );
    expect(seated.planLevel).toBe('pro');
    const after = await standInSubscription(customerId);
    expect(after.seatQuantity).toBe(1);
    const seatCharge = after.charges.filter((c) => c.origin === 'subscription_update').at(-1)?.amount ?? 0;
    expect(Math.abs(seatCharge - preview.chargeNow)).toBeLessThanOrEqual(1);
    expect((await expectOk(getTeam, { token: owner.token })).seats).toMatchObject({
      limit: 4,
      used: 2,
      free: 2,
    });

    // The seat's webhook delivered again, and an older state delivered late: still one extra seat.
    const updates = (await deliveriesFor(subscriptionId)).filter(
      (d) => d.eventType === 'subscription.updated',
    );
    const seatUpdate = updates.at(-1);
    const activated = (await deliveriesFor(subscriptionId)).find(
      (d) => d.eventType === 'subscription.activated',
    );
    expect(await resend(seatUpdate?.body ?? '')).toBe('duplicate');
    const late = (activated?.body ?? '').replace(/"event_id":"([^"]+)"/, '"event_id":"$1_late"');
    expect(await resend(late)).toBe('stale');
    expect((await profileOf(owner)).extraSeats).toBe(1);

    // Basic is one person: refused while the Editor is a member, allowed once they are removed.
    expectError(
      await callEndpoint(previewPlanChange, { token: owner.token, body: { priceKey: 'basic_monthly' } }),
      409,
      TEAM_MESSAGES.downgradeOverSeats(1, 'Basic'),
    );
    expectError(
      await callEndpoint(changePlan, { token: owner.token, body: { priceKey: 'basic_monthly' } }),
      409,
      TEAM_MESSAGES.downgradeOverSeats(1, 'Basic'),
    );
    await expectOk(removeMember, { token: owner.token, params: { userId: editor.userId } });
    expect((await expectOk(getTeam, { token: owner.token })).seats).toMatchObject({ used: 1, free: 3 });
    await expectOk(previewPlanChange, { token: owner.token, body: { priceKey: 'basic_monthly' } });
  });
});
