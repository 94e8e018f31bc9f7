/**
 * The spec's date formats, rendered in the viewer's time zone. Each accepts an ISO-8601 string or a Date and
 * returns '' for an invalid date (never throws). The patterns use date-fns' tokens, rendered here by a
 * formatter of the few tokens they use: date-fns' `format` brings its whole formatter and English locale
 * (about 6 KB gzip) to every page that shows a date, the client's review page included.
 */
import { formatDistance } from 'date-fns';

export const DATE_FORMATS = {
  /** Notes in the feedback list. */
  noteTime: 'MMM d, h:mm a',
  /** A project's created date. */
  createdDate: 'MMM d, yyyy',
  /** Review link expiry. */
  linkExpiry: "MMM dd, yyyy 'at' h:mm a",
  /** The mobile review header's creation date. */
  reviewHeader: 'MMM d',
  /** When a review link was last opened ('Nov 23 at 2:15 PM'). */
  linkOpened: "MMM d 'at' h:mm a",
  /** Long dates (renewal date, legal pages). */
  longDate: 'MMMM dd, yyyy',
} as const;
export type DateFormatName = keyof typeof DATE_FORMATS;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const two = (n: number) => String(n).padStart(2, '0');

/** One token of the patterns above, for a date in the local time zone. */
const TOKENS: Readonly<Record<string, (date: Date) => string>> = {
  MMMM: (date) => MONTHS[date.getMonth()] ?? '',
  MMM: (date) => (MONTHS[date.getMonth()] ?? '').slice(0, 3),
  yyyy: (date) => String(date.getFullYear()).padStart(4, '0'),
  dd: (date) => two(date.getDate()),
  d: (date) => String(date.getDate()),
  h: (date) => String(date.getHours() % 12 || 12),
  mm: (date) => two(date.getMinutes()),
  a: (date) => (date.getHours() < 12 ? 'AM' : 'PM'),
};
/** Quoted literal text, or the longest token at this place; anything else is copied as it is. */
const PATTERN_PART = /'([^']*)'|MMMM|MMM|yyyy|dd|d|h|mm|a/g;

function format(date: Date, pattern: string): string {
  return pattern.replace(PATTERN_PART, (token, literal: string | undefined) =>
    literal !== undefined ? literal : (TOKENS[token]?.(date) ?? token),
  );
}

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** Format a date with one of the named spec formats; '' when the date is invalid. */
export function formatDate(value: string | Date, name: DateFormatName): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : format(date, DATE_FORMATS[name]);
}

export const formatNoteTime = (value: string | Date): string => formatDate(value, 'noteTime');
export const formatCreatedDate = (value: string | Date): string => formatDate(value, 'createdDate');
export const formatLinkExpiry = (value: string | Date): string => formatDate(value, 'linkExpiry');
export const formatLinkOpened = (value: string | Date): string => formatDate(value, 'linkOpened');
export const formatReviewHeaderDate = (value: string | Date): string => formatDate(value, 'reviewHeader');
export const formatLongDate = (value: string | Date): string => formatDate(value, 'longDate');

/**
 * "Time since last status change" on a project card, e.g. '3 days ago' (date-fns formatDistance with a
 * suffix). `now` is injected; '' for an invalid date.
 */
export function timeSince(value: string | Date, now: Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime()) || Number.isNaN(now.getTime())) return '';
  return formatDistance(date, now, { addSuffix: true });
}
