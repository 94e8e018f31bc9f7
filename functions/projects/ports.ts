/**
 * The ports the editor use cases need (vocabulary: ../ports.ts). The repository layer implements the
 * repositories directly (functions/projects/store/repositories.ts); the composition root (functions/editor-api/deps.ts)
 * adds the download queue, the media signer, S3 and the runtime ports. Each use case is a function of
 * (ports, input) so tests can drive it with their own pieces.
 *
 * Ownership and state rules are conditions on the writes (owner, not archived, expected revision, plan cap):
 * a repository method refuses with NotFoundError (missing or another owner's), ConflictError code ARCHIVED
 * ('Cannot modify archived projects.'), PLAN_LIMIT, or CONFLICT (changed since it was read).
 */
import type { ProjectActivity } from '../../shared/domain/project-activity';
import type { DashboardCounts } from './store/dashboard-counts';
export type { DashboardCounts };
import type { TimeDisplay } from '../../shared/lib/time-display';
import type { MailSuppression } from '../../shared/domain/mail-suppression';
import type { MailPreferences } from '../../shared/domain/mail-preferences';
import type {
  Approval,
  Note,
  Notification,
  Profile,
  Project,
  Video,
  VideoVersion,
} from '../../shared/domain/entities';
import type { NoteStatus, ProjectStatus, ReviewVideoStatus } from '../../shared/domain/status-values';
import type { LinkOpens, ProjectListFilter } from '../../shared/api/endpoints/projects';
import type { PlaybackAlternative, ScrubSpriteView } from '../../shared/api/endpoints/version-parts';
import type { DownloadJob } from './download-job';
import type { DriveFilesPort } from '../google-drive';
import type { NotePagesPort, ProjectAggregate } from './aggregate';
import type { Clock, IdSource, Logger, Metrics } from '../platform/ports';

/*
 * Every write names the caller (`userId`): repositories condition the write on that owner, so even a use case
 * that forgot its ownership check could not touch another user's project.
 */

