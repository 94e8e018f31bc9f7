/**
 * Password-protected review links. On every plan: keeping unreleased work from whoever forwards a
 * link is basic safety, not an upsell. The server keeps only a slow hash (scrypt) on the link's share item;
 * a right password answers a short-lived review session the browser sends with every review call.
 */
import * as z from 'zod/mini';

export { REVIEW_SESSION_HEADER, reviewSessionStorageKey } from './review-session';

export const REVIEW_PASSWORD_LIMITS = {
  minLength: 6,
  maxLength: 128,
  /** Unlock attempts per link within one window (right or wrong); then locked until the window ends. */
  attemptsPerWindow: 10,
  windowSeconds: 15 * 60,
  /** A wrong password is answered after this long (guessing stays slow even under the limit). */
  wrongPasswordDelayMs: 1000,
  /** How long a review session lasts after the password was given. */
  sessionSeconds: 12 * 60 * 60,
} as const;

/** A password the editor sets: not trimmed (spaces count), within the limits. */
export const reviewPasswordSchema = z
  .string()
  .check(
    z.minLength(REVIEW_PASSWORD_LIMITS.minLength, `At least ${REVIEW_PASSWORD_LIMITS.minLength} characters`),
    z.maxLength(REVIEW_PASSWORD_LIMITS.maxLength, `At most ${REVIEW_PASSWORD_LIMITS.maxLength} characters`),
  );

/** A password the client types (checked against the hash; only its size is bounded here). */
export const reviewPasswordAttemptSchema = z
  .string()
  .check(
    z.minLength(1, 'Enter the password'),
    z.maxLength(REVIEW_PASSWORD_LIMITS.maxLength, 'Wrong password'),
  );

/** A session as the server issues it: `<expiry seconds>.<base64url HMAC>`. */
export const reviewSessionSchema = z.string().check(z.regex(/^\d{1,12}\.[A-Za-z0-9_-]{20,64}$/));
