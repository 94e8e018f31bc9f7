/**
 * Token-bucket throttling kept in the Lambda container's memory: per user on the editor API, per viewer on the
 * review API.
 *
 * In the cloud the HTTP API stage throttling (CDK) caps the whole API; this bucket adds a per-user limit in
 * front of every owner route so that one editor's script cannot starve the others, and gives the local
 * system the same 429 + Retry-After behaviour. A container's bucket is local to it (a user spread over many
 * warm containers gets a multiple of the limit): an abuse brake, not a quota.
 */
import { RateLimitedError } from '../../../shared/errors/app-error';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';

export interface RateLimitSettings {
  /** Requests a user may burst. */
  capacity: number;
  /** Tokens added per second. */
  refillPerSecond: number;
  /** Buckets kept at most (full ones are dropped first when the map grows past it). */
  maxKeys?: number;
}

/** Generous for a person clicking, tight for a runaway loop. */
export const EDITOR_RATE_LIMIT: RateLimitSettings = { capacity: 200, refillPerSecond: 50, maxKeys: 10_000 };

export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until one token is back (≥ 1) when refused; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  consume(key: string, nowMs: number): RateDecision;
}

interface Bucket {
  tokens: number;
  updatedMs: number;
}

export function tokenBucketLimiter(settings: RateLimitSettings): RateLimiter {
  if (settings.capacity < 1 || settings.refillPerSecond <= 0) throw new Error('Invalid rate limit settings');
  const buckets = new Map<string, Bucket>();
  const maxKeys = settings.maxKeys ?? 10_000;

  const refill = (bucket: Bucket, nowMs: number) => {
    const elapsed = Math.max(0, nowMs - bucket.updatedMs) / 1000;
    bucket.tokens = Math.min(settings.capacity, bucket.tokens + elapsed * settings.refillPerSecond);
    bucket.updatedMs = Math.max(bucket.updatedMs, nowMs);
  };

  const evict = (nowMs: number) => {
    for (const [key, bucket] of buckets) {
      refill(bucket, nowMs);
      if (bucket.tokens >= settings.capacity) buckets.delete(key);
    }
    // Still too many (a flood of distinct keys): drop the oldest entries.
    for (const key of buckets.keys()) {
      if (buckets.size <= maxKeys) break;
      buckets.delete(key);
    }
  };

  return {
    consume(key, nowMs) {
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= maxKeys) evict(nowMs);
        bucket = { tokens: settings.capacity, updatedMs: nowMs };
        buckets.set(key, bucket);
      } else {
        refill(bucket, nowMs);
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true, retryAfterSeconds: 0 };
      }
      const seconds = (1 - bucket.tokens) / settings.refillPerSecond;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(seconds)) };
    },
  };
}

/** Throws 429 (with Retry-After) when the user's bucket is empty. */
export function enforceRateLimit(limiter: RateLimiter, userId: string, nowMs: number): void {
  const decision = limiter.consume(userId, nowMs);
  if (!decision.allowed)
    throw new RateLimitedError(COMMON_MESSAGES.tooManyRequests, decision.retryAfterSeconds);
}
