/**
 * A new key's random parts and the hash the server keeps. The key carries 32 base62 characters of secret
 * (about 190 bits), so a plain SHA-256 is enough to store it: nothing to brute-force, no salt needed.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_ALPHABET,
  API_KEY_ID_LENGTH,
  API_KEY_SECRET_LENGTH,
  formatApiKey,
} from '../../shared/domain/api-keys';

function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += API_KEY_ALPHABET[randomInt(API_KEY_ALPHABET.length)];
  return out;
}

export function newKeyMaterial(): { keyId: string; key: string } {
  const keyId = randomBase62(API_KEY_ID_LENGTH);
  return { keyId, key: formatApiKey(keyId, randomBase62(API_KEY_SECRET_LENGTH)) };
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Whether a presented key is the one whose hash is stored (compared in constant time). */
export function keyMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(sha256Hex(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
