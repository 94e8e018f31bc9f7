/**
 * Small in-memory stand-ins of the editor ports, for use-case unit tests. They only HOLD data: each write
 * stores what it is given and each read answers what is stored. They do not copy the refusals the DynamoDB
 * repositories express as write conditions (owner, archived, plan cap, approved, stale revision, not found):
 * those are proved against DynamoDB Local by the integration tests (test/integration/db/*,
 * test/integration/editor-api/*). What a unit test here sees refused is the use case's own pre-check.
 * Writing to a row that was never stored is a mistake in the test, reported as a plain Error.
 */
import { memoryMetrics } from '../../../functions/platform/runtime/metrics';
import type { MailSuppression } from '../../../shared/domain/mail-suppression';
import { projectNameMatches } from '../../../shared/domain/project-search';
import type { ProjectListFilter } from '../../../shared/api/endpoints/projects';
import type { EditorPorts, ProjectTree, ProjectsRepository } from '../../../functions/projects/ports';
import type {
  Approval,
  Note,
  Notification,
  Profile,
  Project,
  Video,
  VideoVersion,
} from '../../../shared/domain/entities';
import type { DownloadJob } from '../../../functions/projects/download-job';
import { newProfile } from '../../../functions/projects/store/profile-repository';
import { NotFoundError } from '../../../shared/errors/app-error';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import type { ProjectActivity } from '../../../shared/domain/project-activity';
import type { DriveFileResult } from '../../../functions/google-drive/drive-port';

export interface MemoryState {
  projects: Map<string, Project>;
  videos: Map<string, Video>;
  versions: Map<string, VideoVersion>;
  notes: Map<string, Note>;
  approvals: Map<string, Approval>;
  profiles: Map<string, Profile>;
  notifications: Map<string, Notification>;
  jobs: DownloadJob[];
  /** Set to make the download queue refuse (queue outage). */
  queueDown: boolean;
  logged: string[];
  driveFiles: Map<string, DriveFileResult>;
}

/** The stored row; a write to a row the test never stored is a test mistake, not a refusal. */
function stored<T>(map: Map<string, T>, id: string): T {
  const row = map.get(id);
  if (row === undefined) throw new Error(`in-memory ports: nothing stored under ${id}`);
  return row;
}

