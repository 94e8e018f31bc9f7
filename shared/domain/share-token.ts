/** Share tokens: the reviewer's capability in the review URL. */
import { REVIEW_LINK, SHARE_TOKEN_PATTERN } from './review-link-rules';

/** Fills a byte array with cryptographically strong random values (the Web Crypto signature). */
export type RandomBytesSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const webCryptoRandom: RandomBytesSource = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * A new share token: 32 lowercase hex characters (128 random bits) from `crypto.getRandomValues`.
 * The source is injectable for tests only.
 */
export function generateShareToken(random: RandomBytesSource = webCryptoRandom): string {
  const bytes = random(new Uint8Array(REVIEW_LINK.tokenLength / 2));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether a string has the shape of a share token (checked before any lookup). */
export function isShareToken(value: unknown): value is string {
  return typeof value === 'string' && SHARE_TOKEN_PATTERN.test(value);
}
