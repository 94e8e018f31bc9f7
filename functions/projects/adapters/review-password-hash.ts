/**
 * The review link's password as the server keeps it, and the review session a right password earns.
 *
 * - Stored: `scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>` (node:crypto scrypt, 16-byte random salt, 32-byte
 *   key; N = 2^15 costs about 32 MiB and tens of milliseconds per check). Compared in constant time.
 * - Session: `<expiry seconds>.<HMAC-SHA256 b64url>` keyed by the stored hash over the link's token and the
 *   expiry. Nothing else is needed to check it: no secret to distribute, and changing or removing the
 *   password changes the key, so every session of the old password ends at once.
 */
import { createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** scrypt needs 128 · N · r bytes; Node's default ceiling (32 MiB) is exactly that, so leave room. */
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashReviewPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { ...PARAMS, maxmem: MAX_MEMORY });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Whether `password` is the one `stored` was made from; false for anything malformed. */
export async function verifyReviewPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || expected.length !== KEY_LENGTH) return false;
  const key = await derive(password, salt, { N, r, p, maxmem: MAX_MEMORY });
  return timingSafeEqual(key, expected);
}

function sessionMac(stored: string, token: string, expiresAtSeconds: number): string {
  return createHmac('sha256', stored)
    .update(`review-session:${token}:${expiresAtSeconds}`)
    .digest('base64url');
}

export function issueReviewSession(stored: string, token: string, expiresAtSeconds: number): string {
  return `${expiresAtSeconds}.${sessionMac(stored, token, expiresAtSeconds)}`;
}

/** Whether `session` was issued for this link under this password and has not expired. */
export function isValidReviewSession(
  stored: string,
  token: string,
  session: string | undefined,
  now: Date,
): boolean {
  if (!session) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{20,64})$/.exec(session);
  if (!match) return false;
  const expiresAtSeconds = Number(match[1]);
  if (expiresAtSeconds * 1000 <= now.getTime()) return false;
  // The signature's text is compared, not its decoded bytes: base64url decoding ignores a last character's
  // spare bits, so two different texts would otherwise pass as the same session.
  const given = Buffer.from(match[2] ?? '');
  const expected = Buffer.from(sessionMac(stored, token, expiresAtSeconds));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
