/**
 * The projects capability's routes (shared/api/endpoints/projects, videos, notes, replies, notifications,
 * activity, dashboard, markers, footage and profile): each one an owner route of the serving Lambda
 * (functions/platform/http/owner-route.ts), then one use case. The project use cases take the workspace's id
 * as their scope (a project's `userId` is its workspace); notifications and the profile are the caller's own.
 * The Lambda says how the caller is named (it owns the profile).
 */
import { listProjectActivity as listProjectActivityEndpoint } from '../../shared/api/endpoints/activity';
import { getDashboard as getDashboardEndpoint } from '../../shared/api/endpoints/dashboard';
import { listFootageLink as listFootageLinkEndpoint } from '../../shared/api/endpoints/footage';
import {
  exportProjectMarkers as exportProjectMarkersEndpoint,
  exportVersionMarkers as exportVersionMarkersEndpoint,
} from '../../shared/api/endpoints/markers';
import {
  addOwnerNote as addOwnerNoteEndpoint,
  listVersionNotes as listVersionNotesEndpoint,
  setNoteStatus as setNoteStatusEndpoint,
} from '../../shared/api/endpoints/notes';
import {
  dismissReminder as dismissReminderEndpoint,
  listNotifications as listNotificationsEndpoint,
  markAllNotificationsRead as markAllNotificationsReadEndpoint,
  markNotificationRead as markNotificationReadEndpoint,
} from '../../shared/api/endpoints/notifications';
import {
  clearMailSuppression as clearMailSuppressionEndpoint,
  confirmAvatar as confirmAvatarEndpoint,
  getProfile as getProfileEndpoint,
  requestAvatarUpload as requestAvatarUploadEndpoint,
  setProfileTimeZone as setProfileTimeZoneEndpoint,
  updateMailPreferences as updateMailPreferencesEndpoint,
  updatePreferences as updatePreferencesEndpoint,
  updateProfile as updateProfileEndpoint,
} from '../../shared/api/endpoints/profile';
import {
  approveProject as approveProjectEndpoint,
  archiveProject as archiveProjectEndpoint,
  createProject as createProjectEndpoint,
  extendReviewLink as extendReviewLinkEndpoint,
  getProject as getProjectEndpoint,
  listProjects as listProjectsEndpoint,
  regenerateReviewLink as regenerateReviewLinkEndpoint,
  renameProject as renameProjectEndpoint,
  restoreProject as restoreProjectEndpoint,
  setReviewLinkExpiry as setReviewLinkExpiryEndpoint,
  setReviewLinkPassword as setReviewLinkPasswordEndpoint,
  updateReviewLinkSettings as updateReviewLinkSettingsEndpoint,
} from '../../shared/api/endpoints/projects';
import { replyToNote as replyToNoteEndpoint } from '../../shared/api/endpoints/replies';
import {
  addVideo as addVideoEndpoint,
  addVideoVersion as addVideoVersionEndpoint,
  setVideoStatus as setVideoStatusEndpoint,
  updateVideoNotes as updateVideoNotesEndpoint,
} from '../../shared/api/endpoints/videos';
import { createdByFilterOf } from '../../shared/domain/mine-filter';
import { answerIfChanged } from '../platform/http/conditional';
import type { OwnerRouteFactory, WorkspaceCaller } from '../platform/http/owner-route';
import type { Route } from '../platform/http/route';
import {
  addOwnerNote,
  addVideo,
  addVideoVersion,
  approveProject,
  archiveProject,
  clearMailSuppression,
  confirmAvatar,
  createProject,
  dismissReminder,
  exportProjectMarkers,
  exportVersionMarkers,
  extendReviewLink,
  getDashboard,
  getProfile,
  getProject,
  listFootageLink,
  listNotifications,
  listProjectActivity,
  listProjects,
  listVersionNotes,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsVersion,
  regenerateReviewLink,
  renameProject,
  replyAsEditor,
  requestAvatarUpload,
  restoreProject,
  setNoteStatus,
  setProfileTimeZone,
  setReviewLinkExpiry,
  setReviewLinkPassword,
  setVideoStatus,
  updateMailPreferences,
  updatePreferences,
  updateProfile,
  updateReviewLinkSettings,
  updateVideoNotes,
  type FootageListingPort,
} from './index';
import type { Profile } from '../../shared/domain/entities';
import type { EditorPorts } from './ports';
import type { RepliesRepository } from './reply-ports';
import type { Caller } from './use-cases/ensure-profile';

/** What the projects routes' use cases are given. */
export type ProjectRouteDeps = EditorPorts & { replies: RepliesRepository; footage: FootageListingPort };

/** The owner route's caller as the project use cases see it (the profile the route already ensured). */
export type ProjectRouteCaller = WorkspaceCaller & Caller;

export interface ProjectRouteCallers<C> {
  /** How the caller is named to the workspace's other members (who added a version, moved a note). */
  actorOf(caller: C): string;
  /** Whose name signs what the caller writes to a client (a reply, an editor's note): the acting member's. */
  authorOf(caller: C): Pick<Profile, 'displayName' | 'fullName'>;
}

