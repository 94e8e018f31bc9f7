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
 * The accents of Latin, Greek and Cyrillic letters once decomposed (U+0300..U+036F). Only these: other
 * scripts' combining signs (Devanagari vowel signs, for example) are part of the letter, not an accent.
 */
const COMBINING_ACCENTS = /[\u0300-\u036f]/g;

/**
 * The comparable form of a text: NFKD (a full-width 'ＡＣＭＥ' or a ligature 'ﬁ' is the same text as what the
 * keyboard typed), accents dropped (an editor types 'cafe' for 'Café', as in any search box), then lower case
 * (the same in every runtime locale), so a search ignores case, accents and Unicode spelling.
 */
export function searchableText(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_ACCENTS, '').toLowerCase();
}

/**
 * Whether a project name contains the search text, ignoring case, accents and Unicode form: the test for one
 * search, its text made comparable once however many names it is asked about. An empty or blank search finds
 * every name (no search at all).
 */
export function projectNameMatcher(query: string): (name: string) => boolean {
  const wanted = searchableText(query.trim());
  return (name) => wanted === '' || searchableText(name).includes(wanted);
}

/** projectNameMatcher for one name. */
export function projectNameMatches(name: string, query: string): boolean {
  return projectNameMatcher(query)(name);
}
