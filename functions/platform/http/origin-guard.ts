/**
 * Only requests that came through CloudFront are served. The API Gateway endpoint is public, so without this
 * anyone could call it directly and bypass AWS WAF (and the edge's rate rules). CloudFront adds a secret
 * header (ORIGIN_SECRET_HEADER, its value in Secrets Manager) to every origin request; the handler plumbing
 * refuses a request without it. Only then is CloudFront's `CloudFront-Viewer-Address` trusted as the
 * caller's address: on a direct call anyone could have written it.
 *
 * Locally (no secret configured) there is no CloudFront: every request is served and the socket's address is
 * the caller's.
 */
import { isIP } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '../../../shared/config/edge-headers';
import { ENV } from '../../../shared/config/env-names';
import { secretsManagerSecret, type SecretText } from '../aws/cached-secret';

export { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER };

export const ORIGIN_REFUSED_MESSAGE = "The API is served through the app's address only.";

/** Decides whether a request came through CloudFront. */
export type OriginGuard = (headers: Readonly<Record<string, string | undefined>>) => Promise<boolean>;

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A guard comparing the header with the secret; on a mismatch the secret is read again once (it may have
 * been replaced; the re-reads are spaced by the secret cache, so forged headers cannot drive them).
 */
export function originGuard(secret: SecretText): OriginGuard {
  return async (headers) => {
    const given = headers[ORIGIN_SECRET_HEADER];
    if (!given) return false;
    if (same(given, await secret())) return true;
    return same(given, await secret({ fresh: true }));
  };
}

/** The guard the environment asks for: none locally (no secret ARN), else the origin secret's. */
export function originGuardFromEnv(source: NodeJS.ProcessEnv = process.env): OriginGuard | null {
  const arn = source[ENV.originSecretArn];
  return arn ? originGuard(secretsManagerSecret(arn, 'The CloudFront origin secret')) : null;
}

/** The viewer's IP from `CloudFront-Viewer-Address` (its port removed), or null when absent or malformed. */
export function viewerAddress(value: string | undefined): string | null {
  if (!value) return null;
  const cut = value.trim().lastIndexOf(':');
  const ip = cut > 0 ? value.trim().slice(0, cut) : '';
  return isIP(ip) ? ip : null;
}
