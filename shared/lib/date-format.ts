/**
 * The spec's date formats, rendered with date-fns in the viewer's time zone. Each accepts an ISO-8601 string
 * or a Date and returns '' for an invalid date (never throws).
 */
import { format, formatDistance } from 'date-fns';

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
