/**
 * The one-click unsubscribe token (RFC 8058 links in List-Unsubscribe and the public route): who, which kind
 * of mail, until when, and an HMAC-SHA256 over exactly those with the product's mail-link secret. It works
 * without signing in, cannot be forged or moved to another user or kind, and expires.
 *
 * Wire form: `v1.<userId base64url>.<category>.<expiresEpochSeconds>.<signature base64url>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from '../../platform/zod';
import { mailCategorySchema, type MailCategory } from '../../../shared/domain/mail-preferences';

/** How long a link in a sent mail keeps working. */
export const UNSUBSCRIBE_TOKEN_TTL_DAYS = 90;

export interface UnsubscribeClaim {
  userId: string;
  category: MailCategory;
  /** Epoch seconds. */
  expiresAt: number;
}

export type UnsubscribeVerdict =
  { ok: true; claim: UnsubscribeClaim } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const partsSchema = z.tuple([
  z.literal('v1'),
  z.string().check(z.regex(/^[A-Za-z0-9_-]{1,88}$/)),
  mailCategorySchema,
  z.coerce.number().check(z.int(), z.positive()),
  z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
]);

function signature(secret: string, userId: string, category: string, expiresAt: number): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:v1:${userId}:${category}:${expiresAt}`).digest();
}

export function signUnsubscribeToken(
  secret: string,
  input: { userId: string; category: MailCategory; now: Date },
): string {
  const expiresAt = Math.floor(input.now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_TTL_DAYS * 24 * 60 * 60;
  const sig = signature(secret, input.userId, input.category, expiresAt).toString('base64url');
  const user = Buffer.from(input.userId, 'utf8').toString('base64url');
  return `v1.${user}.${input.category}.${expiresAt}.${sig}`;
}

/**
 * Checks a token against every secret in `secrets` (the current one first; the previous one still works
 * while a secret rotates). The signature is compared in constant time; expiry is checked after it.
 */
export function verifyUnsubscribeToken(
  secrets: readonly string[],
  token: string,
  now: Date,
): UnsubscribeVerdict {
  const parsed = partsSchema.safeParse(token.split('.'));
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const [, user, category, expiresAt, sig] = parsed.data;
  const userId = Buffer.from(user, 'base64url').toString('utf8');
  if (userId === '' || Buffer.from(userId, 'utf8').toString('base64url') !== user) {
    return { ok: false, reason: 'malformed' };
  }
  const given = Buffer.from(sig, 'base64url');
  const valid = secrets.some((secret) => {
    const expected = signature(secret, userId, category, expiresAt);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!valid) return { ok: false, reason: 'signature' };
  if (expiresAt * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claim: { userId, category, expiresAt } };
}
