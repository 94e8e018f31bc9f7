/**
 * Project search on the projects list: which project names a typed text finds. DynamoDB has no text
 * search, so the server reads the list's own key range and keeps the names this rule accepts; the rule
 * lives here so the server and any client agree on it.
 */
import * as z from 'zod/mini';

/** Characters of a search text (after trimming). */
export const PROJECT_SEARCH_MAX = 100;

/** The API's query field `q`: trimmed, 1..100 characters. */
export const projectSearchQuerySchema = z.optional(
  z.string().check(z.trim(), z.minLength(1), z.maxLength(PROJECT_SEARCH_MAX)),
);

/**
 * The comparable form of a text: NFKC (a full-width 'ＡＣＭＥ' or a decomposed 'é' is the same text as
 * what the keyboard typed) then lower case, so a search ignores case and Unicode spelling.
 */
export function searchableText(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase();
}

/**
 * Whether a project name contains the search text, ignoring case and Unicode form. An empty or blank
 * search finds every name (no search at all).
 */
export function projectNameMatches(name: string, query: string): boolean {
  const wanted = searchableText(query.trim());
  return wanted === '' || searchableText(name).includes(wanted);
}
