/**
 * The team of the current workspace (`editor-api`, caller `owner`, the current workspace named as for every
 * owner route): members, invitations and seats (Settings › Team), member changes, Pro's extra seats; and the
 * invitation link's two ends: what it is (the accept page, before signing in: `public-api`) and accepting it.
 * Each owner route names the action THE authorization rule checks (shared/domain/workspace.ts).
 */
import * as z from 'zod/mini';
import { emailSchema } from '../../forms/email';
import {
  ASSIGNABLE_ROLES,
  INVITATION_STATUSES,
  MAX_EXTRA_SEATS,
  PRO_INCLUDED_SEATS,
} from '../../domain/team';
import { WORKSPACE_ROLES } from '../../domain/workspace';
import { PLAN_LEVELS } from '../../domain/status-values';
import { defineEndpoint } from '../endpoint';
import { entityIdParam } from './projects';

const isoDate = z.iso.datetime({ offset: true });
const minorUnits = z.int().check(z.nonnegative());
const invitationState = z.enum([...INVITATION_STATUSES, 'expired']);
const invitationIdParam = z
  .string()
  .check(z.minLength(1), z.maxLength(400), z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid id'));
/** A signed invitation link's token (its form is checked by the server with the signature). */
const tokenSchema = z.string().check(z.minLength(10), z.maxLength(700));

export const teamViewSchema = z.object({
  workspace: z.object({ id: z.string(), name: z.string() }),
  members: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      displayName: z.nullable(z.string()),
      role: z.enum(WORKSPACE_ROLES),
      joinedAt: isoDate,
      lastActiveAt: z.nullable(isoDate),
    }),
  ),
  /** Open and expired invitations (accepted and revoked ones are not shown). */
  invitations: z.array(
    z.object({
      invitationId: z.string(),
      email: z.string(),
      role: z.enum(ASSIGNABLE_ROLES),
      state: invitationState,
      sentAt: isoDate,
      expiresAt: isoDate,
    }),
  ),
  seats: z.object({
    plan: z.enum(PLAN_LEVELS),
    limit: z.int(),
    used: z.int(),
    free: z.int(),
    extraSeats: z.int(),
  }),
});
export type TeamViewResponse = z.infer<typeof teamViewSchema>;

export const getTeam = defineEndpoint({
  id: 'getTeam',
  method: 'GET',
  path: '/api/team',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  response: teamViewSchema,
  summary: 'Settings › Team: the members, the open and expired invitations, and the seats.',
});

const sentSchema = z.object({ email: z.string(), expiresAt: isoDate });

export const inviteMember = defineEndpoint({
  id: 'inviteMember',
  method: 'POST',
  path: '/api/team/invitations',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageMembers',
  body: z.object({ email: emailSchema, role: z.enum(ASSIGNABLE_ROLES) }),
  response: sentSchema,
  successStatus: 201,
  summary:
    'Invites an address with a role (a signed, single-use link valid 7 days, mailed by notify); 409 for a member, an open invitation or no free seat.',
});

export const resendInvitation = defineEndpoint({
  id: 'resendInvitation',
  method: 'POST',
  path: '/api/team/invitations/{invitationId}/resend',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageMembers',
  params: z.object({ invitationId: invitationIdParam }),
  response: sentSchema,
  summary: 'Mails a new link for a pending invitation (the old link stops working), valid 7 days from now.',
});

export const revokeInvitation = defineEndpoint({
  id: 'revokeInvitation',
  method: 'DELETE',
  path: '/api/team/invitations/{invitationId}',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageMembers',
  params: z.object({ invitationId: invitationIdParam }),
  response: z.object({ revoked: z.literal(true) }),
  summary: 'Revokes a pending invitation: its link is refused from now on.',
});

export const removeMember = defineEndpoint({
  id: 'removeMember',
  method: 'DELETE',
  path: '/api/team/members/{userId}',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageMembers',
  params: z.object({ userId: entityIdParam }),
  response: z.object({ removed: z.literal(true) }),
  summary: 'Removes a member (never the Owner); the seat is free at once and their next request is refused.',
});

