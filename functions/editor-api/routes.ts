/**
 * Every route the editor-api Lambda serves (contract entries with `lambda: 'editor-api'`, all caller
 * `owner`). Each handler takes the user only from the verified JWT (`req.auth`), spends one token of the
 * user's rate-limit bucket, and calls one use case.
 */
import type { Endpoint } from '../../shared/api/endpoint';
import {
  deactivateAccount as deactivateAccountEndpoint,
  deleteAccount as deleteAccountEndpoint,
  reactivateAccount as reactivateAccountEndpoint,
} from '../../shared/api/endpoints/account';
import {
  createCheckout as createCheckoutEndpoint,
  createPortalSession as createPortalSessionEndpoint,
  previewPlanChange as previewPlanChangeEndpoint,
  changePlan as changePlanEndpoint,
  getBillingSubscription as getBillingSubscriptionEndpoint,
} from '../../shared/api/endpoints/billing';
import { getDashboard as getDashboardEndpoint } from '../../shared/api/endpoints/dashboard';
import {
  addOwnerNote as addOwnerNoteEndpoint,
  listVersionNotes as listVersionNotesEndpoint,
  setNoteStatus as setNoteStatusEndpoint,
} from '../../shared/api/endpoints/notes';
import { replyToNote as replyToNoteEndpoint } from '../../shared/api/endpoints/replies';
import { replyAsEditor } from '../projects';
import {
  dismissReminder as dismissReminderEndpoint,
  listNotifications as listNotificationsEndpoint,
  markAllNotificationsRead as markAllNotificationsReadEndpoint,
  markNotificationRead as markNotificationReadEndpoint,
} from '../../shared/api/endpoints/notifications';
import {
  confirmAvatar as confirmAvatarEndpoint,
  getProfile as getProfileEndpoint,
  requestAvatarUpload as requestAvatarUploadEndpoint,
  updateProfile as updateProfileEndpoint,
  setProfileTimeZone as setProfileTimeZoneEndpoint,
  updatePreferences as updatePreferencesEndpoint,
  clearMailSuppression as clearMailSuppressionEndpoint,
  updateMailPreferences as updateMailPreferencesEndpoint,
} from '../../shared/api/endpoints/profile';
import {
  approveProject as approveProjectEndpoint,
  archiveProject as archiveProjectEndpoint,
  createProject as createProjectEndpoint,
  extendReviewLink as extendReviewLinkEndpoint,
  getProject as getProjectEndpoint,
  listProjects as listProjectsEndpoint,
  regenerateReviewLink as regenerateReviewLinkEndpoint,
  setReviewLinkExpiry as setReviewLinkExpiryEndpoint,
  updateReviewLinkSettings as updateReviewLinkSettingsEndpoint,
  setReviewLinkPassword as setReviewLinkPasswordEndpoint,
  renameProject as renameProjectEndpoint,
  restoreProject as restoreProjectEndpoint,
} from '../../shared/api/endpoints/projects';
import {
  addVideo as addVideoEndpoint,
  addVideoVersion as addVideoVersionEndpoint,
  setVideoStatus as setVideoStatusEndpoint,
  updateVideoNotes as updateVideoNotesEndpoint,
} from '../../shared/api/endpoints/videos';
import { answerIfChanged } from '../platform/http/conditional';
import { requireAuth, route, type AuthContext, type Route, type RouteHandler } from '../platform/http/route';
import { deactivateAccount, reactivateAccount } from '../account';
import { deleteAccount } from '../account';
import { openBillingPortal } from '../billing';
import { startCheckout } from '../billing';
import { changePlan, currentSubscription, previewPlanChange } from '../billing';
import { approveProject } from '../projects';
import { createProject, listFootageLink } from '../projects';
import { listFootageLink as listFootageLinkEndpoint } from '../../shared/api/endpoints/footage';
import { getDashboard } from '../projects';
import { listProjectActivity } from '../projects';
import { listProjectActivity as listProjectActivityEndpoint } from '../../shared/api/endpoints/activity';
import { createdByFilterOf } from '../../shared/domain/mine-filter';
import { getProject, listVersionNotes } from '../projects';
import { listProjects } from '../projects';
import {
  dismissReminder,
  listNotifications,
  notificationsVersion,
  markAllNotificationsRead,
  markNotificationRead,
} from '../projects';
import {
  exportProjectMarkers as exportProjectMarkersEndpoint,
  exportVersionMarkers as exportVersionMarkersEndpoint,
} from '../../shared/api/endpoints/markers';
import { exportProjectMarkers, exportVersionMarkers } from '../projects';
import {
  confirmAvatar,
  getProfile,
  requestAvatarUpload,
  setProfileTimeZone,
  updatePreferences,
  clearMailSuppression,
  updateMailPreferences,
  updateProfile,
} from '../projects';
import {
  archiveProject,
  extendReviewLink,
  regenerateReviewLink,
  renameProject,
  restoreProject,
  setReviewLinkExpiry,
  updateReviewLinkSettings,
  setReviewLinkPassword,
} from '../projects';
import { setNoteStatus } from '../projects';
import { addOwnerNote } from '../projects';
import { addVideo, addVideoVersion, setVideoStatus, updateVideoNotes } from '../projects';
import type { Profile } from '../../shared/domain/entities';
import { ensureProfile, workspacePlanProfile } from '../projects';
import type { EditorApiDeps } from './deps';
import * as z from '../platform/zod';
import { entityIdParam } from '../../shared/api/endpoints/projects';
import {
  getAnalyticsSettings as getAnalyticsSettingsEndpoint,
  getProjectAnalytics as getProjectAnalyticsEndpoint,
  getProjectHeatmaps as getProjectHeatmapsEndpoint,
  updateAnalyticsSettings as updateAnalyticsSettingsEndpoint,
} from '../../shared/api/endpoints/analytics';
import { getWorkspaceAnalytics as getWorkspaceAnalyticsEndpoint } from '../../shared/api/endpoints/workspace-analytics';
import {
  getAnalyticsSettings,
  getProjectAnalytics,
  getProjectHeatmaps,
  getWorkspaceAnalytics,
  updateAnalyticsSettings,
} from '../analytics';
import {
  getCurrentWorkspace as getCurrentWorkspaceEndpoint,
  listMyWorkspaces as listMyWorkspacesEndpoint,
  listWorkspaceMembers as listWorkspaceMembersEndpoint,
} from '../../shared/api/endpoints/workspaces';
import {
  accountWorkspaceId,
  memberLabel,
  WORKSPACE_HEADER,
  type Member,
} from '../../shared/domain/workspace';
import { ValidationError } from '../../shared/errors/app-error';
import { WORKSPACE_MESSAGES } from '../../shared/messages/workspace-messages';
import {
  authorize,
  getCurrentWorkspace,
  listMyWorkspaces,
  listWorkspaceMembers,
  type WorkspaceAccess,
} from '../workspaces';
import {
  acceptInvitation as acceptInvitationEndpoint,
  changeMemberRole as changeMemberRoleEndpoint,
  changeSeats as changeSeatsEndpoint,
  getTeam as getTeamEndpoint,
  inviteMember as inviteMemberEndpoint,
  leaveWorkspace as leaveWorkspaceEndpoint,
  previewSeatChange as previewSeatChangeEndpoint,
  removeMember as removeMemberEndpoint,
  resendInvitation as resendInvitationEndpoint,
  revokeInvitation as revokeInvitationEndpoint,
  transferOwnership as transferOwnershipEndpoint,
} from '../../shared/api/endpoints/team';
import {
  acceptInvitation,
  changeMemberRole,
  getTeam,
  inviteMember,
  leaveWorkspace,
  removeMember,
  resendInvitation,
  revokeInvitation,
  transferOwnership,
  type TeamCaller,
} from '../team';
import { changeSeats, previewSeatChange } from '../billing';
import {
  getProjectFollow as getProjectFollowEndpoint,
  setProjectFollow as setProjectFollowEndpoint,
} from '../../shared/api/endpoints/follow';
import { getProjectFollow, setProjectFollow } from '../workspaces';
import { enforceRateLimit } from '../platform/http/rate-limit';
import { webhookRoutes } from '../webhooks/routes';
import { apiKeyRoutes } from '../api-keys/routes';
import { keyCaller } from './key-caller';
import { brandRoutes } from '../branding/routes';
import { roleMay } from '../../shared/domain/workspace';