export function memoryPorts(start = new Date('2026-01-10T12:00:00.000Z')) {
  /** Links with a password (by token). */
  const passwords = new Set<string>();
  const state: MemoryState = {
    projects: new Map(),
    videos: new Map(),
    versions: new Map(),
    notes: new Map(),
    approvals: new Map(),
    profiles: new Map(),
    notifications: new Map(),
    jobs: [],
    queueDown: false,
    logged: [],
    driveFiles: new Map(),
  };
  let now = start;
  let seq = 0;
  let tokenSeq = 0;

  const project = (projectId: string) => stored(state.projects, projectId);
  /** The owner's projects of a list filter (all = non-archived), newest first. */
  const listed = (userId: string, filter: ProjectListFilter) =>
    [...state.projects.values()]
      .filter(
        (p) => p.userId === userId && (filter === 'all' ? p.status !== 'archived' : p.status === filter),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const bump = (p: Project, changes: Partial<Project>): Project => {
    const next = { ...p, ...changes, revision: p.revision + 1 };
    state.projects.set(p.id, next);
    return next;
  };
  const adjustSlots = (userId: string, delta: number) => {
    const profile = stored(state.profiles, userId);
    state.profiles.set(userId, { ...profile, activeProjectCount: profile.activeProjectCount + delta });
  };

  const activity: ProjectActivity[] = [];
  const projects: ProjectsRepository = {
    async listProjects(userId, filter, limit) {
      return { items: listed(userId, filter).slice(0, limit), nextCursor: null };
    },
    async searchProjects({ userId, filter, limit, q }) {
      const items = listed(userId, filter).filter((p) => projectNameMatches(p.name, q));
      return { items: items.slice(0, limit), nextCursor: null };
    },
    async listAllProjects(userId) {
      return [...state.projects.values()].filter((p) => p.userId === userId);
    },
    // No counters here: the dashboard recounts, as for a workspace not backfilled yet.
    async dashboardCounts() {
      return null;
    },
    async backfillDashboardCounts() {
      return false;
    },
    async activityPage({ workspaceId, projectId, limit }) {
      if (state.projects.get(projectId)?.userId !== workspaceId) {
        throw new NotFoundError(PROJECT_MESSAGES.projectNotFound);
      }
      const items = activity
        .filter((a) => a.projectId === projectId)
        .sort((a, b) => b.id.localeCompare(a.id));
      return { items: items.slice(0, limit), nextCursor: null };
    },
    async loadTree(projectId): Promise<ProjectTree | null> {
      const project = state.projects.get(projectId);
      if (!project) return null;
      const of = <T extends { projectId: string }>(m: Map<string, T>) =>
        [...m.values()].filter((x) => x.projectId === projectId);
      return {
        project,
        videos: of(state.videos),
        versions: of(state.versions),
        notes: of(state.notes),
        approvals: of(state.approvals),
        replies: [],
      };
    },
    async createProject({ project, videos, versions }) {
      adjustSlots(project.userId, 1);
      state.projects.set(project.id, project);
      videos.forEach((v) => state.videos.set(v.id, v));
      versions.forEach((v) => state.versions.set(v.id, v));
      return project;
    },
    async renameProject({ projectId, name, clientDisplayName }) {
      return bump(project(projectId), { name, clientDisplayName });
    },
    async archiveProject({ userId, projectId, now: at }) {
      adjustSlots(userId, -1);
      return bump(project(projectId), { status: 'archived', archivedAt: at, lastStatusChangeAt: at });
    },
    async restoreProject({ userId, projectId, status, now: at }) {
      adjustSlots(userId, 1);
      return bump(project(projectId), { status, archivedAt: null, lastStatusChangeAt: at });
    },
    async approveProject({ project: read, videoIds, notes, approval, now: at, activity: entry }) {
      if (entry) activity.push(entry);
      const p = project(read.id);
      videoIds.forEach((id) => {
        const v = state.videos.get(id);
        if (v) state.videos.set(id, { ...v, status: 'approved', lastStatusChangeAt: at });
      });
      notes.forEach((n) => state.notes.set(n.id, { ...n, status: 'completed' }));
      state.approvals.set(approval.id, approval);
      return bump(p, { status: 'approved', lastStatusChangeAt: at, approvedVideosCount: p.videoCount });
    },
    async setShareExpiry({ projectId, expiresAt }) {
      return bump(project(projectId), { shareExpiresAt: expiresAt });
    },
    async replaceShareToken({ project: read, token, expiresAt }) {
      return bump(project(read.id), { shareToken: token, shareExpiresAt: expiresAt });
    },
    async setChosenShareExpiry({ projectId, expiresAt }) {
      return bump(project(projectId), { shareExpiresAt: expiresAt });
    },
    async linkOpens(token) {
      return { count: 0, firstOpenedAt: null, lastOpenedAt: null, passwordProtected: passwords.has(token) };
    },
    async setLinkPassword({ token, passwordHash }) {
      if (passwordHash === null) passwords.delete(token);
      else passwords.add(token);
    },
    async linkOpensMany() {
      return new Map();
    },
    async setReviewLinkSettings({ projectId, now: at, enabled, downloadsAllowed }) {
      return bump(project(projectId), {
        ...(enabled === undefined ? {} : { shareRevokedAt: enabled ? null : at }),
        ...(downloadsAllowed === undefined ? {} : { shareDownloadsAllowed: downloadsAllowed }),
      });
    },
    async setVideoStatus({ videoId, status, now: at }) {
      const v = stored(state.videos, videoId);
      const next = { ...v, status, lastStatusChangeAt: at, revision: v.revision + 1 };
      state.videos.set(videoId, next);
      return next;
    },
    async addVideo({ project: read, video, version }) {
      const p = project(read.id);
      state.videos.set(video.id, video);
      state.versions.set(version.id, version);
      bump(p, { videoCount: p.videoCount + 1 });
      return { video, version };
    },
    async addVersion({ videoId, version, now: at }) {
      const v = stored(state.videos, videoId);
      const highest = [...state.versions.values()]
        .filter((x) => x.videoId === videoId)
        .reduce((m, x) => Math.max(m, x.versionNumber), 0);
      const numbered: VideoVersion = { ...version, versionNumber: highest + 1 };
      state.versions.set(numbered.id, numbered);
      const video: Video = {
        ...v,
        currentVersionId: numbered.id,
        status: 'pending_review',
        lastStatusChangeAt: at,
        revision: v.revision + 1,
      };
      state.videos.set(videoId, video);
      return { video, version: numbered };
    },
    async setVideoNotes({ videoId, notes }) {
      const v = stored(state.videos, videoId);
      const next = { ...v, notes, revision: v.revision + 1 };
      state.videos.set(videoId, next);
      return next;
    },
    async addOwnerNote({ note }) {
      const replay = [...state.notes.values()].find((n) => n.submitBatchId === note.submitBatchId);
      if (replay) return { created: false, note: replay };
      state.notes.set(note.id, note);
      return { created: true, note };
    },
    async setNoteStatus({ note, status, activity: entry }) {
      if (entry) activity.push(entry);
      const next = { ...note, status };
      state.notes.set(note.id, next);
      return next;
    },
    async recordDriveLinkFallback({ videoId, versionId, note }) {
      const version = state.versions.get(versionId);
      if (!version || version.status !== 'processing') return;
      state.versions.set(versionId, { ...version, status: 'drive_link', statusNote: note });
      const video = state.videos.get(videoId);
      if (video?.status === 'processing' && video.currentVersionId === versionId) {
        state.videos.set(videoId, { ...video, status: 'active' });
      }
    },
    async setProjectStatus({ project: read, status, now: at }) {
      return bump(project(read.id), { status, lastStatusChangeAt: at });
    },
  };

  // Pages of a version's notes over the same state (cursor: the id to continue after, in either order).
  const cursorOf = (id: string) => Buffer.from(id, 'utf8').toString('base64url');
  const notePages: EditorPorts['notePages'] = {
    async page({ projectId, versionId, order, limit, cursor }) {
      if (!state.projects.has(projectId)) throw new Error(`test setup: no project ${projectId} stored`);
      const after = cursor ? Buffer.from(cursor, 'base64url').toString('utf8') : null;
      const sorted = [...state.notes.values()]
        .filter((n) => n.projectId === projectId && n.videoVersionId === versionId)
        .sort((a, b) => (order === 'oldest' ? a.id.localeCompare(b.id) : b.id.localeCompare(a.id)));
      const rest = after ? sorted.filter((n) => (order === 'oldest' ? n.id > after : n.id < after)) : sorted;
      const notes = rest.slice(0, limit);
      const last = notes.at(-1);
      return { notes, nextCursor: rest.length > limit && last ? cursorOf(last.id) : null };
    },
    cursorAfter: (note) => cursorOf(note.id),
    cursorAtStart: (_projectId, _versionId, order) => cursorOf(order === 'oldest' ? '' : '~'),
  };

  const suppressed = new Map<string, MailSuppression>();
  const ports: EditorPorts = {
    mailSuppressions: {
      async find(address) {
        return suppressed.get(address.toLowerCase()) ?? null;
      },
      async lift(address) {
        suppressed.delete(address.toLowerCase());
      },
    },
    projects,
    notePages,
    metrics: memoryMetrics(),
    profiles: {
      async get(userId) {
        return state.profiles.get(userId) ?? null;
      },
      async createIfAbsent(input) {
        const existing = state.profiles.get(input.id);
        if (existing) return existing;
        const profile = newProfile(input);
        state.profiles.set(input.id, profile);
        return profile;
      },
      async update(userId, changes) {
        const next = { ...stored(state.profiles, userId), ...changes };
        state.profiles.set(userId, next);
        return next;
      },
    },
    notifications: {
      async listNewest(userId, limit) {
        return [...state.notifications.values()]
          .filter((n) => n.userId === userId)
          .sort((a, b) => b.id.localeCompare(a.id))
          .slice(0, limit);
      },
      async countUnread(userId) {
        return [...state.notifications.values()].filter((n) => n.userId === userId && !n.isRead).length;
      },
      async newestId(userId) {
        const ids = [...state.notifications.values()].filter((n) => n.userId === userId).map((n) => n.id);
        return ids.sort().at(-1) ?? null;
      },
      async listUnreadReminders(userId, limit) {
        return [...state.notifications.values()]
          .filter((n) => n.userId === userId && !n.isRead && !n.dismissed && n.type === 'project_reminder')
          .sort((a, b) => b.id.localeCompare(a.id))
          .slice(0, limit);
      },
      async markRead(_userId, id) {
        const next = { ...stored(state.notifications, id), isRead: true };
        state.notifications.set(id, next);
        return next;
      },
      async markAllRead(userId) {
        let count = 0;
        for (const n of state.notifications.values()) {
          if (n.userId === userId && !n.isRead) {
            state.notifications.set(n.id, { ...n, isRead: true });
            count += 1;
          }
        }
        return count;
      },
      async dismiss(_userId, id) {
        const next = { ...stored(state.notifications, id), isRead: true, dismissed: true };
        state.notifications.set(id, next);
        return next;
      },
    },
    downloads: {
      async enqueue(jobs) {
        if (state.queueDown) throw new Error('queue unavailable');
        state.jobs.push(...jobs);
      },
    },
    drive: {
      async getFile(fileId) {
        return state.driveFiles.get(fileId) ?? { status: 'not_found', file: null, message: 'File not found' };
      },
    },
    playback: {
      async source(version) {
        if (version.status === 'stored' && version.storagePath) {
          return {
            kind: 'stored',
            url: `signed://${version.storagePath}`,
            thumbnailUrl: version.thumbnailUrl,
            alternatives: [],
            scrub: null,
          };
        }
        return {
          kind: version.status === 'processing' ? 'processing' : 'drive_link',
          url: version.previewUrl,
          thumbnailUrl: version.thumbnailUrl,
          alternatives: [],
          scrub: null,
        };
      },
      async downloadUrl(version, fileName) {
        return version.status === 'stored' && version.storagePath
          ? `signed://${version.storagePath}?download=${fileName}`
          : null;
      },
    },
    archiveTags: { async setArchived() {} },
    avatars: {
      async presignPut({ key, contentType }) {
        return { url: `put://${key}`, headers: { 'content-type': contentType } };
      },
      async head() {
        return null;
      },
      async readFirstBytes() {
        return new Uint8Array();
      },
      async signedGetUrl(key) {
        return `get://${key}`;
      },
    },
    clock: { now: () => now },
    ids: {
      next: () => {
        seq += 1;
        return `ID${String(seq).padStart(6, '0')}`;
      },
    },
    log: {
      info: () => undefined,
      warn: () => undefined,
      error: (message) => {
        state.logged.push(message);
      },
    },
    shareTokens: () => {
      tokenSeq += 1;
      return tokenSeq.toString(16).padStart(32, '0');
    },
  };
  return {
    ports,
    state,
    setNow(date: Date) {
      now = date;
    },
  };
}
