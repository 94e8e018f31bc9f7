/**
 * The retry policy of every backend call (spec: on HTTP 429 retry up to 3 attempts, waiting 1000 ms
 * doubling: 1 s, 2 s, 4 s). Used by the SPA's API client and by the handlers' outbound calls.
 */

export interface RetryOptions {
  /**
   * How many retries may follow the first call (default 3, so at most 4 calls, with waits
   * baseDelayMs, 2×, 4×: 1 s, 2 s, 4 s as the spec lists).
   */
  readonly attempts?: number;
  /** The first wait; each following wait doubles (default 1000 ms). */
  readonly baseDelayMs?: number;
  /** Upper bound of any single wait, including one asked for by Retry-After (default 30 000 ms). */
  readonly maxDelayMs?: number;
  /** Which failures are retried (default {@link isRateLimitError}). */
  readonly isRetryable?: (error: unknown) => boolean;
  /** Injected for tests (default: a real timer). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Called before each wait, e.g. to log. */
  readonly onRetry?: (info: {
    readonly attempt: number;
    readonly delayMs: number;
    readonly error: unknown;
  }) => void;
}

export const RETRY_DEFAULTS = { attempts: 3, baseDelayMs: 1000, maxDelayMs: 30_000 } as const;

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function field(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
}

/**
 * The HTTP status an error carries: `status`, `statusCode`, `response.status` or the AWS SDK's
 * `$metadata.httpStatusCode`; `undefined` if none.
 */
export function errorHttpStatus(error: unknown): number | undefined {
  const candidates = [
    field(error, 'status'),
    field(error, 'statusCode'),
    field(field(error, 'response'), 'status'),
    field(field(error, '$metadata'), 'httpStatusCode'),
  ];
  return candidates.find((c): c is number => typeof c === 'number');
}

/** True for an HTTP 429 (Too Many Requests) failure. */
export function isRateLimitError(error: unknown): boolean {
  return errorHttpStatus(error) === 429;
}

/**
 * The wait an error asks for, in ms: `retryAfterMs`, or `retryAfter` in seconds (a number or a numeric
 * Retry-After header value, as on AppError); `undefined` when absent or not a non-negative number.
 */
export function retryAfterMs(error: unknown): number | undefined {
  const ms = field(error, 'retryAfterMs');
  if (typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) return ms;
  const raw = field(error, 'retryAfter');
  const seconds = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  return undefined;
}

/**
 * The wait before retry number `retry` (1-based): base × 2^(retry-1), or longer when the error carries a
 * Retry-After asking for more; never above `maxDelayMs`.
 */
export function retryDelayMs(
  retry: number,
  error: unknown,
  baseDelayMs: number = RETRY_DEFAULTS.baseDelayMs,
  maxDelayMs: number = RETRY_DEFAULTS.maxDelayMs,
): number {
  const backoff = baseDelayMs * 2 ** (retry - 1);
  return Math.min(Math.max(backoff, retryAfterMs(error) ?? 0), maxDelayMs);
}

/**
 * Run `fn`; when it fails with a retryable error (by default HTTP 429) and retries remain, wait and run it
 * again. Any other failure, or the last one, is rethrown unchanged.
 */
export async function withRetry<T>(fn: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? RETRY_DEFAULTS.attempts;
  const baseDelayMs = options.baseDelayMs ?? RETRY_DEFAULTS.baseDelayMs;
  const maxDelayMs = options.maxDelayMs ?? RETRY_DEFAULTS.maxDelayMs;
  const isRetryable = options.isRetryable ?? isRateLimitError;
  const sleep = options.sleep ?? realSleep;
  for (let retry = 0; ; retry += 1) {
    try {
      return await fn();
    } catch (error) {
      if (retry >= attempts || !isRetryable(error)) throw error;
      const delayMs = retryDelayMs(retry + 1, error, baseDelayMs, maxDelayMs);
      options.onRetry?.({ attempt: retry + 1, delayMs, error });
      await sleep(delayMs);
    }
  }
}