export function projectRoutes<D extends ProjectRouteDeps, C extends ProjectRouteCaller>(
  ownerRoute: OwnerRouteFactory<D, C>,
  callers: ProjectRouteCallers<C>,
): Route<D>[] {
  return [
    ...projectLifecycleRoutes(ownerRoute, callers),
    ...videoAndNoteRoutes(ownerRoute, callers),
    ...overviewRoutes(ownerRoute),
    ...profileRoutes(ownerRoute),
  ];
}

/** Projects and their review link. */
function projectLifecycleRoutes<D extends ProjectRouteDeps, C extends ProjectRouteCaller>(
  ownerRoute: OwnerRouteFactory<D, C>,
  callers: ProjectRouteCallers<C>,
): Route<D>[] {
  return [
    ownerRoute(listProjectsEndpoint, (caller, req, deps) =>
      listProjects(deps, {
        userId: caller.workspaceId,
        filter: req.query.filter,
        limit: req.query.limit,
        cursor: req.query.cursor,
        createdBy: createdByFilterOf(req.query.mine, caller.userId),
        q: req.query.q,
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
        actor: callers.actorOf(caller),
      }),
    ),
    ownerRoute(archiveProjectEndpoint, (caller, req, deps) =>
      archiveProject(deps, {
        userId: caller.workspaceId,
        projectId: req.params.projectId,
        actor: callers.actorOf(caller),
      }),
    ),
    ownerRoute(restoreProjectEndpoint, (caller, req, deps) =>
      restoreProject(deps, { caller, projectId: req.params.projectId, actor: callers.actorOf(caller) }),
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
  ];
}

/** A project's videos, versions, notes and the editor's replies. */
function videoAndNoteRoutes<D extends ProjectRouteDeps, C extends ProjectRouteCaller>(
  ownerRoute: OwnerRouteFactory<D, C>,
  callers: ProjectRouteCallers<C>,
): Route<D>[] {
  return [
    ownerRoute(setVideoStatusEndpoint, (caller, req, deps) =>
      setVideoStatus(deps, { userId: caller.workspaceId, ...req.params, status: req.body.status }),
    ),
    ownerRoute(addVideoEndpoint, (caller, req, deps) =>
      addVideo(deps, {
        userId: caller.workspaceId,
        projectId: req.params.projectId,
        ...req.body,
        actor: callers.actorOf(caller),
      }),
    ),
    ownerRoute(addVideoVersionEndpoint, (caller, req, deps) =>
      addVideoVersion(deps, {
        userId: caller.workspaceId,
        ...req.params,
        ...req.body,
        actor: callers.actorOf(caller),
      }),
    ),
    ownerRoute(updateVideoNotesEndpoint, (caller, req, deps) =>
      updateVideoNotes(deps, { userId: caller.workspaceId, ...req.params, notes: req.body.notes }),
    ),
    ownerRoute(listVersionNotesEndpoint, (caller, req, deps) =>
      listVersionNotes(deps, { userId: caller.workspaceId, ...req.params, cursor: req.query.cursor }),
    ),
    ownerRoute(addOwnerNoteEndpoint, (caller, req, deps) =>
      addOwnerNote(deps, {
        userId: caller.workspaceId,
        ...req.params,
        body: req.body,
        author: callers.authorOf(caller),
      }),
    ),
    ownerRoute(setNoteStatusEndpoint, (caller, req, deps) =>
      setNoteStatus(deps, {
        userId: caller.workspaceId,
        ...req.params,
        status: req.body.status,
        actor: callers.actorOf(caller),
      }),
    ),
    ownerRoute(replyToNoteEndpoint, (caller, req, deps) =>
      replyAsEditor(deps, {
        userId: caller.workspaceId,
        ...req.params,
        body: req.body,
        author: callers.authorOf(caller),
        actor: callers.actorOf(caller),
      }),
    ),
  ];
}

/** What the editor reads across projects: notifications, activity, the dashboard, marker exports. */
function overviewRoutes<D extends ProjectRouteDeps, C extends ProjectRouteCaller>(
  ownerRoute: OwnerRouteFactory<D, C>,
): Route<D>[] {
  return [
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
    // Marker export is read-only: archived projects export too.
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
  ];
}

/** The caller's own profile, preferences and avatar. */
function profileRoutes<D extends ProjectRouteDeps, C extends ProjectRouteCaller>(
  ownerRoute: OwnerRouteFactory<D, C>,
): Route<D>[] {
  return [
    ownerRoute(getProfileEndpoint, (caller, _req, deps) => getProfile(deps, { caller })),
    ownerRoute(clearMailSuppressionEndpoint, (caller, _req, deps) => clearMailSuppression(deps, { caller })),
    ownerRoute(updateMailPreferencesEndpoint, (caller, req, deps) =>
      updateMailPreferences(deps, { caller, mailPreferences: req.body }),
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
}