/** The caller as the team's use cases name them (the inviter, the invitee). */
function teamCallerOf(caller: { userId: string; profile: Profile }): TeamCaller {
  return { userId: caller.userId, email: caller.profile.email, displayName: caller.profile.displayName };
}

/** The caller of an owner route: the verified JWT, the ensured profile, and the workspace it acts in. */
type OwnerCaller = AuthContext & {
  profile: Profile;
  workspaceId: string;
  member: Member | null;
  /** Set when an API key calls (the public API): how the key is named as the actor. */
  actor?: string;
};

/** The workspace the request names (the SPA's header), or null for the caller's own; a malformed one is 400. */
function requestedWorkspace(headers: Readonly<Record<string, string | undefined>>): string | null {
  const value = headers[WORKSPACE_HEADER];
  if (value === undefined || value === '') return null;
  const parsed = z.safeParse(entityIdParam, value);
  if (!parsed.success) {
    throw new ValidationError(WORKSPACE_MESSAGES.workspaceNotFound, { [WORKSPACE_HEADER]: 'Not a valid id' });
  }
  return parsed.data;
}

/**
 * An owner route: the caller comes from the verified JWT only, spends one token of its bucket, and its
 * profile is ensured before anything else runs. That one read (a Query that also sees the account's
 * tombstone) refuses a deleted or deleting account's still-valid token with 401 on EVERY route, and the
 * use cases that need the profile take it from the caller instead of reading it again. Then THE
 * authorization rule (functions/workspaces, `authorize`) checks the action the contract entry declares
 * against the caller's membership of the current workspace, read on every request.
 */