/** Everything stored on one project (one Query on its partition): the port vocabulary's aggregate. */
export type ProjectTree = ProjectAggregate;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface ProjectsRepository {
  /** The owner's projects of a filter, newest first; a bad cursor is a ValidationError. */
  listProjects(
    userId: string,
    filter: ProjectListFilter,
    limit: number,
    cursor: string | undefined,
    /** Only the projects this member created ('mine'). */
    createdBy?: string,
  ): Promise<Page<Project>>;
  /**
   * The projects of a filter whose name contains `q` (any case, with or without accents, any Unicode form),
   * newest first; each call reads a bounded part of the list, so a page may be short (even empty) and still
   * have a next cursor.
   */
  searchProjects(input: {
    userId: string;
    filter: ProjectListFilter;
    limit: number;
    cursor: string | undefined;
    q: string;
    createdBy?: string | undefined;
  }): Promise<Page<Project>>;
  /** Every project of the owner, archived included (the dashboard). */
  listAllProjects(userId: string): Promise<Project[]>;
  /**
   * The workspace's dashboard counters, or (`memberId`) those of the projects that member created (one
   * GetItem); null until they were backfilled.
   */
  dashboardCounts(workspaceId: string, memberId?: string): Promise<DashboardCounts | null>;
  /** Writes the counters from a full recount once (idempotent); true when it wrote them. */
  backfillDashboardCounts(workspaceId: string, memberId?: string): Promise<boolean>;
  /** The whole project, or null when it does not exist (ownership is checked by the caller). */
  loadTree(projectId: string): Promise<ProjectTree | null>;
  /** A page of the project's activity, newest first; 404 unless the project is the workspace's. */
  activityPage(input: {
    workspaceId: string;
    projectId: string;
    limit: number;
    cursor?: string | undefined;
  }): Promise<Page<ProjectActivity>>;
  /**
   * Stores a new project with its share token, videos and versions and takes one plan slot, all or
   * nothing; PLAN_LIMIT at the cap (`planCap` null = unlimited).
   */
  createProject(input: {
    project: Project;
    videos: Video[];
    versions: VideoVersion[];
    planCap: number | null;
  }): Promise<Project>;
  /** Name and client name; refused when archived or (with expectedRevision) changed since. */
  renameProject(input: {
    userId: string;
    projectId: string;
    name: string;
    clientDisplayName: string;
    expectedRevision?: number;
    /** Its activity entry, written in the same transaction. */
    activity?: readonly ProjectActivity[];
  }): Promise<Project>;
  /** Sets archived (archivedAt, lastStatusChangeAt) and gives the plan slot back; with its activity entry. */
  archiveProject(input: {
    userId: string;
    projectId: string;
    now: string;
    activity?: readonly ProjectActivity[];
  }): Promise<Project>;
  /** Back from archived to `status`, taking a plan slot (PLAN_LIMIT at the cap). */
  restoreProject(input: {
    userId: string;
    projectId: string;
    status: Exclude<ProjectStatus, 'archived'>;
    planCap: number | null;
    now: string;
    /** Its activity entry, written in the same transaction. */
    activity?: readonly ProjectActivity[];
  }): Promise<Project>;
  /**
   * Every listed video approved, every listed note completed, the project approved and the approval
   * recorded; refused when the project is approved or archived, or changed since `project.revision`.
   */
  approveProject(input: {
    /** The caller: the write is conditioned on owning the project (defence in depth behind the read). */
    userId: string;
    project: Project;
    videoIds: string[];
    /** Videos left unapproved (refused files): approvedVideosCount is videoCount less these. */
    notApprovedCount: number;
    notes: Note[];
    approval: Approval;
    now: string;
    /** The project's activity entry of the approval, written in its transaction. */
    activity?: ProjectActivity | undefined;
  }): Promise<Project>;
  /** Sets the link expiry (not archived, owner). */
  setShareExpiry(input: { userId: string; projectId: string; expiresAt: string }): Promise<Project>;
  /**
   * Pro's chosen expiry (`null` = never), in one write with the check that the owner is still on Pro
   * (403 otherwise); owner only, not archived.
   */
  setChosenShareExpiry(input: {
    userId: string;
    projectId: string;
    expiresAt: string | null;
  }): Promise<Project>;
  /** How often the review link `token` was opened (count, first and last). */
  linkOpens(token: string): Promise<LinkOpens & { passwordProtected: boolean }>;
  /** The opens of many links at once (the dashboard), by token; links never opened may be absent. */
  linkOpensMany(tokens: readonly string[]): Promise<Map<string, LinkOpens>>;
  /**
   * Turns the link (the one named by `token`) off or back on and sets the download permission, in one
   * write; owner only, not archived; a link replaced meanwhile is a conflict.
   */
  setReviewLinkSettings(input: {
    userId: string;
    projectId: string;
    token: string;
    now: string;
    enabled?: boolean | undefined;
    downloadsAllowed?: boolean | undefined;
  }): Promise<Project>;
  /**
   * Sets (a hash) or removes (null) the password of the link named by `token`; owner only, not archived; a
   * link replaced meanwhile is a conflict.
   */
  setLinkPassword(input: {
    userId: string;
    projectId: string;
    token: string;
    passwordHash: string | null;
  }): Promise<void>;
  /** Replaces the token (the old one is deleted at once) with a new expiry. */
  replaceShareToken(input: {
    userId: string;
    project: Project;
    token: string;
    expiresAt: string;
    now: string;
  }): Promise<Project>;
  /** One video's reviewer status (records lastStatusChangeAt); refused when the project is archived. */
  setVideoStatus(input: {
    userId: string;
    project: Project;
    videoId: string;
    status: ReviewVideoStatus;
    now: string;
  }): Promise<Video>;
  /** Appends a video (orderIndex = next) with its first version; refused when archived. */
  addVideo(input: {
    userId: string;
    project: Project;
    video: Video;
    version: VideoVersion;
  }): Promise<{ video: Video; version: VideoVersion }>;
  /** Adds a version (number = highest + 1), makes it current, video back to pending_review. */
  addVersion(input: {
    userId: string;
    project: Project;
    videoId: string;
    version: Omit<VideoVersion, 'versionNumber'>;
    now: string;
  }): Promise<{ video: Video; version: VideoVersion }>;
  /** The owner's video-level notes text. */
  setVideoNotes(input: { userId: string; project: Project; videoId: string; notes: string }): Promise<Video>;
  /**
   * The editor's own note, with the version's note counter (within its cap) and the check that the project
   * is open, in one transaction; a request id stored before writes nothing and answers the stored note.
   */
  addOwnerNote(input: {
    project: Project;
    note: Note;
    versionNumber: number;
    /** The version's notes as read (where its counter starts when it has none yet). */
    storedOnVersion: number;
  }): Promise<{ created: boolean; note: Note }>;
  /** A note's pending/completed status. */
  setNoteStatus(input: {
    userId: string;
    project: Project;
    note: Note;
    status: NoteStatus;
    /** Who changes it (the member's label), recorded on the note. */
    actor?: string | undefined;
    /** The project's activity entry of the change, written in its transaction. */
    activity?: ProjectActivity | undefined;
  }): Promise<Note>;
  /**
   * The Drive-link fallback of a version whose copy cannot be queued: the version keeps the Drive preview
   * link with the spec's note and its processing video becomes active (as after a failed download).
   */
  recordDriveLinkFallback(input: {
    projectId: string;
    videoId: string;
    versionId: string;
    versionNumber: number;
    note: string;
  }): Promise<void>;
  /** The status rule's result; conditional on the status read (ConflictError otherwise). */
  setProjectStatus(input: {
    project: Project;
    status: Exclude<ProjectStatus, 'archived'>;
    now: string;
  }): Promise<Project>;
}

