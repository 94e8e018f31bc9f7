import { describe, expect, it } from 'vitest';
import { instantMicros } from '../../../functions/billing/adapters/paddle-events';
import { planButton } from '../../../shared/domain/plan-button';
import {
  isLiveSubscription,
  planChange,
  planInForce,
  type PendingPlanChange,
} from '../../../shared/domain/plan-change';
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

describe('planInForce: a same-period downgrade applies at the renewal', () => {
  const pending: PendingPlanChange = {
    planLevel: 'basic',
    priceKey: 'basic_monthly',
    effectiveAt: '2026-12-27T10:00:00.000Z',
    keepsPlanLevel: 'pro',
    keepsPriceKey: 'pro_monthly',
  };

  it('keeps the higher plan and the pending change while the lower price is reported for the paid period', () => {
    expect(
      planInForce({ priceKey: 'basic_monthly', periodStartsAt: '2026-11-27T10:00:00.000Z', pending }),
    ).toEqual({ plan: 'pro', priceKey: 'pro_monthly', pending });
  });

  it('applies the lower plan from the renewal: a period starting at or after the change (any offset)', () => {
    const applied = { plan: 'basic', priceKey: 'basic_monthly', pending: null };
    expect(
      planInForce({ priceKey: 'basic_monthly', periodStartsAt: '2026-12-27T10:00:00.000Z', pending }),
    ).toEqual(applied);
    expect(
      planInForce({ priceKey: 'basic_monthly', periodStartsAt: '2026-12-27T19:00:00+09:00', pending }),
    ).toEqual(applied);
    expect(
      planInForce({ priceKey: 'basic_monthly', periodStartsAt: '2026-12-27T18:59:59+09:00', pending }),
    ).toEqual({ plan: 'pro', priceKey: 'pro_monthly', pending });
  });

  it('the kept price before the renewal (an earlier event delivered late) leaves the pending change', () => {
    expect(
      planInForce({ priceKey: 'pro_monthly', periodStartsAt: '2026-11-27T10:00:00.000Z', pending }),
    ).toEqual({ plan: 'pro', priceKey: 'pro_monthly', pending });
    expect(
      planInForce({ priceKey: 'pro_monthly', periodStartsAt: '2026-12-27T10:00:00.000Z', pending }),
    ).toEqual({ plan: 'pro', priceKey: 'pro_monthly', pending: null });
  });

  it('any other price ends the pending change (a period switch, a portal change): that price applies', () => {
    expect(
      planInForce({ priceKey: 'basic_annual', periodStartsAt: '2026-11-27T10:00:00.000Z', pending }),
    ).toEqual({ plan: 'basic', priceKey: 'basic_annual', pending: null });
  });

  it('without a pending change the event’s price applies at once', () => {
    expect(planInForce({ priceKey: 'basic_monthly', periodStartsAt: null, pending: null })).toEqual({
      plan: 'basic',
      priceKey: 'basic_monthly',
      pending: null,
    });
  });

  it('going back to the price paid for this period while a downgrade is pending is billed at the renewal (nothing now)', () => {
    expect(planChange('basic_monthly', 'pro_monthly', { keptPriceKey: 'pro_monthly' })).toEqual({
      direction: 'upgrade',
      billing: 'next_renewal',
      keepsCurrentPlan: true,
    });
    expect(planChange('basic_monthly', 'pro_annual', { keptPriceKey: 'pro_monthly' })).toEqual({
      direction: 'upgrade',
      billing: 'now',
    });
  });
});

describe('planButton for a subscriber: every paid move changes the one subscription', () => {
  const basicAnnual = { priceKey: 'basic_annual' as const, period: 'annual' as const };
  it('offers Upgrade / Downgrade / Switch as changes, the subscribed price as Current Plan, Free via the portal', () => {
    const cases = [
      ['basic', 'basic', basicAnnual, 'Current Plan', true, 'none'],
      ['basic', 'pro', basicAnnual, 'Upgrade', false, 'change'],
      ['basic', 'free', basicAnnual, 'Downgrade', false, 'manage'],
      [
        'basic',
        'basic',
        { priceKey: 'basic_annual', period: 'monthly' },
        'Switch to Monthly',
        false,
        'change',
      ],
      ['pro', 'basic', { priceKey: 'pro_monthly', period: 'monthly' }, 'Downgrade', false, 'change'],
    ] as const;
    for (const [current, target, subscription, label, disabled, action] of cases)
      expect(planButton(current, target, subscription), `${current} → ${target}`).toEqual({
        label,
        disabled,
        action,
      });
  });

  it('while a downgrade waits for the renewal: its card shows the change as scheduled, the paid plan offers Keep this plan', () => {
    const scheduled = {
      priceKey: 'pro_monthly' as const,
      period: 'monthly' as const,
      pendingPriceKey: 'basic_monthly' as const,
    };
    expect(planButton('pro', 'basic', scheduled)).toEqual({
      label: 'Change scheduled',
      disabled: true,
      action: 'none',
    });
    expect(planButton('pro', 'pro', scheduled)).toEqual({
      label: 'Keep this plan',
      disabled: false,
      action: 'change',
    });
    expect(planButton('pro', 'basic', { ...scheduled, period: 'annual' }).label).toBe('Downgrade');
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
