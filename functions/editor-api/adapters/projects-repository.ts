/**
 * The editor's projects port over the data layer's repositories (functions/lib/db). The repositories own
 * every key and condition; this file only maps the use cases' inputs onto their functions.
 */
import { NotFoundError } from '../../../shared/errors/app-error';
import type { DbPort } from '../../lib/db/db-port';
import {
  archiveProject,
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
      return (await insertProject(db, { project, videos, versions, activeProjectCap: planCap })).project;
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
    approveProject: (input) =>
      storeProjectApproval(db, {
        ownerId: input.userId,
        project: input.project,
        videoIds: input.videoIds,
        notes: input.notes,
        approval: input.approval,
        now: input.now,
      }),
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
