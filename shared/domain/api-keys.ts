/**
 * API keys: what a workspace's key is, what its scope lets it do, and how it looks. A key is a bearer
 * secret shown once; the server keeps only its SHA-256 and a short prefix, and names it by an id that is
 * part of the key (so the key's item is one GetItem away without an index on the secret).
 */
import * as z from 'zod/mini';
import type { HttpMethod } from '../api/endpoint';

/** `read`: the GET routes of the public API; `write`: every route of it. */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read',
  write: 'Read and write',
};

/** The scope a route of the public API needs: reading is GET, everything else writes. */
export function scopeNeededFor(method: HttpMethod): ApiKeyScope {
  return method === 'GET' ? 'read' : 'write';
}

/** Whether a key of `scope` may call a route of `method`. */
export function scopeAllows(scope: ApiKeyScope, method: HttpMethod): boolean {
  return scope === 'write' || scopeNeededFor(method) === 'read';
}

/** Every key starts so: secret scanners and people recognise it. */
export const API_KEY_PREFIX = 'cr_live_';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const API_KEY_ALPHABET = ALPHABET;
/** The key's id (public, names its item) and secret (never stored), both base62. */
export const API_KEY_ID_LENGTH = 16;
export const API_KEY_SECRET_LENGTH = 32;
/** Characters of the id shown after the prefix in lists ('cr_live_AbC12xYz…'). */
export const API_KEY_SHOWN_ID_CHARS = 6;

const KEY_PATTERN = new RegExp(
  `^${API_KEY_PREFIX}([A-Za-z0-9]{${API_KEY_ID_LENGTH}})([A-Za-z0-9]{${API_KEY_SECRET_LENGTH}})$`,
);

/** The id inside a presented key, or null when it is not a key of ours. */
export function apiKeyIdOf(key: string): string | null {
  return KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** The key as its parts make it. */
export function formatApiKey(keyId: string, secret: string): string {
  return `${API_KEY_PREFIX}${keyId}${secret}`;
}

/** What lists show of a key: its prefix and the start of its id. */
export function shownPrefixOf(keyId: string): string {
  return `${API_KEY_PREFIX}${keyId.slice(0, API_KEY_SHOWN_ID_CHARS)}`;
}

export const API_KEY_NAME_MAX = 80;
/** Live (not revoked) keys a workspace may hold at once. */
export const MAX_LIVE_API_KEYS = 25;
/** Expiry choices in days (none = never expires). */
export const API_KEY_EXPIRY_DAYS = [7, 30, 90, 365] as const;

/**
 * The per-key rate limit of the public API: a fixed window per key, `limit` requests in each `windowSeconds`
 * (counted on the key's item, so every container shares it). Stated once: the check, the documentation and
 * the tests read it.
 */
export const API_KEY_RATE_LIMIT = { limit: 60, windowSeconds: 30 } as const;

/** How long an `Idempotency-Key`'s first answer is kept and replayed (hours). */
export const IDEMPOTENCY_TTL_HOURS = 24;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The header a replayed answer carries. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_KEY_MAX = 255;

const isoDate = z.iso.datetime({ offset: true });

/** A key as Settings › API lists it (never the secret). */
export const apiKeySummarySchema = z.object({
  keyId: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  prefix: z.string(),
  createdAt: isoDate,
  createdByName: z.string(),
  expiresAt: z.nullable(isoDate),
  lastUsedAt: z.nullable(isoDate),
  revokedAt: z.nullable(isoDate),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** The state a key is in at `now`. */
export function apiKeyState(
  key: Pick<ApiKeySummary, 'expiresAt' | 'revokedAt'>,
  now: Date,
): 'active' | 'expired' | 'revoked' {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'active';
}
