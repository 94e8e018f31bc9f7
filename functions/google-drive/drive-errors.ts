/**
 * Turns a failed Drive call (a `DriveHttpFailure` of drive-rest.ts, a thumbnail's answer, a fetch failure) into
 * a `DriveError` whose kind says whether it is worth retrying. Drive's error body is `{ error: { code, message,
 * errors: [{ reason }] } }`, as text or parsed; a body still streaming is read here (capped).
 */
import { Readable } from 'node:stream';
import { DriveError, type DriveErrorKind } from './drive-port';

const RATE_LIMIT_REASONS = new Set([
  'rateLimitExceeded',
  'userRateLimitExceeded',
  'sharingRateLimitExceeded',
]);
const CONFIG_REASONS = new Set(['dailyLimitExceededUnreg', 'keyInvalid', 'keyExpired', 'badRequest']);
const MAX_ERROR_BODY = 64 * 1024;

interface DriveErrorBody {
  message: string | null;
  reason: string | null;
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

async function readCapped(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      total += buffer.length;
      chunks.push(buffer);
      if (total >= MAX_ERROR_BODY) break;
    }
  } catch {
    // whatever arrived is enough
  }
  stream.destroy();
  return Buffer.concat(chunks).toString('utf8');
}

async function errorBody(data: unknown): Promise<DriveErrorBody> {
  let value = data;
  if (value instanceof Readable) value = await readCapped(value);
  if (typeof value === 'string') {
    const text = value;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      return { message: text.trim().slice(0, 300) || null, reason: null };
    }
  }
  const error = field(value, 'error');
  const message = field(error, 'message');
  const first = (field(error, 'errors') as unknown[] | undefined)?.[0];
  const reason = field(first, 'reason');
  return {
    message: typeof message === 'string' ? message : typeof error === 'string' ? error : null,
    reason: typeof reason === 'string' ? reason : null,
  };
}

function kindOf(status: number, reason: string | null): DriveErrorKind {
  if (status === 429 || (reason !== null && RATE_LIMIT_REASONS.has(reason))) return 'rate_limited';
  if (status >= 500) return 'upstream';
  if (status === 404) return 'not_found';
  if (status === 401) return 'permission';
  if (status === 403) return reason !== null && CONFIG_REASONS.has(reason) ? 'invalid' : 'permission';
  return 'invalid';
}

/**
 * Google refusing our API key (not the caller's access to a file): 400 'API key not valid', or 403 with a
 * key reason (keyInvalid, keyExpired, an unregistered caller).
 */
export function isApiKeyRefused(error: DriveError): boolean {
  if (error.httpStatus === 400) return /api key/i.test(error.message);
  return error.httpStatus === 403 && error.kind === 'invalid';
}

function retryAfterSeconds(headers: unknown): number | undefined {
  const raw =
    headers && typeof (headers as { get?: unknown }).get === 'function'
      ? (headers as { get(n: string): string | null }).get('retry-after')
      : field(headers, 'retry-after');
  if (typeof raw !== 'string' || !/^\d+$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

export async function driveErrorFromResponse(error: unknown): Promise<DriveError> {
  if (error instanceof DriveError) return error;
  if (error instanceof Error && error.name === 'AbortError') {
    return new DriveError('network', 'The Drive request was aborted', null, { cause: error });
  }
  const response = field(error, 'response');
  const statusValue = field(error, 'status') ?? field(response, 'status');
  const status = typeof statusValue === 'number' ? statusValue : null;
  if (status === null) {
    const message = error instanceof Error ? error.message : String(error);
    return new DriveError('network', message || 'Network error', null, { cause: error });
  }
  let body = await errorBody(field(response, 'data'));
  if (body.message === null && error instanceof Error && error.message.trim().startsWith('{')) {
    // Streamed calls: gaxios puts the error body in the message and leaves `data` empty.
    body = await errorBody(error.message);
  }
  const message = body.message ?? (error instanceof Error ? error.message : `Drive answered ${status}`);
  const retryAfter = retryAfterSeconds(field(response, 'headers'));
  return new DriveError(kindOf(status, body.reason), message, status, {
    cause: error,
    ...(retryAfter !== undefined ? { retryAfter } : {}),
  });
}
