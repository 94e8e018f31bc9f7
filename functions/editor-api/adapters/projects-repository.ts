/**
 * The editor's projects port over the data layer's repositories (functions/lib/db). The repositories own
 * every key and condition; this file only maps the use cases' inputs onto their functions.
 */
import { NotFoundError } from '../../../shared/errors/app-error';
import type { DbPort } from '../../lib/db/db-port';
import {
  approveProject,
  archiveProject,
  createProject,
  extendShareLink,
  getProjectWhole,
  listAllProjectsByOwner,
  listProjectsByOwner,
  regenerateShareToken,
  renameProject,
  restoreProject,
  updateProjectStatus,
} from '../../lib/db/project-repository';
import type { ProjectsRepository } from '../../use-cases/editor/editor-ports';
import { dynamoVideoWrites } from './video-writes';

export function dynamoProjectsRepository(db: DbPort): ProjectsRepository {
  return {
    listProjects: (userId, filter, limit, cursor) =>
      listProjectsByOwner(db, { userId, filter, limit, cursor: cursor ?? null }),
    listAllProjects: (userId) => listAllProjectsByOwner(db, userId),
    async loadTree(projectId) {
      try {
        return await getProjectWhole(db, projectId);
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
    async createProject({ project, videos, versions, planCap }) {
      const created = await createProject(db, {
        id: project.id,
        userId: project.userId,
        name: project.name,
        clientDisplayName: project.clientDisplayName,
        shareToken: project.shareToken,
        shareExpiresAt: project.shareExpiresAt,
        createdAt: project.createdAt,
        activeProjectCap: planCap,
        videos: videos.map((video) => {
          const version = versions.find((v) => v.videoId === video.id);
          if (!version) throw new Error(`Video ${video.id} has no first version`);
          return {
            id: video.id,
            title: video.title,
            fileId: video.fileId,
            version: {
              id: version.id,
              sourceUrl: version.sourceUrl,
              fileId: version.fileId,
              previewUrl: version.previewUrl,
              thumbnailUrl: version.thumbnailUrl,
              fileName: version.fileName,
              fileSize: version.fileSize,
              mimeType: version.mimeType,
            },
          };
        }),
      });
      return created.project;
    },
    renameProject: (input) =>
      renameProject(db, {
        projectId: input.projectId,
        ownerId: input.userId,
        name: input.name,
        clientDisplayName: input.clientDisplayName,
        expectedRevision: input.expectedRevision ?? 0,
      }),
    archiveProject: (input) =>
      archiveProject(db, { projectId: input.projectId, ownerId: input.userId, now: input.now }),
    restoreProject: (input) =>
      restoreProject(db, {
        projectId: input.projectId,
        ownerId: input.userId,
        status: input.status,
        now: input.now,
        activeProjectCap: input.planCap,
      }),
    async approveProject(input) {
      const whole = await approveProject(db, {
        projectId: input.project.id,
        ownerId: input.userId,
        approvalId: input.approval.id,
        reviewerLabel: input.approval.reviewerLabel,
        now: input.now,
      });
      return whole.project;
    },
    setShareExpiry: (input) =>
      extendShareLink(db, {
        projectId: input.projectId,
        ownerId: input.userId,
        shareExpiresAt: input.expiresAt,
      }),
    replaceShareToken: (input) =>
      regenerateShareToken(db, {
        projectId: input.project.id,
        ownerId: input.userId,
        newToken: input.token,
        shareExpiresAt: input.expiresAt,
        now: input.now,
      }),
    async setProjectStatus(input) {
      return (await updateProjectStatus(db, input.project, input.status, input.now)) ?? input.project;
    },
    ...dynamoVideoWrites(db),
  };
}
