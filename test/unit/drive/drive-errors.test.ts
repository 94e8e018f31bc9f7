import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { driveErrorFromResponse } from '../../../functions/google-drive/drive-errors';
import { DriveError } from '../../../functions/google-drive/drive-port';
import { retryAfterMs } from '../../../shared/lib/retry';

const gaxios = (status: number, reason: string, message = 'boom', headers: Record<string, string> = {}) =>
  Object.assign(new Error('Request failed'), {
    status,
    response: {
      status,
      headers: new Headers(headers),
      data: { error: { code: status, message, errors: [{ reason, message }] } },
    },
  });

describe('Drive error mapping', () => {
  it.each([
    [404, 'notFound', 'not_found', false],
    [403, 'insufficientFilePermissions', 'permission', false],
    [401, 'authError', 'permission', false],
    [403, 'userRateLimitExceeded', 'rate_limited', true],
    [429, 'rateLimitExceeded', 'rate_limited', true],
    [500, 'backendError', 'upstream', true],
    [503, 'backendError', 'upstream', true],
    [400, 'badRequest', 'invalid', false],
    [403, 'dailyLimitExceededUnreg', 'invalid', false],
  ] as const)('%i %s → %s (retryable %s)', async (status, reason, kind, retryable) => {
    const error = await driveErrorFromResponse(gaxios(status, reason));
    expect(error).toBeInstanceOf(DriveError);
    expect(error.kind).toBe(kind);
    expect(error.retryable).toBe(retryable);
    expect(error.httpStatus).toBe(status);
    expect(error.message).toBe('boom');
  });

  it('keeps Retry-After for the retry policy', async () => {
    const error = await driveErrorFromResponse(
      gaxios(429, 'rateLimitExceeded', 'slow down', { 'retry-after': '7' }),
    );
    expect(retryAfterMs(error)).toBe(7000);
  });

  it('reads a streamed error body and a body carried in the message', async () => {
    const body = JSON.stringify({
      error: { message: 'Backend Error', errors: [{ reason: 'backendError' }] },
    });
    const streamed = Object.assign(new Error('x'), {
      status: 502,
      response: { status: 502, data: Readable.from([body]) },
    });
    expect((await driveErrorFromResponse(streamed)).message).toBe('Backend Error');
    const inMessage = Object.assign(new Error(body), { status: 503, response: { status: 503 } });
    const mapped = await driveErrorFromResponse(inMessage);
    expect([mapped.kind, mapped.message]).toEqual(['upstream', 'Backend Error']);
  });

  it('treats failures without a status as retryable network errors', async () => {
    const error = await driveErrorFromResponse(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
    expect([error.kind, error.retryable]).toEqual(['network', true]);
  });
});
