/**
 * Paddle webhook signatures, checked by hand on the raw body: the header is `ts=<unix seconds>;h1=<hex>`
 * (several `h1` while a secret rotates), each `h1` an HMAC-SHA256 of `<ts>:<rawBody>`. The SDK's own
 * `unmarshal` reads only the last `h1` and cannot take several secrets, hence this.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far the signed timestamp may be from now (seconds) before the call is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const SIGNATURE_HEADER = 'paddle-signature';

export interface ParsedSignature {
  ts: number;
  h1: string[];
}

/** Parses `ts=…;h1=…[;h1=…]`; null when malformed. */
export function parseSignatureHeader(header: string | undefined): ParsedSignature | null {
  if (!header || header.length > 2000) return null;
  let ts: number | null = null;
  const h1: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) return null;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === 'ts') {
      if (!/^\d{1,12}$/.test(value)) return null;
      ts = Number(value);
    } else if (name === 'h1') {
      if (!/^[0-9a-f]{64}$/i.test(value)) return null;
      h1.push(value.toLowerCase());
    }
  }
  return ts === null || h1.length === 0 ? null : { ts, h1 };
}

export function signPayload(secret: string, ts: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${ts}:${rawBody}`, 'utf8').digest('hex');
}

/** A `Paddle-Signature` header for a body (the local stand-in and the tests sign with it). */
export function signatureHeader(secrets: readonly string[], ts: number, rawBody: string): string {
  return [`ts=${ts}`, ...secrets.map((s) => `h1=${signPayload(s, ts, rawBody)}`)].join(';');
}

export type SignatureVerdict = 'valid' | 'missing' | 'malformed' | 'stale' | 'mismatch';

/** True only when the timestamp is fresh and one `h1` matches one of the secrets (constant-time compare). */
export function verifySignature(input: {
  header: string | undefined;
  rawBody: string;
  secrets: readonly string[];
  nowSeconds: number;
  toleranceSeconds?: number;
}): SignatureVerdict {
  if (!input.header) return 'missing';
  const parsed = parseSignatureHeader(input.header);
  if (!parsed) return 'malformed';
  const tolerance = input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(input.nowSeconds - parsed.ts) > tolerance) return 'stale';
  for (const secret of input.secrets) {
    if (!secret) continue;
    const expected = Buffer.from(signPayload(secret, parsed.ts, input.rawBody), 'hex');
    for (const candidate of parsed.h1) {
      const given = Buffer.from(candidate, 'hex');
      if (given.length === expected.length && timingSafeEqual(given, expected)) return 'valid';
    }
  }
  return 'mismatch';
}
