/** Review link expiry: new and extended expiries, the server-side check and the card's display state. */
import type { ColourName } from './colours';
import { LINK_CARD_MESSAGES } from '../messages/link-card-messages';
import { REVIEW_LINK } from './review-link-rules';
import type { PlanLevel } from './status-values';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Expiry of a new (or regenerated) link: exactly 7 × 24 hours after `now`. */
export function newShareExpiry(now: Date): Date {
  return new Date(now.getTime() + REVIEW_LINK.validityDays * DAY_MS);
}

/** Extend sets the expiry 7 days from now (not from the old expiry). */
export function extendShareExpiry(now: Date): Date {
  return newShareExpiry(now);
}

function toTime(value: string | Date): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/**
 * Whether a link is expired at `now`: expired from the expiry instant on. No expiry (`null`) never expires.
 * An unparseable expiry counts as expired (fail closed).
 */
export function isShareLinkExpired(expiresAt: string | Date | null, now: Date): boolean {
  if (expiresAt === null) return false;
  const t = toTime(expiresAt);
  return Number.isNaN(t) || now.getTime() >= t;
}

export const REVIEW_LINK_STATES = ['none', 'expired', 'critical', 'warning', 'ok'] as const;
export type ReviewLinkState = (typeof REVIEW_LINK_STATES)[number];

export interface ReviewLinkDisplay {
  readonly state: ReviewLinkState;
  /** Text colour; `null` for 'No expiry set'. */
  readonly colour: ColourName | null;
  readonly label: string;
  /** The warning panel shows when expired or 3 days or fewer remain. */
  readonly showWarning: boolean;
  /** Whole days left, rounded up; 0 when expired; `null` without expiry. */
  readonly daysLeft: number | null;
}

/**
 * The link card's expiry display at `now`: red 'Expired'; red 'Expires in less than 1 day' when 1 day or
 * less remains; amber at 3 days or fewer; green otherwise; 'No expiry set' without a date.
 */
export function reviewLinkDisplay(expiresAt: string | Date | null, now: Date): ReviewLinkDisplay {
  if (expiresAt === null) {
    return {
      state: 'none',
      colour: null,
      label: LINK_CARD_MESSAGES.noExpirySet,
      showWarning: false,
      daysLeft: null,
    };
  }
  const remaining = toTime(expiresAt) - now.getTime();
  if (Number.isNaN(remaining) || remaining <= 0) {
    return {
      state: 'expired',
      colour: 'red',
      label: LINK_CARD_MESSAGES.expired,
      showWarning: true,
      daysLeft: 0,
    };
  }
  const daysLeft = Math.ceil(remaining / DAY_MS);
  if (remaining <= REVIEW_LINK.criticalDays * DAY_MS) {
    return {
      state: 'critical',
      colour: 'red',
      label: LINK_CARD_MESSAGES.expiresInLessThanOneDay,
      showWarning: true,
      daysLeft,
    };
  }
  const label = LINK_CARD_MESSAGES.expiresInDays(daysLeft);
  if (remaining <= REVIEW_LINK.warningDays * DAY_MS) {
    return { state: 'warning', colour: 'amber', label, showWarning: true, daysLeft };
  }
  return { state: 'ok', colour: 'green', label, showWarning: false, daysLeft };
}

// ---- expiry by plan (Pro chooses, a downgrade reverts) -------------------------------------------------

/** What the editor asks for on the link card: a number of days, a date, or no expiry at all. */
export type LinkExpiryChoice =
  | { readonly kind: 'days'; readonly days: number }
  | { readonly kind: 'date'; readonly date: string }
  | { readonly kind: 'never' };

/** Only Pro chooses the expiry (other days, a date, or none); every plan gets 7-day links by default. */
export function canCustomiseLinkExpiry(plan: PlanLevel): boolean {
  return plan === 'pro';
}

/** The latest instant a chosen expiry may be: 90 days from now. */
export function latestCustomExpiry(now: Date): Date {
  return new Date(now.getTime() + REVIEW_LINK.customDaysMax * DAY_MS);
}

/**
 * The expiry a choice gives at `now` (`null` = never expires), or `'out_of_range'` when the days are not
 * 1–90 or the date is not after now and within 90 days. Plan permission is separate (canCustomiseLinkExpiry).
 */
export function chosenShareExpiry(choice: LinkExpiryChoice, now: Date): Date | null | 'out_of_range' {
  if (choice.kind === 'never') return null;
  if (choice.kind === 'days') {
    const ok =
      Number.isInteger(choice.days) &&
      choice.days >= REVIEW_LINK.customDaysMin &&
      choice.days <= REVIEW_LINK.customDaysMax;
    return ok ? new Date(now.getTime() + choice.days * DAY_MS) : 'out_of_range';
  }
  const t = Date.parse(choice.date);
  if (Number.isNaN(t) || t <= now.getTime() || t > latestCustomExpiry(now).getTime()) return 'out_of_range';
  return new Date(t);
}

/**
 * A downgrade from Pro turns a permanent link into a default link from the downgrade day: now + 7 days.
 * Links that already expire keep their expiry (only `null` changes).
 */
export function expiryAfterDowngrade(downgradedAt: Date): string {
  return newShareExpiry(downgradedAt).toISOString();
}
