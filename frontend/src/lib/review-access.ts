/**
 * The review session of a password-protected link, kept per tab in sessionStorage under the
 * link's token: the API client sends it with every review call; the password prompt stores it; a refused
 * or ended session is cleared so the prompt shows again.
 */
import { reviewSessionStorageKey } from '../../../shared/domain/review-session';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings): the session lasts this page only
  }
}

/** Kept in memory too, for browsers that refuse sessionStorage. */
const inMemory = new Map<string, string>();

export function readReviewAccess(token: string): string | null {
  try {
    return storage()?.getItem(reviewSessionStorageKey(token)) ?? inMemory.get(token) ?? null;
  } catch {
    return inMemory.get(token) ?? null;
  }
}

export function storeReviewAccess(token: string, session: string): void {
  inMemory.set(token, session);
  try {
    storage()?.setItem(reviewSessionStorageKey(token), session);
  } catch {
    // in memory only
  }
}

export function clearReviewAccess(token: string): boolean {
  const had = readReviewAccess(token) !== null;
  inMemory.delete(token);
  try {
    storage()?.removeItem(reviewSessionStorageKey(token));
  } catch {
    // nothing stored
  }
  return had;
}
