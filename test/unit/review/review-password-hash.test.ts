/** The review link's password hash and the session it signs (functions/projects/adapters/review-password-hash.ts). */
import { describe, expect, it } from 'vitest';
import {
  hashReviewPassword,
  isValidReviewSession,
  issueReviewSession,
  verifyReviewPassword,
} from '../../../functions/projects/adapters/review-password-hash';

const TOKEN = 'a'.repeat(32);
const NOW = new Date('2026-11-24T10:00:00.000Z');
const IN_AN_HOUR = Math.floor(NOW.getTime() / 1000) + 3600;

describe('review link passwords', () => {
  it('hashes with a fresh salt and verifies only the same password (NFC-normalised)', async () => {
    const [a, b] = await Promise.all([hashReviewPassword('café crème'), hashReviewPassword('café crème')]);
    expect(a).not.toBe(b);
    expect(await verifyReviewPassword('café crème', a)).toBe(true);
    expect(await verifyReviewPassword('cafe\u0301 crème', a)).toBe(true);
    expect(await verifyReviewPassword('café creme', a)).toBe(false);
    expect(await verifyReviewPassword('', a)).toBe(false);
  });

  it('treats a malformed stored value as no match', async () => {
    for (const stored of ['', 'scrypt$1$2$3', 'bcrypt$a$b$c$d$e', 'scrypt$32768$8$1$$AAAA']) {
      expect(await verifyReviewPassword('x', stored)).toBe(false);
    }
  });

  it('a session holds for its link and password until it expires; anything else is refused', async () => {
    const stored = await hashReviewPassword('first-password');
    const session = issueReviewSession(stored, TOKEN, IN_AN_HOUR);
    expect(isValidReviewSession(stored, TOKEN, session, NOW)).toBe(true);
    expect(isValidReviewSession(stored, TOKEN, session, new Date((IN_AN_HOUR + 1) * 1000))).toBe(false);
    expect(isValidReviewSession(stored, 'b'.repeat(32), session, NOW)).toBe(false);
    const changed = await hashReviewPassword('first-password');
    expect(isValidReviewSession(changed, TOKEN, session, NOW)).toBe(false);
    // A later expiry with the old signature, a flipped character, junk and nothing at all.
    const [, mac] = session.split('.');
    expect(isValidReviewSession(stored, TOKEN, `${IN_AN_HOUR + 99999}.${mac}`, NOW)).toBe(false);
    // Every other last character, including those that differ only in the bits base64url decoding ignores.
    for (const last of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_') {
      if (session.endsWith(last)) continue;
      expect(isValidReviewSession(stored, TOKEN, session.slice(0, -1) + last, NOW)).toBe(false);
    }
    for (const junk of [undefined, '', 'x', `${IN_AN_HOUR}.`, `${IN_AN_HOUR}.${'A'.repeat(200)}`]) {
      expect(isValidReviewSession(stored, TOKEN, junk, NOW)).toBe(false);
    }
  });
});
