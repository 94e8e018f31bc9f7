import { describe, expect, it } from 'vitest';
import { isReminderDue, wholeDaysSince } from '../../../shared/domain/reminder-rule';
import { userMenuLabel } from '../../../shared/domain/user-label';

const now = new Date('2026-05-10T09:00:00.000Z');
const DAY = 86_400_000;
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('isReminderDue', () => {
  const quiet = { status: 'active' as const, lastStatusChangeAt: ago(3 * DAY) };
  it('is due after 3 quiet days for active or pending projects never reminded', () => {
    expect(isReminderDue(quiet, null, now)).toBe(true);
    expect(isReminderDue({ ...quiet, status: 'pending' }, null, now)).toBe(true);
  });
  it('is not due before 3 quiet days', () => {
    expect(isReminderDue({ ...quiet, lastStatusChangeAt: ago(3 * DAY - 1) }, null, now)).toBe(false);
  });
  it('never reminds approved or archived projects', () => {
    expect(isReminderDue({ ...quiet, status: 'approved' }, null, now)).toBe(false);
    expect(isReminderDue({ ...quiet, status: 'archived' }, null, now)).toBe(false);
  });
  it('waits 3 days between reminders', () => {
    expect(isReminderDue(quiet, ago(3 * DAY - 1), now)).toBe(false);
    expect(isReminderDue(quiet, ago(3 * DAY), now)).toBe(true);
  });
  it('treats bad dates safely', () => {
    expect(isReminderDue({ ...quiet, lastStatusChangeAt: 'bad' }, null, now)).toBe(false);
    expect(isReminderDue(quiet, 'bad', now)).toBe(true);
  });
  it('counts whole days', () => {
    expect(wholeDaysSince(ago(3 * DAY - 1), now)).toBe(2);
    expect(wholeDaysSince(ago(3 * DAY), now)).toBe(3);
    expect(wholeDaysSince(ago(-DAY), now)).toBe(0);
    expect(wholeDaysSince('bad', now)).toBe(0);
  });
});

describe('userMenuLabel', () => {
  it('prefers display name, then full name, then e-mail, skipping blanks', () => {
    expect(userMenuLabel({ displayName: 'Sam', fullName: 'Samuel', email: 's@x.io' })).toBe('Sam');
    expect(userMenuLabel({ displayName: ' ', fullName: 'Samuel', email: 's@x.io' })).toBe('Samuel');
    expect(userMenuLabel({ displayName: null, fullName: '', email: 's@x.io' })).toBe('s@x.io');
    expect(userMenuLabel({})).toBe('');
  });
});
