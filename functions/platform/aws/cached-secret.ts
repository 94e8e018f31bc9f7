/**
 * A secret read from Secrets Manager and cached per container for a short time, the one way the functions
 * read their secrets (Drive API key, Paddle API key and webhook secret, mail-link HMAC key, origin secret).
 *
 * Why a TTL: the stack creates some secrets with a placeholder that ops replace with `put-secret-value`
 * after the first deploy; a value cached for the life of a container kept the placeholder until the
 * container died (Drive listing failed, Paddle webhooks got 401). Why `fresh`: a caller whose value was just
 * refused (an API answering 'key not valid', a signature that does not verify) asks for a re-read at once
 * instead of waiting for the TTL; re-reads are spaced by `minRefreshMs` so forged requests cannot drive
 * GetSecretValue calls.
 *
 * A small cache of our own rather than Powertools Parameters: it is these few lines, takes an injected
 * clock and fetcher for tests, and Parameters 2.35 pins its commons at another version than the Powertools
 * logger/metrics/tracer installed here (two copies in every bundle, or a downgrade of all three).
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { awsRegion } from '../config/env';

/** How long a secret is used before it is read again, and the least time between two forced re-reads. */
export const SECRET_CACHE = { maxAgeMs: 5 * 60_000, minRefreshMs: 30_000 } as const;

export interface SecretReadOptions {
  /** The value was just refused: read it again now (at most once per `minRefreshMs`). */
  readonly fresh?: boolean;
}

/** The secret's text; `{ fresh: true }` after the value was refused by whoever checks it. */
export type SecretText = (options?: SecretReadOptions) => Promise<string>;

export interface CachedSecretOptions {
  readonly maxAgeMs?: number;
  readonly minRefreshMs?: number;
  /** Milliseconds since the epoch (tests inject a clock). */
  readonly now?: () => number;
}

/**
 * Caches what `fetch` returns for `maxAgeMs`; concurrent readers share one fetch. When a re-read fails and an
 * older value is known, the older value is used (Secrets Manager briefly unreachable must not take every
 * request down) and the next call tries again; with no value yet, the error is thrown.
 */
export function cachedSecret(fetch: () => Promise<string>, options: CachedSecretOptions = {}): SecretText {
  const maxAgeMs = options.maxAgeMs ?? SECRET_CACHE.maxAgeMs;
  const minRefreshMs = options.minRefreshMs ?? SECRET_CACHE.minRefreshMs;
  const now = options.now ?? Date.now;
  let value: { text: string; readAt: number } | undefined;
  let pending: Promise<string> | undefined;
  let lastFetchStartedAt = Number.NEGATIVE_INFINITY;

  const refetch = (): Promise<string> => {
    if (pending) return pending;
    lastFetchStartedAt = now();
    const started = lastFetchStartedAt;
    const stale = value;
    pending = fetch()
      .then((text) => {
        value = { text, readAt: started };
        return text;
      })
      .catch((error: unknown) => {
        if (stale) return stale.text;
        throw error;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };

  return (read = {}) => {
    const at = now();
    const due = read.fresh
      ? at - lastFetchStartedAt >= minRefreshMs
      : value === undefined || at - value.readAt >= maxAgeMs;
    if (due || value === undefined) return refetch();
    return pending ?? Promise.resolve(value.text);
  };
}

/** A value given in plain text (the local system and tests): never re-read. */
export function plainSecret(text: string): SecretText {
  return () => Promise.resolve(text);
}

let client: SecretsManagerClient | undefined;
function secretsManager(): SecretsManagerClient {
  client ??= new SecretsManagerClient({ region: awsRegion() });
  return client;
}

/** The trimmed text of a Secrets Manager secret, cached with {@link cachedSecret}; empty text is an error. */
export function secretsManagerSecret(
  secretId: string,
  what: string,
  options: CachedSecretOptions & { client?: () => Pick<SecretsManagerClient, 'send'> } = {},
): SecretText {
  const sm = options.client ?? secretsManager;
  return cachedSecret(async () => {
    const out = await sm().send(new GetSecretValueCommand({ SecretId: secretId }));
    const text = out.SecretString?.trim();
    if (!text) throw new Error(`${what}: the secret is empty`);
    return text;
  }, options);
}

/** A comma-separated list (several keys while one rotates: the first signs, all verify); none is an error. */
export function secretList(text: string, what: string): string[] {
  const items = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length === 0) throw new Error(`${what}: empty`);
  return items;
}
