import { describe, expect, it } from 'vitest';
import { localTime, nextDeliveryAt } from '../../../shared/domain/reminder-rule';

const at = (iso: string) => new Date(iso);
const next = (dueAt: string, zone: string | null) => nextDeliveryAt(at(dueAt), zone).toISOString();

describe('a reminder reaches the editor at the next 09:00 in their zone', () => {
  it('the next 09:00 local, not 09:00 UTC', () => {
    expect(next('2026-06-01T10:00:00.000Z', 'Europe/Berlin')).toBe('2026-06-02T07:00:00.000Z');
    expect(next('2026-06-01T10:00:00.000Z', 'America/Los_Angeles')).toBe('2026-06-01T16:00:00.000Z');
    expect(next('2026-06-01T10:00:00.000Z', 'Asia/Tokyo')).toBe('2026-06-02T00:00:00.000Z');
  });

  it('due exactly at 09:00 local is delivered at that instant', () => {
    expect(next('2026-06-01T07:00:00.000Z', 'Europe/Berlin')).toBe('2026-06-01T07:00:00.000Z');
  });

  it('an unknown or missing zone counts as UTC', () => {
    expect(next('2026-06-01T10:00:00.000Z', null)).toBe('2026-06-02T09:00:00.000Z');
    expect(next('2026-06-01T10:00:00.000Z', 'Mars/Olympus')).toBe('2026-06-02T09:00:00.000Z');
  });

  it('across the spring change (a 23-hour day) 09:00 moves an hour earlier in UTC', () => {
    // Berlin: CET → CEST on 29 March 2026 at 01:00 UTC.
    expect(next('2026-03-28T08:30:00.000Z', 'Europe/Berlin')).toBe('2026-03-29T07:00:00.000Z');
    // New York: EST → EDT on 8 March 2026 at 07:00 UTC.
    expect(next('2026-03-07T14:30:00.000Z', 'America/New_York')).toBe('2026-03-08T13:00:00.000Z');
  });

  it('across the autumn change (a 25-hour day) 09:00 moves an hour later in UTC', () => {
    // Berlin: CEST → CET on 25 October 2026 at 01:00 UTC.
    expect(next('2026-10-24T07:30:00.000Z', 'Europe/Berlin')).toBe('2026-10-25T08:00:00.000Z');
    // New York: EDT → EST on 1 November 2026 at 06:00 UTC.
    expect(next('2026-10-31T13:30:00.000Z', 'America/New_York')).toBe('2026-11-01T14:00:00.000Z');
  });

  it('a zone offset by half an hour gets the first hourly run of its 09:00 hour', () => {
    const kolkata = nextDeliveryAt(at('2026-06-01T00:00:00.000Z'), 'Asia/Kolkata');
    expect(kolkata.toISOString()).toBe('2026-06-01T04:00:00.000Z');
    expect(localTime(kolkata, 'Asia/Kolkata').hour).toBe(9);
  });

  it('is always on an hourly run, at the delivery hour, and never before the rule made it due', () => {
    const zones = ['UTC', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns'];
    for (const zone of zones) {
      for (let h = 0; h < 24 * 366; h += 37) {
        const due = new Date(Date.UTC(2026, 0, 1) + h * 3_600_000 + 1234);
        const delivered = nextDeliveryAt(due, zone);
        expect(delivered.getTime() % 3_600_000).toBe(0);
        expect(delivered.getTime()).toBeGreaterThanOrEqual(due.getTime());
        expect(delivered.getTime() - due.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
        expect(localTime(delivered, zone).hour).toBe(9);
      }
    }
  });
});
