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
import { requireAuth, route, type AuthContext, type Route, type RouteHandler } from '../platform/http/route';
import { deactivateAccount, reactivateAccount } from '../account';
import { deleteAccount } from '../account';
import { openBillingPortal } from '../billing';
import { startCheckout } from '../billing';
import { changePlan, currentSubscription, previewPlanChange } from '../billing';
import { approveProject } from '../projects';
import { createProject } from '../projects';
import { getDashboard } from '../projects';
import { getProject, listVersionNotes } from '../projects';
import { listProjects } from '../projects';
import {
  dismissReminder,
  listNotifications,
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
import { ensureProfile } from '../projects';
import type { EditorApiDeps } from './deps';
import { enforceRateLimit } from './rate-limit';

/**
 * An owner route: the caller comes from the verified JWT only, spends one token of its bucket, and its
 * profile is ensured before anything else runs. That one read (a Query that also sees the account's
 * tombstone) refuses a deleted or deleting account's still-valid token with 401 on EVERY route, and the
 * use cases that need the profile take it from the caller instead of reading it again.
 */
function ownerRoute<E extends Endpoint>(
  endpoint: E,
  handle: (
    caller: AuthContext & { profile: Profile },
    req: Parameters<RouteHandler<E, EditorApiDeps>>[0],
    deps: EditorApiDeps,
  ) => ReturnType<RouteHandler<E, EditorApiDeps>>,
): Route<EditorApiDeps> {
  return route<E, EditorApiDeps>(endpoint, async (req, deps) => {
    const caller = requireAuth(req);
    enforceRateLimit(deps.rateLimiter, caller.userId, deps.clock.now().getTime());
    const profile = await ensureProfile(deps, caller);
    return handle({ ...caller, profile }, req, deps);
  });
}

export const editorApiRoutes: Route<EditorApiDeps>[] = [
  // ---- projects --------------------------------------------------------------------------------------
  ownerRoute(listProjectsEndpoint, (caller, req, deps) =>
    listProjects(deps, { userId: caller.userId, ...req.query }),
  ),
  ownerRoute(getProjectEndpoint, (caller, req, deps) =>
    getProject(deps, { userId: caller.userId, projectId: req.params.projectId }),
  ),
  ownerRoute(createProjectEndpoint, (caller, req, deps) => createProject(deps, { caller, body: req.body })),
  ownerRoute(renameProjectEndpoint, (caller, req, deps) =>
    renameProject(deps, { userId: caller.userId, projectId: req.params.projectId, ...req.body }),
  ),
  ownerRoute(archiveProjectEndpoint, (caller, req, deps) =>
    archiveProject(deps, { userId: caller.userId, projectId: req.params.projectId }),
  ),
  ownerRoute(restoreProjectEndpoint, (caller, req, deps) =>
    restoreProject(deps, { caller, projectId: req.params.projectId }),
  ),
  ownerRoute(approveProjectEndpoint, (caller, req, deps) =>
    approveProject(deps, { caller, projectId: req.params.projectId }),
  ),
  ownerRoute(extendReviewLinkEndpoint, (caller, req, deps) =>
    extendReviewLink(deps, { userId: caller.userId, projectId: req.params.projectId }),
  ),
  ownerRoute(regenerateReviewLinkEndpoint, (caller, req, deps) =>
    regenerateReviewLink(deps, { userId: caller.userId, projectId: req.params.projectId }),
  ),
  ownerRoute(setReviewLinkExpiryEndpoint, (caller, req, deps) =>
    setReviewLinkExpiry(deps, { caller, projectId: req.params.projectId, expiry: req.body.expiry }),
  ),
  ownerRoute(updateReviewLinkSettingsEndpoint, (caller, req, deps) =>
    updateReviewLinkSettings(deps, { userId: caller.userId, projectId: req.params.projectId, ...req.body }),
  ),
  ownerRoute(setReviewLinkPasswordEndpoint, (caller, req, deps) =>
    setReviewLinkPassword(deps, {
      userId: caller.userId,
      projectId: req.params.projectId,
      password: req.body.password,
    }),
  ),
  // ---- videos ----------------------------------------------------------------------------------------
  ownerRoute(setVideoStatusEndpoint, (caller, req, deps) =>
    setVideoStatus(deps, { userId: caller.userId, ...req.params, status: req.body.status }),
  ),
  ownerRoute(addVideoEndpoint, (caller, req, deps) =>
    addVideo(deps, { userId: caller.userId, projectId: req.params.projectId, ...req.body }),
  ),
  ownerRoute(addVideoVersionEndpoint, (caller, req, deps) =>
    addVideoVersion(deps, { userId: caller.userId, ...req.params, ...req.body }),
  ),
  ownerRoute(updateVideoNotesEndpoint, (caller, req, deps) =>
    updateVideoNotes(deps, { userId: caller.userId, ...req.params, notes: req.body.notes }),
  ),
  // ---- notes -----------------------------------------------------------------------------------------
  ownerRoute(listVersionNotesEndpoint, (caller, req, deps) =>
    listVersionNotes(deps, { userId: caller.userId, ...req.params, cursor: req.query.cursor }),
  ),
  ownerRoute(addOwnerNoteEndpoint, (caller, req, deps) =>
    addOwnerNote(deps, { userId: caller.userId, ...req.params, body: req.body }),
  ),
  ownerRoute(setNoteStatusEndpoint, (caller, req, deps) =>
    setNoteStatus(deps, { userId: caller.userId, ...req.params, status: req.body.status }),
  ),
  ownerRoute(replyToNoteEndpoint, (caller, req, deps) =>
    replyAsEditor(deps, { userId: caller.userId, ...req.params, body: req.body }),
  ),
  // ---- notifications ---------------------------------------------------------------------------------
  ownerRoute(listNotificationsEndpoint, (caller, _req, deps) =>
    listNotifications(deps, { userId: caller.userId }),
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
  ownerRoute(getDashboardEndpoint, (caller, _req, deps) => getDashboard(deps, { caller })),
  // ---- marker export (read-only: archived projects export too) -------------------------------------
  ownerRoute(exportVersionMarkersEndpoint, (caller, req, deps) => {
    const { format, versionId, ...options } = req.query;
    return exportVersionMarkers(deps, {
      userId: caller.userId,
      ...req.params,
      format,
      ...(versionId ? { versionId } : {}),
      options,
    });
  }),
  ownerRoute(exportProjectMarkersEndpoint, (caller, req, deps) => {
    const { format, ...options } = req.query;
    return exportProjectMarkers(deps, {
      userId: caller.userId,
      projectId: req.params.projectId,
      ...(format ? { format } : {}),
      options,
    });
  }),
  // ---- profile ---------------------------------------------------------------------------------------
  ownerRoute(getProfileEndpoint, (caller, _req, deps) => getProfile(deps, { caller })),
  ownerRoute(clearMailSuppressionEndpoint, (caller, _req, deps) => clearMailSuppression(deps, { caller })),
  ownerRoute(updateMailPreferencesEndpoint, (caller, req, deps) =>
    updateMailPreferences(deps, { caller, mailPreferences: req.body }),
  ),
  // ---- billing ---------------------------------------------------------------------------------------
  ownerRoute(createCheckoutEndpoint, (caller, req, deps) =>
    startCheckout(deps.billing(), { userId: caller.userId, priceKey: req.body.priceKey }),
  ),
  ownerRoute(createPortalSessionEndpoint, (caller, _req, deps) =>
    openBillingPortal(deps.billing(), { userId: caller.userId }),
  ),
  ownerRoute(getBillingSubscriptionEndpoint, (caller, _req, deps) =>
    currentSubscription(deps.billing(), { userId: caller.userId }),
  ),
  ownerRoute(previewPlanChangeEndpoint, (caller, req, deps) =>
    previewPlanChange(deps.billing(), { userId: caller.userId, priceKey: req.body.priceKey }),
  ),
  ownerRoute(changePlanEndpoint, (caller, req, deps) =>
    changePlan(deps.billing(), { userId: caller.userId, priceKey: req.body.priceKey }),
  ),
  // ---- account ---------------------------------------------------------------------------------------
  ownerRoute(deleteAccountEndpoint, (caller, req, deps) =>
    deleteAccount(deps.account(), { userId: caller.userId, password: req.body.password }),
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
];
