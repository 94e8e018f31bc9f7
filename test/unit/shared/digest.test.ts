/** When a digest is due, and how a note reads in it (shared/domain/digest.ts). */
import { describe, expect, it } from 'vitest';
import {
  DIGEST_RETRY,
  DIGEST_SUMMARY_MAX,
  digestDueAt,
  digestRetryAt,
  digestSummary,
  isDigestSendable,
  nextTopOfHour,
} from '../../../shared/domain/digest';

describe('digest schedule', () => {
  it('a digest whose mail keeps failing backs off: 1, 2, 4… minutes, at most an hour', () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    const after = (deferrals: number) => (digestRetryAt(now, deferrals).getTime() - now.getTime()) / 60_000;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(after)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(after(DIGEST_RETRY.maxDeferrals + 10)).toBe(DIGEST_RETRY.maxBackoffMinutes);
  });

  it('hourly: the next top of the hour, strictly after now', () => {
    expect(nextTopOfHour(new Date('2026-11-24T10:00:00.000Z')).toISOString()).toBe(
      '2026-11-24T11:00:00.000Z',
    );
    expect(nextTopOfHour(new Date('2026-11-24T10:59:59.999Z')).toISOString()).toBe(
      '2026-11-24T11:00:00.000Z',
    );
    expect(digestDueAt('hourly', new Date('2026-11-24T10:20:00.000Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2026-11-24T11:00:00.000Z',
    );
  });

  it("daily: the next hourly run at 09:00 in the editor's zone (UTC when unknown or invalid)", () => {
    const now = new Date('2026-11-24T10:20:00.000Z');
    expect(digestDueAt('daily', now, null).toISOString()).toBe('2026-11-25T09:00:00.000Z');
    expect(digestDueAt('daily', now, 'Not/AZone').toISOString()).toBe('2026-11-25T09:00:00.000Z');
    // New York is UTC-5 in November: 09:00 there is 14:00 UTC, later the same day.
    expect(digestDueAt('daily', now, 'America/New_York').toISOString()).toBe('2026-11-24T14:00:00.000Z');
    // Berlin (UTC+1): 09:00 is 08:00 UTC, already past today.
    expect(digestDueAt('daily', now, 'Europe/Berlin').toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(isDigestSendable('daily', new Date('2026-11-24T14:00:00.000Z'), 'America/New_York')).toBe(true);
    expect(isDigestSendable('daily', new Date('2026-11-24T15:00:00.000Z'), 'America/New_York')).toBe(false);
    expect(isDigestSendable('hourly', new Date('2026-11-24T15:00:00.000Z'), 'America/New_York')).toBe(true);
  });

  it('a note reads as one line, cut to the digest length', () => {
    expect(digestSummary('  Too\n\nloud   here ')).toBe('Too loud here');
    const long = digestSummary('x'.repeat(DIGEST_SUMMARY_MAX + 50));
    expect(long).toHaveLength(DIGEST_SUMMARY_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});
