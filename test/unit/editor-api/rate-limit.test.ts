import { describe, expect, it } from 'vitest';
import { enforceRateLimit, tokenBucketLimiter } from '../../../functions/platform/http/rate-limit';
import { AppError } from '../../../shared/errors/app-error';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';

describe('tokenBucketLimiter', () => {
  it('lets a burst of `capacity` through, then refuses with the seconds until a token is back', () => {
    const limiter = tokenBucketLimiter({ capacity: 3, refillPerSecond: 0.5 });
    const t0 = 1_000_000;
    expect([1, 2, 3].map(() => limiter.consume('u1', t0).allowed)).toEqual([true, true, true]);
    const refused = limiter.consume('u1', t0);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  it('refills over time up to the capacity only', () => {
    const limiter = tokenBucketLimiter({ capacity: 2, refillPerSecond: 1 });
    limiter.consume('u', 0);
    limiter.consume('u', 0);
    expect(limiter.consume('u', 0).allowed).toBe(false);
    expect(limiter.consume('u', 1000).allowed).toBe(true);
    expect(limiter.consume('u', 1000).allowed).toBe(false);
    // A long pause gives back at most `capacity` tokens.
    const later = 60_000;
    expect([1, 2, 3].map(() => limiter.consume('u', later).allowed)).toEqual([true, true, false]);
  });

  it('keeps one bucket per user', () => {
    const limiter = tokenBucketLimiter({ capacity: 1, refillPerSecond: 1 });
    expect(limiter.consume('a', 0).allowed).toBe(true);
    expect(limiter.consume('a', 0).allowed).toBe(false);
    expect(limiter.consume('b', 0).allowed).toBe(true);
  });

  it('bounds its memory: full buckets are dropped first when too many keys are held', () => {
    const limiter = tokenBucketLimiter({ capacity: 1, refillPerSecond: 1, maxKeys: 2 });
    limiter.consume('a', 0);
    limiter.consume('b', 0);
    // Later, a and b are full again and may be forgotten; c gets a fresh bucket.
    expect(limiter.consume('c', 5000).allowed).toBe(true);
    expect(limiter.consume('c', 5000).allowed).toBe(false);
  });

  it('refuses nonsense settings', () => {
    expect(() => tokenBucketLimiter({ capacity: 0, refillPerSecond: 1 })).toThrow();
    expect(() => tokenBucketLimiter({ capacity: 1, refillPerSecond: 0 })).toThrow();
  });
});

describe('enforceRateLimit', () => {
  it('throws a 429 AppError carrying Retry-After and the spec text', () => {
    const limiter = tokenBucketLimiter({ capacity: 1, refillPerSecond: 0.25 });
    enforceRateLimit(limiter, 'u', 0);
    try {
      enforceRateLimit(limiter, 'u', 0);
      expect.unreachable('the second call must be refused');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      const appError = error as AppError;
      expect(appError.status).toBe(429);
      expect(appError.retryAfter).toBe(4);
      expect(appError.message).toBe(COMMON_MESSAGES.tooManyRequests);
    }
  });
});
