/**
 * How a password-protected link's review session travels: kept apart from the password rules so
 * the API client (on every route) carries no validation code for it.
 */

/** The header that carries the review session on every review call. */
export const REVIEW_SESSION_HEADER = 'x-review-session';

/** Where the review page keeps a link's session (per tab: sessionStorage). */
export const reviewSessionStorageKey = (token: string) => `cutroom.reviewSession.${token}`;