export interface ProfilesRepository {
  /**
   * The caller's own profile (null before its first use); UnauthorizedError when the account is deleted or
   * being deleted: its tokens stay valid for up to a day and must reach nothing.
   */
  get(userId: string): Promise<Profile | null>;
  /** Creates the profile unless there is one; UnauthorizedError, nothing written, for a deleted account. */
  createIfAbsent(input: {
    id: string;
    email: string;
    fullName: string | null;
    createdAt: string;
  }): Promise<Profile>;
  update(
    userId: string,
    changes: {
      displayName?: string;
      profilePictureUrl?: string | null;
      timeZone?: string;
      timeDisplay?: TimeDisplay;
      mailPreferences?: MailPreferences;
    },
  ): Promise<Profile>;
}

export interface NotificationsRepository {
  /** The newest `limit`, newest first. */
  listNewest(userId: string, limit: number): Promise<Notification[]>;
  countUnread(userId: string): Promise<number>;
  /** The newest notification's id (one key-only item read); null when there is none. */
  newestId(userId: string): Promise<string | null>;
  /** Unread, not dismissed reminders, newest first. */
  listUnreadReminders(userId: string, limit: number): Promise<Notification[]>;
  /** NotFoundError when missing (or another user's: the key includes the user). */
  markRead(userId: string, notificationId: string): Promise<Notification>;
  markAllRead(userId: string): Promise<number>;
  dismiss(userId: string, notificationId: string): Promise<Notification>;
}

/** Queues the Drive → S3 copies of new versions. */
export interface DownloadJobsPort {
  /** `group`: the fairness group of the jobs (importFairnessGroup), so one customer's backlog never stalls another's. */
  enqueue(jobs: readonly DownloadJob[], options: { group: string }): Promise<void>;
}

/**
 * Playback URLs of a version (signed stored copy, else the Drive preview), for the editor and the client alike
 * (media/adapters/playback-url.ts).
 */
export interface PlaybackPort {
  source(version: VideoVersion): Promise<{
    kind: 'stored' | 'drive_link' | 'processing' | 'failed';
    url: string | null;
    thumbnailUrl: string | null;
    alternatives: PlaybackAlternative[];
    scrub: ScrubSpriteView | null;
  }>;
  /**
   * A short-lived signed URL of the stored original that downloads under `fileName`; null without a stored
   * copy. Asked only when the owner allows downloads.
   */
  downloadUrl(version: VideoVersion, fileName: string): Promise<string | null>;
}

/**
 * The archived tag on a project's stored objects (the media bucket's lifecycle deletes tagged objects some
 * days later; shared/config/storage-lifecycle). Idempotent; objects already gone are skipped.
 */
export interface ArchiveTagsPort {
  setArchived(keys: readonly string[], archived: boolean): Promise<void>;
}

/** Avatar storage: presigned PUT, a look at the uploaded object, a signed GET for display. */
export interface AvatarStoragePort {
  presignPut(input: { key: string; contentType: string; size: number; expiresInSeconds: number }): Promise<{
    url: string;
    headers: Record<string, string>;
  }>;
  /** Size and content type of an uploaded object; null when absent. */
  head(key: string): Promise<{ size: number; contentType: string | null } | null>;
  /** The first `count` bytes of an uploaded object (its signature). */
  readFirstBytes(key: string, count: number): Promise<Uint8Array>;
  signedGetUrl(key: string): Promise<string>;
}

/** Addresses the product no longer mails (bounce or complaint): read for the profile's banner, lifted by the owner. */
export interface MailSuppressionsPort {
  find(address: string): Promise<MailSuppression | null>;
  lift(address: string): Promise<void>;
}

export type { Clock, IdSource, Logger } from '../platform/ports';

/** 32 lowercase hex characters (shared/domain/share-token). */
export type ShareTokenSource = () => string;

export interface EditorPorts {
  projects: ProjectsRepository;
  /** Pages of a version's notes (after the project answer's first page). */
  notePages: NotePagesPort;
  profiles: ProfilesRepository;
  notifications: NotificationsRepository;
  downloads: DownloadJobsPort;
  drive: DriveFilesPort;
  playback: PlaybackPort;
  avatars: AvatarStoragePort;
  archiveTags: ArchiveTagsPort;
  clock: Clock;
  ids: IdSource;
  shareTokens: ShareTokenSource;
  log: Logger;
  /** Business events (approvals). */
  metrics: Metrics;
  mailSuppressions: MailSuppressionsPort;
}
