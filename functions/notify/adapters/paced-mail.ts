/**
 * A mail port that keeps to a sending rate (a token bucket: `ratePerSecond` tokens a second, at most one
 * second's worth at once): SES refuses mail above the account's rate (Throttling: Maximum sending rate
 * exceeded), so the reminder sender waits for its share instead of failing at 09:00. Each sender container
 * gets `rate / maxConcurrency`, so all of them together stay within the account's rate.
 */
import type { MailPort } from '../mail/mail-port';

export interface PaceClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: PaceClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function pacedMail(mail: MailPort, ratePerSecond: number, clock: PaceClock = realClock): MailPort {
  const rate = Math.max(ratePerSecond, 0.01);
  const capacity = Math.max(1, rate);
  let tokens = capacity;
  let last = clock.now();
  // Sends wait in order: each takes the next token when it comes.
  let queue: Promise<void> = Promise.resolve();
  const take = async () => {
    for (;;) {
      const now = clock.now();
      tokens = Math.min(capacity, tokens + ((now - last) / 1000) * rate);
      last = now;
      if (tokens >= 1) {
        tokens -= 1;
        return;
      }
      await clock.sleep(Math.ceil(((1 - tokens) / rate) * 1000));
    }
  };
  return {
    async send(message) {
      const turn = queue.then(take);
      queue = turn.catch(() => undefined);
      await turn;
      return mail.send(message);
    },
  };
}
