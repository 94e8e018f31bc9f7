import { describe, expect, it, vi } from 'vitest';
import { RateLimitedError } from '../../../shared/errors/app-error';
import {
  errorHttpStatus,
  isRateLimitError,
  retryAfterMs,
  retryDelayMs,
  withRetry,
} from '../../../shared/lib/retry';

const tooMany = () => Object.assign(new Error('429'), { status: 429 });

function recorder() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('withRetry', () => {
  it('returns at once on success', async () => {
    const { waits, sleep } = recorder();
    const fn = vi.fn(async () => 'ok');
    await expect(withRetry(fn, { sleep })).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });
  it('retries 429 with 1 s, 2 s, 4 s then rethrows the last failure', async () => {
    const { waits, sleep } = recorder();
    const errors = [tooMany(), tooMany(), tooMany(), tooMany()];
    let i = 0;
    const fn = vi.fn(async () => {
      throw errors[i++];
    });
    await expect(withRetry(fn, { sleep })).rejects.toBe(errors[3]);
    expect(fn).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });
  it('succeeds after a 429', async () => {
    const { waits, sleep } = recorder();
    let calls = 0;
    const onRetry = vi.fn();
    const result = await withRetry(
      async () => {
        calls += 1;
        if (calls === 1) throw tooMany();
        return calls;
      },
      { sleep, onRetry },
    );
    expect(result).toBe(2);
    expect(waits).toEqual([1000]);
    expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ attempt: 1, delayMs: 1000 }));
  });
  it('does not retry other failures', async () => {
    const { waits, sleep } = recorder();
    const err = Object.assign(new Error('nope'), { status: 500 });
    const fn = vi.fn(async () => {
      throw err;
    });
    await expect(withRetry(fn, { sleep })).rejects.toBe(err);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });
  it('honours Retry-After (capped) and custom options', async () => {
    const { waits, sleep } = recorder();
    const fn = vi.fn(async () => {
      throw new RateLimitedError('slow down', 3);
    });
    await expect(withRetry(fn, { sleep, attempts: 2 })).rejects.toBeInstanceOf(RateLimitedError);
    expect(waits).toEqual([3000, 3000]);

    const r2 = recorder();
    await expect(
      withRetry(
        async () => {
          throw Object.assign(new Error('x'), { retryAfter: 120 });
        },
        { sleep: r2.sleep, attempts: 1, isRetryable: () => true, maxDelayMs: 5000 },
      ),
    ).rejects.toThrow('x');
    expect(r2.waits).toEqual([5000]);
  });
  it('with zero attempts calls once', async () => {
    const fn = vi.fn(async () => {
      throw tooMany();
    });
    await expect(withRetry(fn, { attempts: 0, sleep: async () => {} })).rejects.toThrow('429');
    expect(fn).toHaveBeenCalledTimes(1);
  });
  it('uses a real timer by default', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const p = withRetry(async () => {
        calls += 1;
        if (calls === 1) throw tooMany();
        return 'done';
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(p).resolves.toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('error inspection', () => {
  it('finds the HTTP status in the usual places', () => {
    expect(errorHttpStatus({ status: 429 })).toBe(429);
    expect(errorHttpStatus({ statusCode: 503 })).toBe(503);
    expect(errorHttpStatus({ response: { status: 404 } })).toBe(404);
    expect(errorHttpStatus({ $metadata: { httpStatusCode: 429 } })).toBe(429);
    expect(errorHttpStatus(new Error('x'))).toBeUndefined();
    expect(errorHttpStatus('429')).toBeUndefined();
    expect(errorHttpStatus(null)).toBeUndefined();
    expect(isRateLimitError(new RateLimitedError('x'))).toBe(true);
    expect(isRateLimitError({ status: 500 })).toBe(false);
  });
  it('reads Retry-After in ms or seconds', () => {
    expect(retryAfterMs({ retryAfterMs: 250 })).toBe(250);
    expect(retryAfterMs({ retryAfter: 2 })).toBe(2000);
    expect(retryAfterMs({ retryAfter: '5' })).toBe(5000);
    expect(retryAfterMs({ retryAfter: 'soon' })).toBeUndefined();
    expect(retryAfterMs({ retryAfter: '' })).toBeUndefined();
    expect(retryAfterMs({ retryAfter: -1 })).toBeUndefined();
    expect(retryAfterMs({ retryAfterMs: Number.NaN })).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
  });
  it('computes the backoff', () => {
    expect([1, 2, 3].map((n) => retryDelayMs(n, {}))).toEqual([1000, 2000, 4000]);
    expect(retryDelayMs(6, {})).toBe(30_000);
    expect(retryDelayMs(1, {}, 10, 15)).toBe(10);
  });
});

describe('retry-after versus backoff', () => {
  it('waits the longer of the two', () => {
    expect(retryDelayMs(1, { retryAfter: 0.5 })).toBe(1000);
    expect(retryDelayMs(3, { retryAfter: 1 })).toBe(4000);
    expect(retryDelayMs(1, { retryAfter: 2 })).toBe(2000);
  });
});
