/**
 * The video and note writes of the projects port over the data layer's video and note repositories. Each
 * passes the owner id, so the repository's project guard refuses another owner's project (404) and an
 * archived one (409 ARCHIVED) in the same transaction as the write.
 */
import type { VideoVersion } from '../../../shared/domain/entities';
import type { DbPort } from '../../lib/db/db-port';
import { setNoteStatus } from '../../lib/db/note-repository';
import type { NewVersionInput } from '../../lib/db/project-repository';
import {
  addVersion,
  insertVideo,
  recordDownloadResult,
  setVideoNotes,
  setVideoStatus,
} from '../../lib/db/video-repository';
import type { ProjectsRepository } from '../../use-cases/editor/editor-ports';

type VideoWrites = Pick<
  ProjectsRepository,
  'setVideoStatus' | 'addVideo' | 'addVersion' | 'setVideoNotes' | 'setNoteStatus' | 'recordDriveLinkFallback'
>;

function versionInput(version: Omit<VideoVersion, 'versionNumber'>): NewVersionInput {
  return {
    id: version.id,
    sourceUrl: version.sourceUrl,
    fileId: version.fileId,
    previewUrl: version.previewUrl,
    thumbnailUrl: version.thumbnailUrl,
    fileName: version.fileName,
    fileSize: version.fileSize,
    mimeType: version.mimeType,
  };
}

export function dynamoVideoWrites(db: DbPort): VideoWrites {
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
        version: versionInput(input.version),
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
    setNoteStatus: (input) =>
      setNoteStatus(db, {
        projectId: input.project.id,
        videoVersionId: input.note.videoVersionId,
        noteId: input.note.id,
        status: input.status,
        ownerId: input.userId,
      }),
  };
}
