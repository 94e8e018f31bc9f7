import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseSignatureHeader,
  signatureHeader,
  verifySignature,
  WEBHOOK_TOLERANCE_SECONDS,
} from '../../../functions/billing/adapters/paddle-signature';
import { planForPriceId, parsePriceIds } from '../../../functions/billing/adapters/billing-config';
import { planForSubscription, subscriptionGrants } from '../../../shared/domain/subscription';

const body = '{"event_id":"evt_1","event_type":"subscription.activated"}';
const ts = 1_700_000_000;

describe('Paddle-Signature', () => {
  it('matches Paddle’s scheme: h1 = HMAC-SHA256(secret, `${ts}:${rawBody}`)', () => {
    const h1 = createHmac('sha256', 'secret').update(`${ts}:${body}`).digest('hex');
    expect(signatureHeader(['secret'], ts, body)).toBe(`ts=${ts};h1=${h1}`);
    expect(
      verifySignature({ header: `ts=${ts};h1=${h1}`, rawBody: body, secrets: ['secret'], nowSeconds: ts }),
    ).toBe('valid');
  });

  it('accepts any h1 against any configured secret (rotation)', () => {
    const header = signatureHeader(['old', 'new'], ts, body);
    expect(parseSignatureHeader(header)?.h1).toHaveLength(2);
    expect(verifySignature({ header, rawBody: body, secrets: ['new'], nowSeconds: ts })).toBe('valid');
    expect(verifySignature({ header, rawBody: body, secrets: ['old'], nowSeconds: ts })).toBe('valid');
    expect(verifySignature({ header, rawBody: body, secrets: ['other', 'new'], nowSeconds: ts })).toBe(
      'valid',
    );
    expect(verifySignature({ header, rawBody: body, secrets: ['other'], nowSeconds: ts })).toBe('mismatch');
  });

  it('refuses a missing, malformed, stale or tampered signature', () => {
    const header = signatureHeader(['s'], ts, body);
    const base = { rawBody: body, secrets: ['s'], nowSeconds: ts };
    expect(verifySignature({ ...base, header: undefined })).toBe('missing');
    expect(verifySignature({ ...base, header: 'h1=abc' })).toBe('malformed');
    expect(verifySignature({ ...base, header: `ts=${ts}` })).toBe('malformed');
    expect(verifySignature({ ...base, header, nowSeconds: ts + WEBHOOK_TOLERANCE_SECONDS + 1 })).toBe(
      'stale',
    );
    expect(verifySignature({ ...base, header, nowSeconds: ts - WEBHOOK_TOLERANCE_SECONDS - 1 })).toBe(
      'stale',
    );
    expect(verifySignature({ ...base, header, rawBody: `${body} ` })).toBe('mismatch');
    expect(verifySignature({ ...base, header, secrets: [''] })).toBe('mismatch');
  });

  it('never accepts an arbitrary header (fuzz)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (header) => {
        expect(verifySignature({ header, rawBody: body, secrets: ['s'], nowSeconds: ts })).not.toBe('valid');
      }),
    );
  });
});

describe('subscription → plan', () => {
  it('keeps the paid plan while active, trialing or past_due; free when paused or canceled', () => {
    expect(planForSubscription('active', 'basic')).toBe('basic');
    expect(planForSubscription('trialing', 'pro')).toBe('pro');
    expect(planForSubscription('past_due', 'pro')).toBe('pro');
    expect(planForSubscription('paused', 'pro')).toBe('free');
    expect(planForSubscription('canceled', 'basic')).toBe('free');
    expect(subscriptionGrants('past_due')).toBe(true);
    expect(subscriptionGrants('canceled')).toBe(false);
  });

  it('maps only our price ids to plans', () => {
    const ids = parsePriceIds(
      JSON.stringify({ basic_monthly: 'a', basic_annual: 'b', pro_monthly: 'c', pro_annual: 'd' }),
    );
    expect(planForPriceId(ids, 'b')).toBe('basic');
    expect(planForPriceId(ids, 'd')).toBe('pro');
    expect(planForPriceId(ids, 'x')).toBeNull();
    expect(() => parsePriceIds('{"basic_monthly":"a"}')).toThrow();
  });
});
