/** The signed one-click unsubscribe token: round trip, tampering, another secret, expiry, rotation. */
import { describe, expect, it } from 'vitest';
import { listUnsubscribeHeaders } from '../../../functions/notify/adapters/ses-mail';
import {
  signUnsubscribeToken,
  UNSUBSCRIBE_TOKEN_TTL_DAYS,
  verifyUnsubscribeToken,
} from '../../../functions/notify/mail/unsubscribe-token';
import { UNSUBSCRIBE_TOKEN_SHAPE } from '../../../shared/api/endpoints/mail';

const SECRET = 'test-secret-1';
const NOW = new Date('2026-11-23T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

const token = (userId = 'user-1', category: 'clientActivity' | 'reminders' | 'linkExpiry' = 'reminders') =>
  signUnsubscribeToken(SECRET, { userId, category, now: NOW });

/** Replaces one dot-separated part of a token. */
function withPart(t: string, index: number, value: string): string {
  const parts = t.split('.');
  parts[index] = value;
  return parts.join('.');
}

describe('unsubscribe token', () => {
  it('verifies what it signed: the user, the kind, the expiry', () => {
    const t = token('8c1d-uuid-like_id', 'linkExpiry');
    expect(t).toMatch(UNSUBSCRIBE_TOKEN_SHAPE);
    expect(verifyUnsubscribeToken([SECRET], t, NOW)).toEqual({
      ok: true,
      claim: {
        userId: '8c1d-uuid-like_id',
        category: 'linkExpiry',
        expiresAt: NOW.getTime() / 1000 + UNSUBSCRIBE_TOKEN_TTL_DAYS * 86_400,
      },
    });
  });

  it('refuses another user, another kind, a changed expiry or signature', () => {
    const t = token();
    const other = Buffer.from('user-2').toString('base64url');
    expect(verifyUnsubscribeToken([SECRET], withPart(t, 1, other), NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyUnsubscribeToken([SECRET], withPart(t, 2, 'clientActivity'), NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const later = String(Number(t.split('.')[3]) + 86_400);
    expect(verifyUnsubscribeToken([SECRET], withPart(t, 3, later), NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const sig = t.split('.')[4] ?? '';
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyUnsubscribeToken([SECRET], withPart(t, 4, flipped), NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses a token signed with another secret; accepts the previous secret while one rotates', () => {
    const t = token();
    expect(verifyUnsubscribeToken(['another-secret'], t, NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyUnsubscribeToken(['new-secret', SECRET], t, NOW).ok).toBe(true);
  });

  it('expires after the TTL (checked after the signature)', () => {
    const t = token();
    const justBefore = new Date(NOW.getTime() + UNSUBSCRIBE_TOKEN_TTL_DAYS * DAY - 1000);
    const at = new Date(NOW.getTime() + UNSUBSCRIBE_TOKEN_TTL_DAYS * DAY);
    expect(verifyUnsubscribeToken([SECRET], t, justBefore).ok).toBe(true);
    expect(verifyUnsubscribeToken([SECRET], t, at)).toEqual({ ok: false, reason: 'expired' });
    // A forged expired token is a bad signature, not 'expired' (no oracle about what was signed).
    expect(verifyUnsubscribeToken(['x'], t, at)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses malformed tokens', () => {
    for (const bad of [
      '',
      'v1',
      'v2.dXNlcg.reminders.1.' + 'a'.repeat(43),
      token().replace('reminders', 'marketing'),
    ]) {
      expect(verifyUnsubscribeToken([SECRET], bad, NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});

describe('List-Unsubscribe headers (RFC 8058)', () => {
  it('gives the URL in angle brackets and the one-click POST marker', () => {
    expect(listUnsubscribeHeaders('https://app.test/api/mail/unsubscribe?token=a.b')).toEqual([
      { Name: 'List-Unsubscribe', Value: '<https://app.test/api/mail/unsubscribe?token=a.b>' },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
    expect(() => listUnsubscribeHeaders('javascript:alert(1)')).toThrow();
    expect(() => listUnsubscribeHeaders('https://a.test/x>\r\nBcc: y')).toThrow();
  });
});
