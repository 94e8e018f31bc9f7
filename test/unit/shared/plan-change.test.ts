import { describe, expect, it } from 'vitest';
import { instantMicros } from '../../../functions/lib/billing/paddle-events';
import { planButton } from '../../../shared/domain/plan-button';
import { isLiveSubscription, planChange } from '../../../shared/domain/plan-change';
import { PRICE_KEYS } from '../../../shared/domain/plans';
import { formatMinorUnits } from '../../../shared/lib/money';

describe('planChange: how a subscriber’s change is billed', () => {
  it('upgrades are billed now, same-period downgrades at the next renewal, period switches now', () => {
    expect(planChange('basic_monthly', 'pro_monthly')).toEqual({ direction: 'upgrade', billing: 'now' });
    expect(planChange('basic_annual', 'pro_monthly')).toEqual({ direction: 'upgrade', billing: 'now' });
    expect(planChange('pro_monthly', 'basic_monthly')).toEqual({
      direction: 'downgrade',
      billing: 'next_renewal',
    });
    expect(planChange('pro_annual', 'basic_annual')).toEqual({
      direction: 'downgrade',
      billing: 'next_renewal',
    });
    // Paddle restarts the period on an interval change and accepts only immediate modes then.
    expect(planChange('pro_monthly', 'basic_annual')).toEqual({ direction: 'downgrade', billing: 'now' });
    expect(planChange('basic_monthly', 'basic_annual')).toEqual({ direction: 'period', billing: 'now' });
    expect(planChange('pro_annual', 'pro_monthly')).toEqual({ direction: 'period', billing: 'now' });
  });

  it('with a scheduled cancellation every change is billed now (Paddle refuses next-period modes then)', () => {
    for (const current of PRICE_KEYS) {
      for (const target of PRICE_KEYS) {
        const change = planChange(current, target, { scheduledCancellation: true });
        if (current === target) expect(change).toBeNull();
        else expect(change?.billing).toBe('now');
      }
    }
  });

  it('the same price is no change', () => {
    for (const key of PRICE_KEYS) expect(planChange(key, key)).toBeNull();
  });

  it('a live subscription is one the provider still holds: active, trialing, past due or paused', () => {
    expect(['active', 'trialing', 'past_due', 'paused'].every((s) => isLiveSubscription(s as never))).toBe(
      true,
    );
    expect(isLiveSubscription('canceled')).toBe(false);
    expect(isLiveSubscription(null)).toBe(false);
    expect(isLiveSubscription(undefined)).toBe(false);
  });
});

describe('planButton for a subscriber: every paid move changes the one subscription', () => {
  const basicAnnual = { priceKey: 'basic_annual' as const, period: 'annual' as const };
  it('offers Upgrade / Downgrade / Switch as changes, the subscribed price as Current Plan, Free via the portal', () => {
    expect(planButton('basic', 'basic', basicAnnual)).toEqual({
      label: 'Current Plan',
      disabled: true,
      action: 'none',
    });
    expect(planButton('basic', 'pro', basicAnnual)).toEqual({
      label: 'Upgrade',
      disabled: false,
      action: 'change',
    });
    expect(planButton('basic', 'free', basicAnnual)).toEqual({
      label: 'Downgrade',
      disabled: false,
      action: 'manage',
    });
    expect(planButton('basic', 'basic', { priceKey: 'basic_annual', period: 'monthly' })).toEqual({
      label: 'Switch to Monthly',
      disabled: false,
      action: 'change',
    });
    expect(planButton('pro', 'basic', { priceKey: 'pro_monthly', period: 'monthly' })).toEqual({
      label: 'Downgrade',
      disabled: false,
      action: 'change',
    });
  });

  it('never offers a purchase (a second checkout) to a subscriber', () => {
    for (const key of PRICE_KEYS) {
      for (const period of ['monthly', 'annual'] as const) {
        for (const target of ['free', 'basic', 'pro'] as const) {
          const plan = key.startsWith('pro_') ? 'pro' : 'basic';
          expect(planButton(plan, target, { priceKey: key, period }).action).not.toBe('purchase');
        }
      }
    }
  });
});

describe('instantMicros: webhook times compared as instants', () => {
  it('reads any offset and fraction: the same instant in +09:00 and Z is equal, and order follows time', () => {
    expect(instantMicros('2026-11-27T19:00:00.123456+09:00')).toBe(
      instantMicros('2026-11-27T10:00:00.123456Z'),
    );
    expect(instantMicros('2026-11-27T10:00:00.5Z')).toBe(instantMicros('2026-11-27T10:00:00.500000Z'));
    // Text order says the opposite of time order here.
    expect('2026-11-27T18:59:00+09:00' > '2026-11-27T10:00:00Z').toBe(true);
    expect(instantMicros('2026-11-27T18:59:00+09:00')).toBeLessThan(instantMicros('2026-11-27T10:00:00Z'));
    expect(instantMicros('2026-11-27T10:00:00.000001Z')).toBeGreaterThan(
      instantMicros('2026-11-27T10:00:00Z'),
    );
    expect(() => instantMicros('2026-11-27 10:00')).toThrow();
  });
});

describe('formatMinorUnits', () => {
  it('shows cents as dollars, and a zero-decimal currency as it is', () => {
    expect(formatMinorUnits(12000, 'USD')).toBe('$120.00');
    expect(formatMinorUnits(1999, 'USD')).toBe('$19.99');
    expect(formatMinorUnits(500, 'JPY')).toBe('¥500');
  });
});
