/**
 * A ulid made from a key instead of randomness: the same key and time always give the same id, so work that
 * may run twice (a redelivered queue message) names what it writes the same way both times and every write
 * keyed by it happens once. The time part keeps it sorting with the ulids around it.
 */
import { createHash } from 'node:crypto';
import { encodeTime } from 'ulid';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function keyedUlid(key: string, atMs: number): string {
  const digest = createHash('sha256').update(key).digest();
  let tail = '';
  for (let i = 0; i < 16; i += 1) tail += CROCKFORD[(digest[i] ?? 0) % 32];
  return `${encodeTime(atMs, 10)}${tail}`;
}
