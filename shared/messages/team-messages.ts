/**
 * Every text of team work: Settings › Team, the invitation mail and accept page, the seat and member rules'
 * refusals. The rules (shared/domain/team.ts) decide; these say it.
 */
import { PRODUCT_NAME } from '../config/product';
import { countOf } from '../lib/plural';
import { EXTRA_SEAT_PRICE, INVITATION_TTL_DAYS, PRO_INCLUDED_SEATS } from '../domain/team';

export const TEAM_MESSAGES = {
  sectionTitle: 'Team',
  members: 'Members',
  invitations: 'Invitations',
  seats: 'Seats',
  noInvitations: 'No pending invitations.',
  loading: 'Loading your team…',
  loadFailed: 'Failed to load your team. Please try again.',
  you: 'you',
  /** `ago` as date-fns words it ('about 3 hours ago'). */
  lastActive: (ago: string) => `Active ${ago}`,
  neverActive: 'Not active yet',
  joined: (when: string) => `Joined ${when}`,
  expires: (when: string) => `Link valid until ${when}`,
  state: { pending: 'Pending', expired: 'Expired', accepted: 'Accepted', revoked: 'Revoked' },
  inviteLabel: 'E-mail address',
  roleLabel: 'Role',
  invite: 'Send invitation',
  invited: (email: string) => `Invitation sent to ${email}.`,
  resend: 'Resend',
  resent: (email: string) => `A new invitation link was sent to ${email}.`,
  revoke: 'Revoke',
  revoked: (email: string) => `The invitation to ${email} was revoked.`,
  remove: 'Remove',
  removed: (name: string) => `${name} was removed from the workspace; their seat is free.`,
  leave: 'Leave workspace',
  left: 'You left the workspace.',
  changeRole: (name: string) => `Role of ${name}`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
  transfer: 'Make owner',
  transferred: (name: string) => `${name} is now the owner of the workspace; you are an Admin.`,
  seatsLine: (used: number, limit: number) => `${used} of ${countOf(limit, 'seat', 'seats')} used`,
  seatsIncluded: `Pro includes ${countOf(PRO_INCLUDED_SEATS, 'seat', 'seats')}; each extra seat is $${EXTRA_SEAT_PRICE.monthly} a month ($${EXTRA_SEAT_PRICE.annual} a year on annual billing).`,
  onePersonPlan: 'Your plan is for one person. Upgrade to Pro to work as a team.',
  /** The seats line of a plan card (Upgrade, Pricing). */
  planSeats: (seats: number) =>
    seats === 1 ? 'For one person' : `${countOf(seats, 'seat', 'seats')} included, more on demand`,
  seatCountLabel: 'Seats',
  previewSeats: 'Preview the charge',
  seatChargeNow: (amount: string) => `Charged now (prorated): ${amount}`,
  seatCreditNow: (amount: string) => `Credited (prorated): ${amount}`,
  seatNextCharge: (amount: string, date: string) => `Then ${amount} on ${date}`,
  confirmSeats: (seats: number) => `Change to ${countOf(seats, 'seat', 'seats')}`,
  seatsChanging: 'Seat change sent; it shows here when the billing provider confirms it.',
  // ---- refusals ------------------------------------------------------------------------------------
  alreadyMember: (email: string) => `${email} is already a member of this workspace.`,
  alreadyInvited: (email: string) =>
    `${email} already has a pending invitation: resend it from the list instead.`,
  noFreeSeat: (limit: number) =>
    `All ${countOf(limit, 'seat', 'seats')} of this workspace are taken: add a seat or remove a member first.`,
  onePersonPlanRefusal: 'Your plan is for one person: upgrade to Pro to invite members.',
  invitationNotFound: 'This invitation does not exist or is no longer valid.',
  invitationUsed: 'This invitation has already been used.',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  invitationRevoked: 'This invitation was revoked.',
  invitationWrongAddress: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  workspaceFull: 'This workspace has no free seat left. Ask its owner to add a seat.',
  ownerCannotLeave: 'The owner cannot leave: transfer ownership to an Admin first.',
  cannotRemoveOwner: 'The owner cannot be removed.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  transferOnlyToAdmin: 'Ownership can only be transferred to an Admin of the workspace.',
  memberNotFound: 'This person is not a member of the workspace.',
  notAllowed: 'Only the Owner can transfer ownership.',
  downgradeOverSeats: (over: number, plan: string) =>
    `The ${plan} plan has fewer seats than your team: remove ${countOf(over, 'member', 'members')} first, then change the plan.`,
  seatsBelowMembers: (members: number) =>
    `Your workspace has ${countOf(members, 'member', 'members')}: remove members before lowering the seats below that.`,
  seatsNeedPro: 'Extra seats are part of Pro.',
  // ---- the accept page ------------------------------------------------------------------------------
  acceptTitle: 'Join the workspace',
  acceptIntro: (workspace: string, inviter: string, role: string) =>
    `${inviter} invited you to ${workspace} on ${PRODUCT_NAME} as ${role}.`,
  acceptButton: 'Accept the invitation',
  acceptSignUp: 'Create an account to accept',
  acceptSignIn: 'Sign in to accept',
  accepted: (workspace: string) => `You joined ${workspace}.`,
  // ---- the switcher ---------------------------------------------------------------------------------
  switcherLabel: 'Workspace',
  // ---- the mail -------------------------------------------------------------------------------------
  mail: {
    subject: (inviter: string, workspace: string) =>
      `${inviter} invited you to ${workspace} on ${PRODUCT_NAME}`,
    intro: (inviter: string, workspace: string, role: string) =>
      `${inviter} invited you to join ${workspace} on ${PRODUCT_NAME} as ${role}.`,
    expiry: `The link works for ${countOf(INVITATION_TTL_DAYS, 'day', 'days')} and can be used once.`,
    action: 'Accept the invitation',
    why: `You get this e-mail because a ${PRODUCT_NAME} workspace owner or admin invited this address. If you do not know them, ignore it: nothing happens without the link.`,
  },
} as const;
