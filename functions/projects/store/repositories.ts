/**
 * The repository layer's port implementations (functions/README.md): each object implements a use-case port
 * directly over this folder's access patterns, storing the entities the use case built as they are. Key
 * strings, conditions and SDK calls stay in the repository files beside this one.
 */
import { backfillDashboardCounts, getDashboardCounts } from './dashboard-counts';
import {
  getLinkOpens,
  getLinkOpensMany,
  setChosenShareExpiry,
  setReviewLinkSettings,
  setSharePassword,
} from './review-link-repository';
import { NotFoundError } from '../../../shared/errors/app-error';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import type { Clock, NotificationsRepository, ProfilesRepository, ProjectsRepository } from '../ports';
import type { RepliesRepository } from '../reply-ports';
import { storeReply } from './reply-repository';
import type { DbPort } from '../../platform/db/db-port';
import {
  listVersionNotesPage,
  versionExists,
  noteCursorAfter,
  noteCursorAtStart,
  setNoteStatus,
  submitNoteBatch,
} from './note-repository';
import type { NotePagesPort } from '../aggregate';
import type { StatusRulePorts } from '../use-cases/status-rule';
import {
  countUnreadNotifications,
  dismissReminder,
  listNotifications,
  newestNotificationId,
  listUnreadReminders,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification-repository';
import { createProfileIfAbsent, getCallerProfile, updateProfile } from './profile-repository';
import {
  archiveProject,
  getOwnedProject,
  extendShareLink,
  getProjectWhole,
  insertProject,
  listAllProjectsByOwner,
  listProjectsByOwner,
  regenerateShareToken,
  renameProject,
  restoreProject,
  storeProjectApproval,
  updateProjectStatus,
} from './project-repository';
import { listProjectActivity } from './activity-page';
import { searchProjectsByOwner } from './project-search';
import {
  addVersion,
  insertVideo,
  recordDownloadResult,
  setVideoNotes,
  setVideoStatus,
} from './video-repository';

/** The whole project by id, or null when it does not exist. */
export async function loadAggregate(db: DbPort, projectId: string, options: { consistent?: boolean } = {}) {
  try {
    return await getProjectWhole(db, projectId, options);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** The editor's projects port (the whole project, its videos, versions, notes, link and status). */
export function projectRepository(db: DbPort): ProjectsRepository {
  return {
    ...projectRecords(db),
    ...reviewLinkWrites(db),
    ...videoWrites(db),
    ...ownerNoteWrites(db),
  };
}

type ReviewLinkMethods =
  | 'setShareExpiry'
  | 'setChosenShareExpiry'
  | 'linkOpens'
  | 'setLinkPassword'
  | 'linkOpensMany'
  | 'setReviewLinkSettings'
  | 'replaceShareToken';
type VideoMethods =
  'setVideoStatus' | 'addVideo' | 'addVersion' | 'setVideoNotes' | 'recordDriveLinkFallback';
type OwnerNoteMethods = 'addOwnerNote' | 'setNoteStatus';

/** The project item itself: listing, loading, creating, renaming, archiving, restoring, approving, status. */
function projectRecords(
  db: DbPort,
): Omit<ProjectsRepository, ReviewLinkMethods | VideoMethods | OwnerNoteMethods> {
  return {
    listProjects: (userId, filter, limit, cursor, createdBy) =>
      listProjectsByOwner(db, { userId, filter, limit, cursor: cursor ?? null, createdBy }),
    searchProjects: (input) => searchProjectsByOwner(db, { ...input, cursor: input.cursor ?? null }),
    listAllProjects: (userId) => listAllProjectsByOwner(db, userId),
    async activityPage(input) {
      // The project's workspace is checked beside the page (two requests at once): another's is a 404.
      const [, page] = await Promise.all([
        getOwnedProject(db, input.projectId, input.workspaceId),
        listProjectActivity(db, input),
      ]);
      return page;
    },
    dashboardCounts: (workspaceId, memberId) => getDashboardCounts(db, workspaceId, memberId),
    backfillDashboardCounts: (workspaceId, memberId) =>
      backfillDashboardCounts(db, workspaceId, (id) => listAllProjectsByOwner(db, id), memberId),
    loadTree: (projectId) => loadAggregate(db, projectId),
    async createProject({ project, videos, versions, planCap }) {
      return (await insertProject(db, { project, videos, versions, activeProjectCap: planCap })).project;
    },
    renameProject: (input) =>
      renameProject(db, {
        projectId: input.projectId,
        ownerId: input.userId,
        name: input.name,
        clientDisplayName: input.clientDisplayName,
        expectedRevision: input.expectedRevision ?? 0,
        activity: input.activity,
      }),
    archiveProject: (input) =>
      archiveProject(db, {
        projectId: input.projectId,
        ownerId: input.userId,
        now: input.now,
        activity: input.activity,
      }),
    restoreProject: (input) =>
      restoreProject(db, {
        projectId: input.projectId,
        ownerId: input.userId,
        status: input.status,
        now: input.now,
        activeProjectCap: input.planCap,
        activity: input.activity,
      }),
    approveProject: (input) =>
      storeProjectApproval(db, {
        ownerId: input.userId,
        project: input.project,
        videoIds: input.videoIds,
        notApprovedCount: input.notApprovedCount,
        notes: input.notes,
        approval: input.approval,
        now: input.now,
        activity: input.activity,
      }),
    async setProjectStatus(input) {
      return (await updateProjectStatus(db, input.project, input.status, input.now)) ?? input.project;
    },
  };
}

/** The review link's settings: expiry, password, on/off and downloads, a new token, and its opens. */
function reviewLinkWrites(db: DbPort): Pick<ProjectsRepository, ReviewLinkMethods> {
  return {
    setShareExpiry: (input) =>
      extendShareLink(db, {
        projectId: input.projectId,
        ownerId: input.userId,
        shareExpiresAt: input.expiresAt,
      }),
    setChosenShareExpiry: (input) =>
      setChosenShareExpiry(db, {
        projectId: input.projectId,
        ownerId: input.userId,
        shareExpiresAt: input.expiresAt,
      }),
    linkOpens: (token) => getLinkOpens(db, token),
    setLinkPassword: (input) =>
      setSharePassword(db, {
        projectId: input.projectId,
        ownerId: input.userId,
        token: input.token,
        passwordHash: input.passwordHash,
      }),
    linkOpensMany: (tokens) => getLinkOpensMany(db, tokens),
    setReviewLinkSettings: (input) =>
      setReviewLinkSettings(db, {
        projectId: input.projectId,
        ownerId: input.userId,
        token: input.token,
        now: input.now,
        enabled: input.enabled,
        downloadsAllowed: input.downloadsAllowed,
      }),
    replaceShareToken: (input) =>
      regenerateShareToken(db, {
        projectId: input.project.id,
        ownerId: input.userId,
        newToken: input.token,
        shareExpiresAt: input.expiresAt,
        now: input.now,
      }),
  };
}

/** A project's videos and versions: status, a new video or version, the editor's notes, Drive's link. */
function videoWrites(db: DbPort): Pick<ProjectsRepository, VideoMethods> {
  return {
    setVideoStatus: (input) =>
      setVideoStatus(db, {
        projectId: input.project.id,
        videoId: input.videoId,
        status: input.status,
        now: input.now,
        ownerId: input.userId,
      }),
    addVideo: ({ userId, video, version }) => insertVideo(db, { ownerId: userId, video, version }),
    addVersion: (input) =>
      addVersion(db, {
        projectId: input.project.id,
        ownerId: input.userId,
        videoId: input.videoId,
        version: input.version,
        now: input.now,
      }),
    setVideoNotes: (input) =>
      setVideoNotes(db, {
        projectId: input.project.id,
        videoId: input.videoId,
        notes: input.notes,
        ownerId: input.userId,
      }),
    async recordDriveLinkFallback(input) {
      await recordDownloadResult(db, {
        projectId: input.projectId,
        videoId: input.videoId,
        versionId: input.versionId,
        versionNumber: input.versionNumber,
        result: { kind: 'drive_link', statusNote: input.note },
      });
    },
  };
}

/** The editor's own notes on a version and the status of any note. */
function ownerNoteWrites(db: DbPort): Pick<ProjectsRepository, OwnerNoteMethods> {
  return {
    async addOwnerNote(input) {
      const stored = await submitNoteBatch(db, {
        projectId: input.project.id,
        batchId: input.note.submitBatchId,
        notes: [input.note],
        now: input.note.createdAt,
        caps: {
          versions: [
            {
              videoId: input.note.videoId,
              versionNumber: input.versionNumber,
              adding: 1,
              stored: input.storedOnVersion,
            },
          ],
        },
      });
      const note = stored.notes[0];
      if (!note) throw new Error('The note batch answered no note');
      return { created: stored.created, note };
    },
    setNoteStatus: (input) =>
      setNoteStatus(db, {
        projectId: input.project.id,
        videoVersionId: input.note.videoVersionId,
        noteId: input.note.id,
        status: input.status,
        ownerId: input.userId,
        actor: input.actor,
        activity: input.activity,
      }),
  };
}

/** The editor's notifications port. */
export function notificationRepository(db: DbPort, clock: Clock): NotificationsRepository {
  const now = () => clock.now().toISOString();
  return {
    async listNewest(userId, limit) {
      return (await listNotifications(db, { userId, limit })).items;
    },
    countUnread: (userId) => countUnreadNotifications(db, userId),
    newestId: (userId) => newestNotificationId(db, userId),
    listUnreadReminders: (userId, limit) => listUnreadReminders(db, userId, limit),
    markRead: (userId, notificationId) => markNotificationRead(db, { userId, notificationId, now: now() }),
    markAllRead: (userId) => markAllNotificationsRead(db, { userId, now: now() }),
    dismiss: (userId, notificationId) => dismissReminder(db, { userId, notificationId, now: now() }),
  };
}

/** The editor's profiles port. */
export function profileRepository(db: DbPort): ProfilesRepository {
  return {
    get: (userId) => getCallerProfile(db, userId),
    createIfAbsent: (input) => createProfileIfAbsent(db, input),
    update: (userId, changes) => updateProfile(db, userId, changes),
  };
}

/** The status rule's reads and writes for background work (the download worker after a refused file). */
export function projectStatusRepository(db: DbPort): StatusRulePorts {
  return {
    load: (projectId) => loadAggregate(db, projectId),
    save: (input) => updateProjectStatus(db, input.project, input.status, input.now),
  };
}

/** Pages of a version's notes (the notes endpoints of both APIs). */
export function notePagesRepository(db: DbPort): NotePagesPort {
  return {
    async page({ ownerId, ...input }) {
      // The owner's call: another user's project is the same 404 as a missing one (one GetItem).
      if (ownerId !== undefined) await getOwnedProject(db, input.projectId, ownerId);
      const page = await listVersionNotesPage(db, input);
      // No notes: say whether the version is there at all (an unknown version is a 404, not an empty list).
      if (page.notes.length === 0 && !(await versionExists(db, input.projectId, input.versionId))) {
        throw new NotFoundError(PROJECT_MESSAGES.videoNotFound);
      }
      return page;
    },
    cursorAfter: (note) => noteCursorAfter(note),
    cursorAtStart: noteCursorAtStart,
  };
}

/** Replies under notes (reply-repository.ts): the reply, its checks and its notification in one transaction. */
export function replyRepository(db: DbPort): RepliesRepository {
  return { storeReply: (input) => storeReply(db, input) };
}
