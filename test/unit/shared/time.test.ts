import { describe, expect, it } from 'vitest';
import {
  formatCreatedDate,
  formatDate,
  formatLinkExpiry,
  formatLongDate,
  formatNoteTime,
  formatReviewHeaderDate,
  timeSince,
} from '../../../shared/lib/date-format';
import { formatTimecode, secondsToTimecodeMs } from '../../../shared/lib/timecode';

describe('formatTimecode', () => {
  it('shows mm:ss below one hour, seconds rounded down', () => {
    expect(formatTimecode(0)).toBe('00:00');
    expect(formatTimecode(999)).toBe('00:00');
    expect(formatTimecode(1000)).toBe('00:01');
    expect(formatTimecode(65_500)).toBe('01:05');
    expect(formatTimecode(3_599_999)).toBe('59:59');
  });
  it('shows h:mm:ss from one hour on', () => {
    expect(formatTimecode(3_600_000)).toBe('1:00:00');
    expect(formatTimecode(3_600_000 * 12 + 61_000)).toBe('12:01:01');
  });
  it('shows 00:00 for invalid or negative input', () => {
    for (const bad of [-1, NaN, Infinity, -Infinity, '1000', null, undefined, {}]) {
      expect(formatTimecode(bad)).toBe('00:00');
    }
  });
  it('converts player seconds to whole ms', () => {
    expect(secondsToTimecodeMs(1.2345)).toBe(1235);
    expect(secondsToTimecodeMs(-3)).toBe(0);
    expect(secondsToTimecodeMs(NaN)).toBe(0);
  });
});

describe('date formats', () => {
  // Local-time constructor: independent of the machine's time zone.
  const d = new Date(2025, 7, 7, 14, 5);
  it('renders every spec format', () => {
    expect(formatNoteTime(d)).toBe('Aug 7, 2:05 PM');
    expect(formatCreatedDate(d)).toBe('Aug 7, 2025');
    expect(formatLinkExpiry(d)).toBe('Aug 07, 2025 at 2:05 PM');
    expect(formatReviewHeaderDate(d)).toBe('Aug 7');
    expect(formatLongDate(d)).toBe('August 07, 2025');
  });
  it('accepts ISO strings and returns empty for invalid dates', () => {
    expect(formatCreatedDate(d.toISOString())).toBe('Aug 7, 2025');
    expect(formatDate('not a date', 'createdDate')).toBe('');
    expect(formatNoteTime(new Date(NaN))).toBe('');
  });
});

describe('timeSince', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  it('describes the distance to now with a suffix', () => {
    expect(timeSince('2026-03-07T12:00:00.000Z', now)).toBe('3 days ago');
    expect(timeSince(new Date('2026-03-10T11:59:50.000Z'), now)).toBe('less than a minute ago');
    expect(timeSince('2026-03-10T10:00:00.000Z', now)).toBe('about 2 hours ago');
  });
  it('returns empty for invalid input', () => {
    expect(timeSince('garbage', now)).toBe('');
    expect(timeSince('2026-03-07T12:00:00.000Z', new Date(NaN))).toBe('');
  });
});

describe('spec date formats around the clock', () => {
  it('writes midnight and noon as 12 AM / 12 PM and pads the two-digit day and minutes', () => {
    const midnight = new Date(2026, 0, 3, 0, 4);
    const noon = new Date(2026, 11, 31, 12, 30);
    expect(formatNoteTime(midnight)).toBe('Jan 3, 12:04 AM');
    expect(formatLinkExpiry(midnight)).toBe('Jan 03, 2026 at 12:04 AM');
    expect(formatNoteTime(noon)).toBe('Dec 31, 12:30 PM');
    expect(formatLongDate(noon)).toBe('December 31, 2026');
    expect(formatDate(noon, 'linkOpened')).toBe('Dec 31 at 12:30 PM');
  });
});