function ownerRoute<E extends Endpoint>(
  endpoint: E,
  handle: (
    caller: OwnerCaller,
    req: Parameters<RouteHandler<E, EditorApiDeps>>[0],
    deps: EditorApiDeps,
  ) => ReturnType<RouteHandler<E, EditorApiDeps>>,
): Route<EditorApiDeps> {
  const action = endpoint.action;
  if (!action) throw new Error(`Owner route ${endpoint.id} declares no workspace action in the contract`);
  return route<E, EditorApiDeps>(endpoint, async (req, deps) => {
    // The public API (v1) serves this same route to an API key acting as its workspace.
    if (req.apiKey)
      return handle({ ...(await keyCaller(endpoint, req.apiKey, deps)), member: null }, req, deps);
    const caller = requireAuth(req);
    enforceRateLimit(deps.rateLimiter, caller.userId, deps.clock.now().getTime());
    const profile = await ensureProfile(deps, caller);
    const params: Record<string, unknown> = req.params ?? {};
    const projectId = typeof params['projectId'] === 'string' ? params['projectId'] : undefined;
    const access = await authorize(deps, {
      userId: caller.userId,
      action,
      workspaceId: requestedWorkspace(req.headers),
      projectId,
    });
    const workspaceId = access?.workspaceId ?? accountWorkspaceId(caller.userId);
    return handle({ ...caller, profile, workspaceId, member: access?.member ?? null }, req, deps);
  });
}

/** How the caller is named to the workspace's other members (who did what): name, else e-mail. */
function actorOf(caller: OwnerCaller): string {
  if (caller.actor) return caller.actor;
  return memberLabel({
    displayName: caller.profile.displayName ?? caller.profile.fullName,
    email: caller.profile.email || caller.email || caller.userId,
  });
}

