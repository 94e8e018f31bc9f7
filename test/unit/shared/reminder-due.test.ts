import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDeliveryHour,
  isLinkExpiringSoon,
  isReminderDue,
  knownTimeZone,
  localTime,
  reminderDueAt,
} from '../../../shared/domain/reminder-rule';
import { PROJECT_STATUSES } from '../../../shared/domain/status-values';
import { DUE_INDEX_SHARDS, dueShard, keys } from '../../../functions/platform/db/keys';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const BASE = Date.UTC(2026, 11, 10, 9, 0, 0);

describe('reminderDueAt: the due index key of the reminder rule', () => {
  it('is due exactly when isReminderDue says so (any status, quiet time, last reminder and now)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROJECT_STATUSES),
        fc.integer({ min: -20 * DAY, max: 0 }),
        fc.option(fc.integer({ min: -20 * DAY, max: 0 }), { nil: null }),
        fc.integer({ min: -10 * DAY, max: 10 * DAY }),
        (status, changedOffset, remindedOffset, nowOffset) => {
          const project = { status, lastStatusChangeAt: new Date(BASE + changedOffset).toISOString() };
          const reminded = remindedOffset === null ? null : new Date(BASE + remindedOffset).toISOString();
          const now = new Date(BASE + nowOffset);
          const dueAt = reminderDueAt(project, reminded);
          const byIndex = dueAt !== null && Date.parse(dueAt) <= now.getTime();
          expect(byIndex).toBe(isReminderDue(project, reminded, now));
        },
      ),
    );
  });

  it('is null for approved and archived projects; 3 days after the change, or 3 days after the last reminder', () => {
    const changed = new Date(BASE).toISOString();
    expect(reminderDueAt({ status: 'approved', lastStatusChangeAt: changed }, null)).toBeNull();
    expect(reminderDueAt({ status: 'archived', lastStatusChangeAt: changed }, null)).toBeNull();
    expect(reminderDueAt({ status: 'active', lastStatusChangeAt: changed }, null)).toBe(
      new Date(BASE + 3 * DAY).toISOString(),
    );
    expect(
      reminderDueAt(
        { status: 'pending', lastStatusChangeAt: changed },
        new Date(BASE + 5 * DAY).toISOString(),
      ),
    ).toBe(new Date(BASE + 8 * DAY).toISOString());
  });
});

describe('delivery at 09:00 in the editor’s time zone', () => {
  it('reads the local hour and day; unknown or missing zones are UTC', () => {
    const at = new Date('2026-12-10T14:00:00Z');
    expect(localTime(at, 'America/New_York')).toEqual({ hour: 9, day: '2026-12-10' });
    expect(localTime(at, 'Asia/Tokyo')).toEqual({ hour: 23, day: '2026-12-10' });
    expect(localTime(new Date('2026-12-10T00:30:00Z'), 'Asia/Tokyo')).toEqual({ hour: 9, day: '2026-12-10' });
    expect(localTime(at, null)).toEqual({ hour: 14, day: '2026-12-10' });
    expect(knownTimeZone('Not/AZone')).toBe('UTC');
    expect(isDeliveryHour(new Date('2026-12-10T09:00:00Z'), undefined)).toBe(true);
    expect(isDeliveryHour(new Date('2026-12-10T09:59:59Z'), 'Not/AZone')).toBe(true);
    expect(isDeliveryHour(new Date('2026-12-10T09:00:00Z'), 'Europe/Berlin')).toBe(false);
    expect(isDeliveryHour(new Date('2026-12-10T08:00:00Z'), 'Europe/Berlin')).toBe(true);
    // Summer time moves the UTC hour, not the local one.
    expect(isDeliveryHour(new Date('2026-07-10T07:00:00Z'), 'Europe/Berlin')).toBe(true);
  });

  it('every UTC hour of a day is some zone’s 09:00 exactly once per zone', () => {
    for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland']) {
      const hits = Array.from({ length: 24 }, (_, h) => isDeliveryHour(new Date(BASE + h * HOUR), zone));
      expect(hits.filter(Boolean)).toHaveLength(1);
    }
  });
});

describe('review link warnings', () => {
  const now = new Date(BASE);
  const expiring = (status: (typeof PROJECT_STATUSES)[number], inMs: number | null) =>
    isLinkExpiringSoon(
      { status, shareExpiresAt: inMs === null ? null : new Date(BASE + inMs).toISOString() },
      now,
    );

  it('warns for active and pending projects whose link expires within a day, not yet expired', () => {
    expect(expiring('active', 20 * HOUR)).toBe(true);
    expect(expiring('pending', 24 * HOUR)).toBe(true);
    expect(expiring('active', 24 * HOUR + 1)).toBe(false);
    expect(expiring('active', -1)).toBe(false);
    expect(expiring('active', null)).toBe(false);
    expect(expiring('approved', HOUR)).toBe(false);
    expect(expiring('archived', HOUR)).toBe(false);
  });
});

describe('due index shards', () => {
  it('spreads project ids over every shard, evenly enough that none runs hot', () => {
    const counts = new Array<number>(DUE_INDEX_SHARDS).fill(0);
    for (let i = 0; i < 8000; i++) counts[dueShard(`01J${i.toString(36).padStart(23, '0')}`)]! += 1;
    for (const n of counts) expect(n).toBeGreaterThan(700);
    expect(keys.reminderDueGsi3('p1', '2026-12-10T09:00:00.000Z').gsi3sk).toBe('2026-12-10T09:00:00.000Z#p1');
  });
});