export const changeMemberRole = defineEndpoint({
  id: 'changeMemberRole',
  method: 'PUT',
  path: '/api/team/members/{userId}/role',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageMembers',
  params: z.object({ userId: entityIdParam }),
  body: z.object({ role: z.enum(ASSIGNABLE_ROLES) }),
  response: z.object({ role: z.enum(ASSIGNABLE_ROLES) }),
  summary: 'Gives another member (not the Owner) the role Admin, Editor or Viewer.',
});

export const transferOwnership = defineEndpoint({
  id: 'transferOwnership',
  method: 'POST',
  path: '/api/team/transfer',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'transferOwnership',
  body: z.object({ userId: entityIdParam }),
  response: z.object({ ownerUserId: z.string() }),
  summary: 'The Owner makes an Admin the Owner and becomes an Admin.',
});

export const leaveWorkspace = defineEndpoint({
  id: 'leaveWorkspace',
  method: 'POST',
  path: '/api/team/leave',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  response: z.object({ left: z.literal(true) }),
  summary: 'The caller leaves the current workspace (the Owner transfers ownership first).',
});

export const invitationViewSchema = z.object({
  workspaceName: z.string(),
  inviterName: z.string(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  state: invitationState,
  expiresAt: isoDate,
});
export type InvitationViewResponse = z.infer<typeof invitationViewSchema>;

export const viewInvitation = defineEndpoint({
  id: 'viewInvitation',
  method: 'GET',
  path: '/api/invitations',
  caller: 'public',
  lambda: 'public-api',
  query: z.object({ token: tokenSchema }),
  response: invitationViewSchema,
  summary: 'What a signed invitation link is (workspace, inviter, address, role, state): the accept page.',
});

export const acceptInvitation = defineEndpoint({
  id: 'acceptInvitation',
  method: 'POST',
  path: '/api/invitations/accept',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'self',
  body: z.object({ token: tokenSchema }),
  response: z.object({
    workspaceId: z.string(),
    workspaceName: z.string(),
    role: z.enum(ASSIGNABLE_ROLES),
  }),
  summary:
    'The signed-in invitee joins (one transaction: the link used once, a seat taken below the limit); 410 used, expired or revoked.',
});

const seatsBody = z.object({
  seats: z.int().check(z.gte(PRO_INCLUDED_SEATS), z.lte(PRO_INCLUDED_SEATS + MAX_EXTRA_SEATS)),
});

export const seatChangePreviewSchema = z.object({
  seats: z.int(),
  extraSeats: z.int(),
  currencyCode: z.string().check(z.length(3)),
  /** Charged at once, prorated (minor units). */
  chargeNow: minorUnits,
  credit: minorUnits,
  next: z.nullable(z.object({ amount: minorUnits, date: isoDate })),
});
export type SeatChangePreview = z.infer<typeof seatChangePreviewSchema>;

export const previewSeatChange = defineEndpoint({
  id: 'previewSeatChange',
  method: 'POST',
  path: '/api/billing/seats/preview',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageBilling',
  body: seatsBody,
  response: seatChangePreviewSchema,
  summary:
    'What changing Pro’s seats to a total would cost now (prorated by the billing provider; nothing changes).',
});

export const changeSeats = defineEndpoint({
  id: 'changeSeats',
  method: 'POST',
  path: '/api/billing/seats',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageBilling',
  body: seatsBody,
  response: z.object({ seats: z.int(), status: z.literal('pending') }),
  successStatus: 202,
  summary:
    'Sets Pro’s seats (the seat item’s quantity on the one subscription, prorated and charged now); never below the members.',
});

export const teamEndpoints = [
  getTeam,
  inviteMember,
  resendInvitation,
  revokeInvitation,
  removeMember,
  changeMemberRole,
  transferOwnership,
  viewInvitation,
  acceptInvitation,
  previewSeatChange,
  changeSeats,
  leaveWorkspace,
] as const;
