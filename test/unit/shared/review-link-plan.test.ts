import { describe, expect, it } from 'vitest';
import { linkExpiryChoiceSchema } from '../../../shared/api/endpoints/projects';
import { recentlyOpenedLinks } from '../../../shared/domain/dashboard-analytics';
import {
  canCustomiseLinkExpiry,
  chosenShareExpiry,
  expiryAfterDowngrade,
  latestCustomExpiry,
  reviewLinkDisplay,
} from '../../../shared/domain/review-link-expiry';
import { REVIEW_LINK } from '../../../shared/domain/review-link-rules';
import { LINK_CARD_MESSAGES } from '../../../shared/messages/link-card-messages';

const now = new Date('2026-11-23T14:15:00.000Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('expiry by plan', () => {
  it('keeps the 7-day default in one constant and the custom range 1–90 days', () => {
    expect(REVIEW_LINK).toMatchObject({ validityDays: 7, customDaysMin: 1, customDaysMax: 90 });
  });
  it('lets only Pro choose another expiry or none', () => {
    expect(canCustomiseLinkExpiry('pro')).toBe(true);
    expect(canCustomiseLinkExpiry('basic')).toBe(false);
    expect(canCustomiseLinkExpiry('free')).toBe(false);
  });
  it('days: 1 to 90 from now, whole days only', () => {
    expect(chosenShareExpiry({ kind: 'days', days: 1 }, now)).toEqual(new Date(iso(DAY)));
    expect(chosenShareExpiry({ kind: 'days', days: 90 }, now)).toEqual(new Date(iso(90 * DAY)));
    expect(chosenShareExpiry({ kind: 'days', days: 0 }, now)).toBe('out_of_range');
    expect(chosenShareExpiry({ kind: 'days', days: 91 }, now)).toBe('out_of_range');
    expect(chosenShareExpiry({ kind: 'days', days: 2.5 }, now)).toBe('out_of_range');
  });
  it('a date: after now and at most 90 days on', () => {
    expect(chosenShareExpiry({ kind: 'date', date: iso(10 * DAY) }, now)).toEqual(new Date(iso(10 * DAY)));
    expect(chosenShareExpiry({ kind: 'date', date: iso(90 * DAY) }, now)).toEqual(latestCustomExpiry(now));
    expect(chosenShareExpiry({ kind: 'date', date: iso(90 * DAY + 1) }, now)).toBe('out_of_range');
    expect(chosenShareExpiry({ kind: 'date', date: now.toISOString() }, now)).toBe('out_of_range');
    expect(chosenShareExpiry({ kind: 'date', date: 'soon' }, now)).toBe('out_of_range');
  });
  it('never: no expiry, shown as No expiry set without a warning', () => {
    expect(chosenShareExpiry({ kind: 'never' }, now)).toBeNull();
    expect(reviewLinkDisplay(null, now)).toMatchObject({
      state: 'none',
      label: LINK_CARD_MESSAGES.noExpirySet,
      showWarning: false,
    });
  });
  it('a downgrade makes a permanent link a 7-day link from the downgrade day', () => {
    expect(expiryAfterDowngrade(now)).toBe(iso(7 * DAY));
  });
  it('the contract refuses days out of range and unknown kinds', () => {
    expect(linkExpiryChoiceSchema.safeParse({ kind: 'days', days: 91 }).success).toBe(false);
    expect(linkExpiryChoiceSchema.safeParse({ kind: 'forever' }).success).toBe(false);
    expect(linkExpiryChoiceSchema.safeParse({ kind: 'never' }).success).toBe(true);
  });
});

describe('recently opened links (dashboard)', () => {
  const project = (id: string, status: 'active' | 'archived' = 'active') => ({
    id,
    status,
    createdAt: now.toISOString(),
    lastStatusChangeAt: now.toISOString(),
    shareExpiresAt: null,
  });
  it('lists opened, non-archived links, most recently opened first, at most 5', () => {
    const projects = ['a', 'b', 'c', 'd', 'e', 'f', 'g']
      .map((id) => project(id))
      .concat(project('z', 'archived'));
    const opens = new Map(
      ['a', 'b', 'c', 'd', 'e', 'f', 'z'].map((id, i) => [id, { count: i + 1, lastOpenedAt: iso(i * 1000) }]),
    );
    const listed = recentlyOpenedLinks(projects, opens);
    expect(listed.map((l) => l.project.id)).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(listed[0]).toMatchObject({ count: 6, lastOpenedAt: iso(5000) });
    expect(recentlyOpenedLinks([project('g')], new Map([['g', { count: 0, lastOpenedAt: null }]]))).toEqual(
      [],
    );
  });
});
