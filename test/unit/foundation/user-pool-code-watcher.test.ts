import { describe, expect, it } from 'vitest';
import { newCodeDeliveries } from '../../../infra/local/services/user-pool-code-watcher';

const user = (username: string, email: string | null, code: string | undefined, status = 'UNCONFIRMED') => ({
  Username: username,
  UserStatus: status,
  ...(code ? { ConfirmationCode: code } : {}),
  Attributes: [{ Name: 'sub', Value: username }, ...(email ? [{ Name: 'email', Value: email }] : [])],
});
const db = (...users: ReturnType<typeof user>[]) => ({
  Users: Object.fromEntries(users.map((u) => [u.Username, u])),
});

describe('newCodeDeliveries (codes in the local user pool database)', () => {
  it('delivers each new code once, to the e-mail attribute, as a sign-up or a reset by the user status', () => {
    const first = newCodeDeliveries(new Map(), db(user('a', 'a@x.test', '111111')));
    expect(first.deliveries).toEqual([{ operation: 'SignUp', destination: 'a@x.test', code: '111111' }]);

    const again = newCodeDeliveries(first.seen, db(user('a', 'a@x.test', '111111')));
    expect(again.deliveries).toEqual([]);

    const reset = newCodeDeliveries(again.seen, db(user('a', 'a@x.test', '222222', 'CONFIRMED')));
    expect(reset.deliveries).toEqual([
      { operation: 'ForgotPassword', destination: 'a@x.test', code: '222222' },
    ]);
  });

  it('delivers a code that comes back after it was cleared (a second reset with the same digits)', () => {
    const seen = newCodeDeliveries(new Map(), db(user('a', 'a@x.test', '333333'))).seen;
    const cleared = newCodeDeliveries(seen, db(user('a', 'a@x.test', undefined, 'CONFIRMED')));
    expect(cleared.deliveries).toEqual([]);
    const back = newCodeDeliveries(cleared.seen, db(user('a', 'a@x.test', '333333', 'CONFIRMED')));
    expect(back.deliveries).toHaveLength(1);
  });

  it('skips users without an e-mail and ignores a file that is not a user database', () => {
    expect(newCodeDeliveries(new Map(), db(user('b', null, '444444'))).deliveries).toEqual([]);
    const seen = new Map([['a', '1']]);
    const result = newCodeDeliveries(seen, { Users: 'not a map' });
    expect(result.deliveries).toEqual([]);
    expect(result.seen).toBe(seen);
  });
});
