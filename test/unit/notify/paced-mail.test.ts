import { describe, expect, it } from 'vitest';
import { pacedMail, type PaceClock } from '../../../functions/notify/adapters/paced-mail';
import type { MailMessage } from '../../../functions/notify/mail/mail-port';

/** A clock that only moves when the pacer sleeps. */
function fakeClock(): PaceClock & { elapsed: () => number } {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
    elapsed: () => now,
  };
}

const message = (i: number): MailMessage => ({
  to: `owner-${i}@example.com`,
  fromName: 'Cutroom',
  subject: 'Reminder',
  text: 'x',
  html: 'x',
});

describe('the reminder sender keeps to the SES sending rate', () => {
  it('sends a burst of one second at once, then no faster than the rate', async () => {
    const clock = fakeClock();
    const sentAt: number[] = [];
    const mail = pacedMail({ send: async () => void sentAt.push(clock.now()) }, 10, clock);
    await Promise.all(Array.from({ length: 40 }, (_, i) => mail.send(message(i))));
    expect(sentAt).toHaveLength(40);
    expect(sentAt.filter((t) => t === 0)).toHaveLength(10);
    // 30 more at 10 a second: three seconds, and never more than 10 within any second after the burst.
    expect(clock.elapsed()).toBeGreaterThanOrEqual(3000);
    expect(clock.elapsed()).toBeLessThanOrEqual(3100);
    for (let second = 1; second < 3; second += 1) {
      expect(sentAt.filter((t) => t > second * 1000 && t <= (second + 1) * 1000).length).toBeLessThanOrEqual(
        10,
      );
    }
  });

  it('a failed send does not stop the ones behind it', async () => {
    const clock = fakeClock();
    let calls = 0;
    const mail = pacedMail(
      {
        send: async () => {
          calls += 1;
          if (calls === 2) throw new Error('SES: throttled');
        },
      },
      5,
      clock,
    );
    const results = await Promise.allSettled([1, 2, 3].map((i) => mail.send(message(i))));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