/** The caller's standing in the current workspace (routes whose action is not `self` always have one). */
function accessOf(caller: OwnerCaller): WorkspaceAccess {
  if (!caller.member) throw new Error('Workspace route reached without a membership');
  return { workspaceId: caller.workspaceId, member: caller.member };
}

export const editorApiRoutes: Route<EditorApiDeps>[] = [
  // ---- projects --------------------------------------------------------------------------------------
  ownerRoute(listProjectsEndpoint, (caller, req, deps) =>
    listProjects(deps, {
      userId: caller.workspaceId,
      filter: req.query.filter,
      limit: req.query.limit,
      cursor: req.query.cursor,
      createdBy: createdByFilterOf(req.query.mine, caller.userId),
    }),
  ),
  ownerRoute(getProjectEndpoint, (caller, req, deps) =>
    getProject(deps, { userId: caller.workspaceId, projectId: req.params.projectId }),
  ),
  ownerRoute(createProjectEndpoint, (caller, req, deps) => createProject(deps, { caller, body: req.body })),
  ownerRoute(listFootageLinkEndpoint, (caller, req, deps) =>
    listFootageLink(deps, { caller, url: req.body.url }),
  ),
  ownerRoute(renameProjectEndpoint, (caller, req, deps) =>
    renameProject(deps, {
      userId: caller.workspaceId,
      projectId: req.params.projectId,
      ...req.body,
      actor: actorOf(caller),
    }),
  ),
  ownerRoute(archiveProjectEndpoint, (caller, req, deps) =>
    archiveProject(deps, {
      userId: caller.workspaceId,
      projectId: req.params.projectId,
      actor: actorOf(caller),
    }),
  ),
  ownerRoute(restoreProjectEndpoint, (caller, req, deps) =>
    restoreProject(deps, { caller, projectId: req.params.projectId, actor: actorOf(caller) }),
  ),
  ownerRoute(approveProjectEndpoint, (caller, req, deps) =>
    approveProject(deps, { caller, projectId: req.params.projectId }),
  ),
  ownerRoute(extendReviewLinkEndpoint, (caller, req, deps) =>
    extendReviewLink(deps, { userId: caller.workspaceId, projectId: req.params.projectId }),
  ),
  ownerRoute(regenerateReviewLinkEndpoint, (caller, req, deps) =>
    regenerateReviewLink(deps, { userId: caller.workspaceId, projectId: req.params.projectId }),
  ),
  ownerRoute(setReviewLinkExpiryEndpoint, (caller, req, deps) =>
    setReviewLinkExpiry(deps, { caller, projectId: req.params.projectId, expiry: req.body.expiry }),
  ),
  ownerRoute(updateReviewLinkSettingsEndpoint, (caller, req, deps) =>
    updateReviewLinkSettings(deps, {
      userId: caller.workspaceId,
      projectId: req.params.projectId,
      ...req.body,
    }),
  ),
  ownerRoute(setReviewLinkPasswordEndpoint, (caller, req, deps) =>
    setReviewLinkPassword(deps, {
      userId: caller.workspaceId,
      projectId: req.params.projectId,
      password: req.body.password,
    }),
  ),
  ownerRoute(getProjectFollowEndpoint, (caller, req, deps) =>
    getProjectFollow(deps, { access: accessOf(caller), projectId: req.params.projectId }),
  ),
  ownerRoute(setProjectFollowEndpoint, (caller, req, deps) =>
    setProjectFollow(deps, {
      access: accessOf(caller),
      projectId: req.params.projectId,
      following: req.body.following,
    }),
  ),
  // ---- videos ----------------------------------------------------------------------------------------
  ownerRoute(setVideoStatusEndpoint, (caller, req, deps) =>
    setVideoStatus(deps, { userId: caller.workspaceId, ...req.params, status: req.body.status }),
  ),
  ownerRoute(addVideoEndpoint, (caller, req, deps) =>
    addVideo(deps, {
      userId: caller.workspaceId,
      projectId: req.params.projectId,
      ...req.body,
      actor: actorOf(caller),
    }),
  ),
  ownerRoute(addVideoVersionEndpoint, (caller, req, deps) =>
    addVideoVersion(deps, { userId: caller.workspaceId, ...req.params, ...req.body, actor: actorOf(caller) }),
  ),
  ownerRoute(updateVideoNotesEndpoint, (caller, req, deps) =>
    updateVideoNotes(deps, { userId: caller.workspaceId, ...req.params, notes: req.body.notes }),
  ),
  // ---- notes -----------------------------------------------------------------------------------------
  ownerRoute(listVersionNotesEndpoint, (caller, req, deps) =>
    listVersionNotes(deps, { userId: caller.workspaceId, ...req.params, cursor: req.query.cursor }),
  ),
  ownerRoute(addOwnerNoteEndpoint, (caller, req, deps) =>
    addOwnerNote(deps, { userId: caller.workspaceId, ...req.params, body: req.body, author: caller.profile }),
  ),
  ownerRoute(setNoteStatusEndpoint, (caller, req, deps) =>
    setNoteStatus(deps, {
      userId: caller.workspaceId,
      ...req.params,
      status: req.body.status,
      actor: actorOf(caller),
    }),
  ),
  ownerRoute(replyToNoteEndpoint, (caller, req, deps) =>
    replyAsEditor(deps, {
      userId: caller.workspaceId,
      ...req.params,
      body: req.body,
      author: caller.profile,
      actor: actorOf(caller),
    }),
  ),
  // ---- notifications ---------------------------------------------------------------------------------
  // Polled by every open editor: answered 304 after two small reads when nothing changed.
  ownerRoute(listNotificationsEndpoint, (caller, req, deps) =>
    answerIfChanged(
      req.headers['if-none-match'],
      () => notificationsVersion(deps, { userId: caller.userId }),
      () => listNotifications(deps, { userId: caller.userId }),
    ),
  ),
  ownerRoute(markNotificationReadEndpoint, (caller, req, deps) =>
    markNotificationRead(deps, { userId: caller.userId, notificationId: req.params.notificationId }),
  ),
  ownerRoute(markAllNotificationsReadEndpoint, (caller, _req, deps) =>
    markAllNotificationsRead(deps, { userId: caller.userId }),
  ),
  ownerRoute(dismissReminderEndpoint, (caller, req, deps) =>
    dismissReminder(deps, { userId: caller.userId, notificationId: req.params.notificationId }),
  ),
  // ---- dashboard -------------------------------------------------------------------------------------
  ownerRoute(listProjectActivityEndpoint, (caller, req, deps) =>
    listProjectActivity(deps, {
      workspaceId: caller.workspaceId,
      projectId: req.params.projectId,
      ...req.query,
    }),
  ),
  ownerRoute(getDashboardEndpoint, (caller, req, deps) =>
    getDashboard(deps, { caller, createdBy: createdByFilterOf(req.query.mine, caller.userId) }),
  ),
  // ---- marker export (read-only: archived projects export too) -------------------------------------
  ownerRoute(exportVersionMarkersEndpoint, (caller, req, deps) => {
    const { format, versionId, ...options } = req.query;
    return exportVersionMarkers(deps, {
      userId: caller.workspaceId,
      ...req.params,
      format,
      ...(versionId ? { versionId } : {}),
      options,
    });
  }),
  ownerRoute(exportProjectMarkersEndpoint, (caller, req, deps) => {
    const { format, ...options } = req.query;
    return exportProjectMarkers(deps, {
      userId: caller.workspaceId,
      projectId: req.params.projectId,
      ...(format ? { format } : {}),
      options,
    });
  }),
  // ---- workspaces ------------------------------------------------------------------------------------
  ownerRoute(listMyWorkspacesEndpoint, (caller, _req, deps) =>
    listMyWorkspaces(deps, { userId: caller.userId }),
  ),
  ownerRoute(getCurrentWorkspaceEndpoint, async (caller, _req, deps) => ({
    ...(await getCurrentWorkspace(deps, { access: accessOf(caller) })),
    planLevel: (await workspacePlanProfile(deps, caller)).planLevel,
  })),
  ownerRoute(listWorkspaceMembersEndpoint, (caller, _req, deps) =>
    listWorkspaceMembers(deps, { access: accessOf(caller) }),
  ),
  // ---- viewing analytics -----------------------------------------------------------------------------
  ownerRoute(getAnalyticsSettingsEndpoint, (caller, _req, deps) =>
    getAnalyticsSettings(deps, { workspaceId: caller.workspaceId }),
  ),
  ownerRoute(updateAnalyticsSettingsEndpoint, (caller, req, deps) =>
    updateAnalyticsSettings(deps, { workspaceId: caller.workspaceId, settings: req.body }),
  ),
  ownerRoute(getProjectAnalyticsEndpoint, async (caller, req, deps) =>
    getProjectAnalytics(deps, {
      workspaceId: caller.workspaceId,
      plan: (await workspacePlanProfile(deps, caller)).planLevel,
      projectId: req.params.projectId,
    }),
  ),
  ownerRoute(getProjectHeatmapsEndpoint, async (caller, req, deps) =>
    getProjectHeatmaps(deps, {
      workspaceId: caller.workspaceId,
      plan: (await workspacePlanProfile(deps, caller)).planLevel,
      projectId: req.params.projectId,
    }),
  ),
  ownerRoute(getWorkspaceAnalyticsEndpoint, async (caller, req, deps) =>
    getWorkspaceAnalytics(deps, {
      workspaceId: caller.workspaceId,
      plan: (await workspacePlanProfile(deps, caller)).planLevel,
      ...req.query,
    }),
  ),
  // ---- profile ---------------------------------------------------------------------------------------
  ownerRoute(getProfileEndpoint, (caller, _req, deps) => getProfile(deps, { caller })),
  ownerRoute(clearMailSuppressionEndpoint, (caller, _req, deps) => clearMailSuppression(deps, { caller })),
  ownerRoute(updateMailPreferencesEndpoint, (caller, req, deps) =>
    updateMailPreferences(deps, { caller, mailPreferences: req.body }),
  ),
  // ---- billing ---------------------------------------------------------------------------------------
  ownerRoute(createCheckoutEndpoint, (caller, req, deps) =>
    startCheckout(deps.billing(), { userId: caller.workspaceId, priceKey: req.body.priceKey }),
  ),
  ownerRoute(createPortalSessionEndpoint, (caller, _req, deps) =>
    openBillingPortal(deps.billing(), { userId: caller.workspaceId }),
  ),
  ownerRoute(getBillingSubscriptionEndpoint, (caller, _req, deps) =>
    currentSubscription(deps.billing(), { userId: caller.workspaceId }),
  ),
  ownerRoute(previewPlanChangeEndpoint, (caller, req, deps) =>
    previewPlanChange(deps.billing(), { userId: caller.workspaceId, priceKey: req.body.priceKey }),
  ),
  ownerRoute(changePlanEndpoint, (caller, req, deps) =>
    changePlan(deps.billing(), { userId: caller.workspaceId, priceKey: req.body.priceKey }),
  ),
  // ---- account ---------------------------------------------------------------------------------------
  ownerRoute(deleteAccountEndpoint, (caller, req, deps) =>
    deleteAccount(deps.account(), { userId: caller.userId, ...req.body }),
  ),
  ownerRoute(deactivateAccountEndpoint, (caller, _req, deps) =>
    deactivateAccount(deps.account(), { userId: caller.userId }),
  ),
  ownerRoute(reactivateAccountEndpoint, (caller, _req, deps) =>
    reactivateAccount(deps.account(), { userId: caller.userId }),
  ),
  ownerRoute(updateProfileEndpoint, (caller, req, deps) =>
    updateProfile(deps, { caller, displayName: req.body.displayName }),
  ),
  ownerRoute(setProfileTimeZoneEndpoint, (caller, req, deps) =>
    setProfileTimeZone(deps, { caller, timeZone: req.body.timeZone }),
  ),
  ownerRoute(updatePreferencesEndpoint, (caller, req, deps) =>
    updatePreferences(deps, { caller, timeDisplay: req.body.timeDisplay }),
  ),
  ownerRoute(requestAvatarUploadEndpoint, (caller, req, deps) =>
    requestAvatarUpload(deps, { userId: caller.userId, ...req.body }),
  ),
  ownerRoute(confirmAvatarEndpoint, (caller, req, deps) =>
    confirmAvatar(deps, { caller, key: req.body.key }),
  ),
  // ---- team (invitations, members, seats) ------------------------------------------------------------
  ownerRoute(getTeamEndpoint, (caller, _req, deps) =>
    getTeam(deps.team(), { workspaceId: caller.workspaceId }),
  ),
  ownerRoute(inviteMemberEndpoint, (caller, req, deps) =>
    inviteMember(deps.team(), {
      workspaceId: caller.workspaceId,
      caller: teamCallerOf(caller),
      email: req.body.email,
      role: req.body.role,
    }),
  ),
  ownerRoute(resendInvitationEndpoint, (caller, req, deps) =>
    resendInvitation(deps.team(), { workspaceId: caller.workspaceId, invitationId: req.params.invitationId }),
  ),
  ownerRoute(revokeInvitationEndpoint, (caller, req, deps) =>
    revokeInvitation(deps.team(), { workspaceId: caller.workspaceId, invitationId: req.params.invitationId }),
  ),
  ownerRoute(removeMemberEndpoint, (caller, req, deps) =>
    removeMember(deps.team(), {
      workspaceId: caller.workspaceId,
      callerId: caller.userId,
      userId: req.params.userId,
    }),
  ),
  ownerRoute(changeMemberRoleEndpoint, (caller, req, deps) =>
    changeMemberRole(deps.team(), {
      workspaceId: caller.workspaceId,
      callerId: caller.userId,
      userId: req.params.userId,
      role: req.body.role,
    }),
  ),
  ownerRoute(transferOwnershipEndpoint, (caller, req, deps) =>
    transferOwnership(deps.team(), {
      workspaceId: caller.workspaceId,
      callerId: caller.userId,
      callerRole: accessOf(caller).member.role,
      userId: req.body.userId,
    }),
  ),
  ownerRoute(leaveWorkspaceEndpoint, (caller, _req, deps) =>
    leaveWorkspace(deps.team(), {
      workspaceId: caller.workspaceId,
      userId: caller.userId,
      role: accessOf(caller).member.role,
    }),
  ),
  ownerRoute(acceptInvitationEndpoint, (caller, req, deps) =>
    acceptInvitation(deps.team(), { token: req.body.token, caller: teamCallerOf(caller) }),
  ),
  ownerRoute(previewSeatChangeEndpoint, (caller, req, deps) =>
    previewSeatChange(deps.billing(), { workspaceId: caller.workspaceId, seats: req.body.seats }),
  ),
  ownerRoute(changeSeatsEndpoint, (caller, req, deps) =>
    changeSeats(deps.billing(), { workspaceId: caller.workspaceId, seats: req.body.seats }),
  ),
  // ---- webhooks (Settings › Webhooks) ----------------------------------------------------------------
  ...webhookRoutes(ownerRoute),
  // ---- API keys (Settings › API) ----------------------------------------------------------------------
  ...apiKeyRoutes(ownerRoute, {
    planOf: async (caller, deps) => (await workspacePlanProfile(deps, caller)).planLevel,
    actorOf,
  }),
  // ---- brand (Settings › Branding) ---------------------------------------------------------------------
  ...brandRoutes(ownerRoute, {
    mayChangeBrand: (caller) => roleMay(accessOf(caller).member.role, 'manageBranding'),
  }),
];
