/**
 * Words that agree with a count, by the language's plural rules (`Intl.PluralRules`), so no message says
 * '1 active projects' or 'video(s)'. The product speaks English; the rules object is built once.
 */
const RULES = new Intl.PluralRules('en-US');

/** `one` when the count takes the singular ('1 project'), `other` otherwise ('0 projects', '2 projects'). */
export function plural(count: number, one: string, other: string): string {
  return RULES.select(count) === 'one' ? one : other;
}

/** The count and its noun: `countOf(1, 'video', 'videos')` is '1 video'. */
export function countOf(count: number, one: string, other: string): string {
  return `${count} ${plural(count, one, other)}`;
}
