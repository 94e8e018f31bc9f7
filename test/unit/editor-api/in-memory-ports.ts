/**
 * Small in-memory stand-ins of the editor ports, for use-case unit tests. They keep the entities in maps and
 * apply the same refusals the DynamoDB repositories express as conditions (owner, archived, plan cap); the
 * integration tests prove the real repositories.
 */
import type {
  EditorPorts,
  ProjectTree,
  ProjectsRepository,
} from '../../../functions/use-cases/editor/editor-ports';
import type {
  Approval,
  Note,
  Notification,
  Profile,
  Project,
  Video,
  VideoVersion,
} from '../../../shared/domain/entities';
import { ConflictError, ERROR_CODES, NotFoundError } from '../../../shared/errors/app-error';
import type { DownloadJob } from '../../../functions/lib/media/download-job';
import type { DriveFileResult } from '../../../functions/lib/drive/drive-port';

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

const archived = () => new ConflictError('Cannot modify archived projects.', ERROR_CODES.archived);

export function memoryPorts(start = new Date('2026-01-10T12:00:00.000Z')) {
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

  const live = (projectId: string, userId?: string) => {
    const p = state.projects.get(projectId);
    if (!p || (userId !== undefined && p.userId !== userId)) throw new NotFoundError('Project not found.');
    if (p.status === 'archived') throw archived();
    return p;
  };
  const bump = (p: Project, changes: Partial<Project>): Project => {
    const next = { ...p, ...changes, revision: p.revision + 1 };
    state.projects.set(p.id, next);
    return next;
  };
  const adjustSlots = (userId: string, delta: number, cap: number | null) => {
    const profile = state.profiles.get(userId);
    if (!profile) throw new NotFoundError('Profile not found.');
    if (delta > 0 && cap !== null && profile.activeProjectCount >= cap) {
      throw new ConflictError('limit', ERROR_CODES.planLimit);
    }
    state.profiles.set(userId, { ...profile, activeProjectCount: profile.activeProjectCount + delta });
  };

  const projects: ProjectsRepository = {
    async listProjects(userId, filter, limit) {
      const items = [...state.projects.values()]
        .filter(
          (p) => p.userId === userId && (filter === 'all' ? p.status !== 'archived' : p.status === filter),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { items: items.slice(0, limit), nextCursor: null };
    },
    async listAllProjects(userId) {
      return [...state.projects.values()].filter((p) => p.userId === userId);
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
      };
    },
    async createProject({ project, videos, versions, planCap }) {
      adjustSlots(project.userId, 1, planCap);
      state.projects.set(project.id, project);
      videos.forEach((v) => state.videos.set(v.id, v));
      versions.forEach((v) => state.versions.set(v.id, v));
      return project;
    },
    async renameProject({ userId, projectId, name, clientDisplayName, expectedRevision }) {
      const p = live(projectId, userId);
      if (expectedRevision !== undefined && p.revision !== expectedRevision) throw new ConflictError('stale');
      return bump(p, { name, clientDisplayName });
    },
    async archiveProject({ userId, projectId, now: at }) {
      const p = live(projectId, userId);
      adjustSlots(userId, -1, null);
      return bump(p, { status: 'archived', archivedAt: at, lastStatusChangeAt: at });
    },
    async restoreProject({ userId, projectId, status, planCap, now: at }) {
      const p = state.projects.get(projectId);
      if (!p || p.userId !== userId) throw new NotFoundError('Project not found.');
      adjustSlots(userId, 1, planCap);
      return bump(p, { status, archivedAt: null, lastStatusChangeAt: at });
    },
    async approveProject({ userId, project, videoIds, notes, approval, now: at }) {
      const p = live(project.id, userId);
      if (p.status === 'approved') throw new ConflictError('Already approved.');
      videoIds.forEach((id) => {
        const v = state.videos.get(id);
        if (v) state.videos.set(id, { ...v, status: 'approved', lastStatusChangeAt: at });
      });
      notes.forEach((n) => state.notes.set(n.id, { ...n, status: 'completed' }));
      state.approvals.set(approval.id, approval);
      return bump(p, { status: 'approved', lastStatusChangeAt: at, approvedVideosCount: p.videoCount });
    },
    async setShareExpiry({ userId, projectId, expiresAt }) {
      return bump(live(projectId, userId), { shareExpiresAt: expiresAt });
    },
    async replaceShareToken({ userId, project, token, expiresAt }) {
      return bump(live(project.id, userId), { shareToken: token, shareExpiresAt: expiresAt });
    },
    async setVideoStatus({ userId, project, videoId, status, now: at }) {
      live(project.id, userId);
      const v = state.videos.get(videoId);
      if (!v) throw new NotFoundError('Video not found.');
      const next = { ...v, status, lastStatusChangeAt: at, revision: v.revision + 1 };
      state.videos.set(videoId, next);
      return next;
    },
    async addVideo({ userId, project, video, version }) {
      const p = live(project.id, userId);
      state.videos.set(video.id, video);
      state.versions.set(version.id, version);
      bump(p, { videoCount: p.videoCount + 1 });
      return { video, version };
    },
    async addVersion({ userId, project, videoId, version, now: at }) {
      live(project.id, userId);
      const v = state.videos.get(videoId);
      if (!v) throw new NotFoundError('Video not found.');
      const highest = [...state.versions.values()]
        .filter((x) => x.videoId === videoId)
        .reduce((m, x) => Math.max(m, x.versionNumber), 0);
      const stored: VideoVersion = { ...version, versionNumber: highest + 1 };
      state.versions.set(stored.id, stored);
      const video: Video = {
        ...v,
        currentVersionId: stored.id,
        status: 'pending_review',
        lastStatusChangeAt: at,
        revision: v.revision + 1,
      };
      state.videos.set(videoId, video);
      return { video, version: stored };
    },
    async setVideoNotes({ userId, project, videoId, notes }) {
      live(project.id, userId);
      const v = state.videos.get(videoId);
      if (!v) throw new NotFoundError('Video not found.');
      const next = { ...v, notes, revision: v.revision + 1 };
      state.videos.set(videoId, next);
      return next;
    },
    async setNoteStatus({ userId, project, note, status }) {
      live(project.id, userId);
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
    async setProjectStatus({ project, status, now: at }) {
      const p = live(project.id);
      if (p.status !== project.status) throw new ConflictError('stale');
      return bump(p, { status, lastStatusChangeAt: at });
    },
  };

  const ports: EditorPorts = {
    projects,
    profiles: {
      async get(userId) {
        return state.profiles.get(userId) ?? null;
      },
      async createIfAbsent(input) {
        const existing = state.profiles.get(input.id);
        if (existing) return existing;
        const profile: Profile = {
          id: input.id,
          email: input.email,
          fullName: input.fullName,
          displayName: input.fullName,
          displayUserId: input.id,
          profilePictureUrl: null,
          planLevel: 'free',
          paddleCustomerId: null,
          nextBillingDate: null,
          role: 'user',
          activeProjectCount: 0,
          createdAt: input.createdAt,
        };
        state.profiles.set(input.id, profile);
        return profile;
      },
      async update(userId, changes) {
        const p = state.profiles.get(userId);
        if (!p) throw new NotFoundError('Profile not found.');
        const next = { ...p, ...changes };
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
      async listUnreadReminders(userId, limit) {
        return [...state.notifications.values()]
          .filter((n) => n.userId === userId && !n.isRead && !n.dismissed && n.type === 'project_reminder')
          .sort((a, b) => b.id.localeCompare(a.id))
          .slice(0, limit);
      },
      async markRead(userId, id) {
        const n = state.notifications.get(id);
        if (!n || n.userId !== userId) throw new NotFoundError('Notification not found.');
        const next = { ...n, isRead: true };
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
      async dismiss(userId, id) {
        const n = state.notifications.get(id);
        if (!n || n.userId !== userId) throw new NotFoundError('Notification not found.');
        const next = { ...n, isRead: true, dismissed: true };
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
          };
        }
        return {
          kind: version.status === 'processing' ? 'processing' : 'drive_link',
          url: version.previewUrl,
          thumbnailUrl: version.thumbnailUrl,
          alternatives: [],
        };
      },
    },
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
