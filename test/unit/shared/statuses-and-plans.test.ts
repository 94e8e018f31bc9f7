import { describe, expect, it } from 'vitest';
import { COLOURS } from '../../../shared/domain/colours';
import { NOTE_STATUS_LABELS } from '../../../shared/domain/note-status-display';
import { planButton } from '../../../shared/domain/plan-button';
import {
  LINK_EXPIRY_SUMMARY,
  PLAN_ACTIVE_PROJECT_LIMITS,
  PLAN_CATALOGUE,
  PLAN_LINK_EXPIRY,
  priceKeyFor,
} from '../../../shared/domain/plans';
import { REVIEW_LINK } from '../../../shared/domain/review-link-rules';
import {
  PROJECT_STATUS_BADGE_COLOURS,
  PROJECT_STATUS_DASHBOARD_COLOURS,
  PROJECT_STATUS_LABELS,
} from '../../../shared/domain/project-status-display';
import { PLAN_LEVELS, VIDEO_STATUSES } from '../../../shared/domain/status-values';
import { VIDEO_STATUS_COLOURS, VIDEO_STATUS_LABELS } from '../../../shared/domain/video-status-display';

describe('status labels and colours', () => {
  it('project labels and both palettes follow the spec', () => {
    expect(PROJECT_STATUS_LABELS).toEqual({
      active: 'Active',
      pending: 'Pending Changes',
      approved: 'Ready to Archive',
      archived: 'Archived',
    });
    expect(PROJECT_STATUS_BADGE_COLOURS).toEqual({
      active: 'green',
      pending: 'yellow',
      approved: 'blue',
      archived: 'grey',
    });
    expect(PROJECT_STATUS_DASHBOARD_COLOURS).toEqual({
      active: 'violet',
      pending: 'amber',
      approved: 'green',
      archived: 'grey',
    });
  });
  it('note statuses show as Pending or Done', () => {
    expect(NOTE_STATUS_LABELS).toEqual({ pending: 'Pending', completed: 'Done' });
  });
  it('every video status has a label and a colour with a hex value', () => {
    for (const s of VIDEO_STATUSES) {
      expect(VIDEO_STATUS_LABELS[s]).not.toBe('');
      expect(COLOURS[VIDEO_STATUS_COLOURS[s]]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('plans', () => {
  it('caps free 3, basic 12, pro unlimited', () => {
    expect(PLAN_ACTIVE_PROJECT_LIMITS).toEqual({ free: 3, basic: 12, pro: null });
  });
  it('carries the spec prices, savings and monthly equivalents', () => {
    expect(PLAN_CATALOGUE.free).toMatchObject({ monthlyPrice: 0, annualPrice: 0 });
    expect(PLAN_CATALOGUE.basic).toMatchObject({
      monthlyPrice: 17,
      annualPrice: 169,
      annualSavings: 35,
      monthlyEquivalent: 14.08,
    });
    expect(PLAN_CATALOGUE.pro).toMatchObject({
      monthlyPrice: 29,
      annualPrice: 289,
      annualSavings: 59,
      monthlyEquivalent: 24.08,
    });
  });
  it('savings and monthly equivalents agree with the prices', () => {
    for (const p of PLAN_LEVELS) {
      const e = PLAN_CATALOGUE[p];
      expect(e.monthlyPrice * 12 - e.annualPrice).toBe(e.annualSavings);
      expect(e.monthlyEquivalent).toBeCloseTo(Math.round((e.annualPrice / 12) * 100) / 100, 2);
    }
  });
  it('builds the price keys', () => {
    expect(priceKeyFor('basic', 'monthly')).toBe('basic_monthly');
    expect(priceKeyFor('pro', 'annual')).toBe('pro_annual');
  });
});

describe('planButton without a live subscription', () => {
  const expected = {
    free: { free: 'Current Plan', basic: 'Upgrade', pro: 'Upgrade' },
    basic: { free: 'Downgrade', basic: 'Current Plan', pro: 'Upgrade' },
    pro: { free: 'Downgrade', basic: 'Downgrade', pro: 'Current Plan' },
  } as const;
  for (const current of PLAN_LEVELS) {
    for (const target of PLAN_LEVELS) {
      it(`${current} → ${target}: ${expected[current][target]}`, () => {
        const b = planButton(current, target);
        expect(b.label).toBe(expected[current][target]);
        expect(b.disabled).toBe(current === target);
        expect(b.action).toBe(
          current === target ? 'none' : expected[current][target] === 'Upgrade' ? 'purchase' : 'manage',
        );
      });
    }
  }
});

describe('link expiry by plan', () => {
  it('is stated once per plan: the plan cards, the catalogue and the summary (footnote, FAQ) say the same', () => {
    expect(PLAN_LINK_EXPIRY).toEqual({
      free: '7-day review links',
      basic: '7-day review links',
      pro: '7-day review links, or any expiry or none',
    });
    for (const plan of PLAN_LEVELS) {
      const entry = PLAN_CATALOGUE[plan];
      expect(entry.linkExpiryText).toBe(PLAN_LINK_EXPIRY[plan]);
      // The card lists the plan's own statement and no other plan's.
      const expiryLines = entry.features.filter((f) => /review link|expiry/i.test(f));
      expect(expiryLines).toEqual([PLAN_LINK_EXPIRY[plan]]);
    }
    expect(LINK_EXPIRY_SUMMARY).toContain(`${REVIEW_LINK.validityDays} days on every plan`);
    const everything = JSON.stringify({ PLAN_CATALOGUE, LINK_EXPIRY_SUMMARY });
    expect(everything).not.toMatch(/3-day|No link expiry/);
  });
});
