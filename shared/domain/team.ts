/**
 * A workspace's team: seats, invitations and the member changes, as rules without storage.
 *
 * Seats: Free and Basic are one person; Pro includes PRO_INCLUDED_SEATS and bills each extra seat as the
 * quantity of one seat price item on the same subscription (prorated by the billing provider). A seat is
 * taken when an invitation is accepted (the accept's transaction holds the count to the limit) and freed at
 * once when a member leaves or is removed. A pending invitation holds no seat: an invitation is refused when
 * no seat is free now, and the accept is the exact check.
 *
 * Invitations: a link signed by the server, valid INVITATION_TTL_DAYS, used once; a resend issues a new link
 * (the old one stops working), a revoke ends it.
 */
import type { PlanLevel } from './status-values';
import type { BillingPeriod } from './plans';

/** Seats included in Pro without extra charge (the owner counts). */
export const PRO_INCLUDED_SEATS = 3;

/** Seats each plan includes; only Pro can buy more. */
export const INCLUDED_SEATS = { free: 1, basic: 1, pro: PRO_INCLUDED_SEATS } as const satisfies Record<
  PlanLevel,
  number
>;

/** The most extra seats one workspace can buy through the app (a larger team talks to support). */
export const MAX_EXTRA_SEATS = 47;

/** The price of one extra seat per billing period (USD), billed as the seat item's quantity. */
export const EXTRA_SEAT_PRICE = { monthly: 9, annual: 90 } as const satisfies Record<BillingPeriod, number>;

/** The price keys of the seat item, one per billing period (server config maps them to price ids). */
export const SEAT_PRICE_KEYS = { monthly: 'seat_monthly', annual: 'seat_annual' } as const satisfies Record<
  BillingPeriod,
  string
>;
export type SeatPriceKey = (typeof SEAT_PRICE_KEYS)[BillingPeriod];

/** How many people the workspace may have: the plan's seats, plus the extra seats bought on Pro. */
export function seatLimit(plan: PlanLevel, extraSeats: number): number {
  return INCLUDED_SEATS[plan] + (plan === 'pro' ? Math.max(0, Math.trunc(extraSeats)) : 0);
}

/** Extra seats billed for a wanted number of seats on Pro (none below the included ones). */
export function extraSeatsFor(totalSeats: number): number {
  return Math.max(0, Math.trunc(totalSeats) - PRO_INCLUDED_SEATS);
}

export interface SeatUsage {
  readonly limit: number;
  readonly used: number;
  readonly free: number;
}

export function seatUsage(plan: PlanLevel, extraSeats: number, members: number): SeatUsage {
  const limit = seatLimit(plan, extraSeats);
  return { limit, used: members, free: Math.max(0, limit - members) };
}

/**
 * A plan change that would leave more members than seats is refused until members are removed: the number to
 * remove, or null when the change fits.
 */
export function membersOverPlan(target: PlanLevel, extraSeats: number, members: number): number | null {
  const over = members - seatLimit(target, target === 'pro' ? extraSeats : 0);
  return over > 0 ? over : null;
}

/**
 * The fewest total seats a Pro workspace may keep: never below its members (remove members first) nor below
 * the included seats.
 */
export function lowestSeatCount(members: number): number {
  return Math.max(PRO_INCLUDED_SEATS, members);
}

/**
 * What a seat quantity change costs now, the way the billing provider prorates it (to the minute): each added
 * seat is charged for the part of the period still to come, each removed seat credited the same. Cents.
 * The provider's own figure is what is shown and charged; this rule is the stand-in's and the tests' model.
 */
export function proratedSeatCharge(input: {
  unitAmount: number;
  fromQuantity: number;
  toQuantity: number;
  periodStartsAt: string;
  periodEndsAt: string;
  now: Date;
}): number {
  const start = Date.parse(input.periodStartsAt);
  const end = Date.parse(input.periodEndsAt);
  const minute = 60_000;
  const total = Math.max(1, Math.round((end - start) / minute));
  const left = Math.min(total, Math.max(0, Math.round((end - input.now.getTime()) / minute)));
  return Math.round(input.unitAmount * (input.toQuantity - input.fromQuantity) * (left / total));
}

/** The roles an invitation or a role change can give (ownership moves only by transfer). */
export const ASSIGNABLE_ROLES = ['admin', 'editor', 'viewer'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

// ---- invitations -------------------------------------------------------------------------------------

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

/** What an invitation is as stored; `expired` is derived from the time, never stored. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export type InvitationState = InvitationStatus | 'expired';

export function invitationState(
  invitation: { status: InvitationStatus; expiresAt: string },
  now: Date,
): InvitationState {
  if (invitation.status !== 'pending') return invitation.status;
  return Date.parse(invitation.expiresAt) <= now.getTime() ? 'expired' : 'pending';
}

export function invitationExpiry(now: Date): string {
  return new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
}

/** The same address however it was typed (invitations and members are matched on this). */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The invitation link's token: `v1.<workspaceId>.<invitationId>.<nonce>.<expiresEpochSeconds>.<signature>`.
 * An invitation's id is its address (base64url of the normal form: one open invitation per address and
 * workspace); the nonce changes on every resend, so only the newest link works; the signature (HMAC-SHA256
 * with the server's mail-link secret over `invite:v1:<workspaceId>:<id>:<nonce>:<expires>`) is checked on the
 * server only.
 */
export interface InvitationClaim {
  workspaceId: string;
  invitationId: string;
  nonce: string;
  /** Epoch seconds. */
  expiresAt: number;
  signature: string;
}

const TOKEN_PART = /^[A-Za-z0-9_-]{1,400}$/;

/** The text the signature covers. */
export function invitationSigningInput(claim: Omit<InvitationClaim, 'signature'>): string {
  return `invite:v1:${claim.workspaceId}:${claim.invitationId}:${claim.nonce}:${claim.expiresAt}`;
}

export function formatInvitationToken(claim: InvitationClaim): string {
  return `v1.${claim.workspaceId}.${claim.invitationId}.${claim.nonce}.${claim.expiresAt}.${claim.signature}`;
}

/** The parts of a token, or null when it is not one (the signature is not checked here). */
export function parseInvitationToken(token: string): InvitationClaim | null {
  const parts = token.split('.');
  if (parts.length !== 6 || parts[0] !== 'v1') return null;
  const [, workspaceId = '', invitationId = '', nonce = '', expires = '', signature = ''] = parts;
  if (![workspaceId, invitationId, nonce, signature].every((p) => TOKEN_PART.test(p))) return null;
  if (!/^\d{1,12}$/.test(expires)) return null;
  return { workspaceId, invitationId, nonce, expiresAt: Number(expires), signature };
}

/** The accept page's link for a token (the SPA's route and the mail's button). */
export function invitationLink(token: string): string {
  return `/AcceptInvite?token=${encodeURIComponent(token)}`;
}
