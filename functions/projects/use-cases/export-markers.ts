/**
 * Marker export: a video version's notes (or every video's current version, zipped) as the files editing
 * tools import (shared/markers). Read-only: one read of the project (ONE Query), so archived projects export
 * too; another user's project is a 404. Each note is on its stored frame (derived for notes stored before
 * frames), at the version's timing (versionTiming: probed, else the legacy rate, else the default).
 */
import type { FileDownload } from '../../../shared/api/file-download';
import type { VideoVersion } from '../../../shared/domain/entities';
import { ValidationError, NotFoundError } from '../../../shared/errors/app-error';
import {
  MARKER_FORMAT_IDS,
  projectMarkersZip,
  writeMarkers,
  type MarkerFormat,
} from '../../../shared/markers/marker-export';
import { markerVideoOf, type MarkerOptions, type MarkerVideo } from '../../../shared/markers/marker-source';
import { MARKER_EXPORT_MESSAGES } from '../../../shared/messages/marker-export-messages';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import type { EditorPorts, ProjectTree } from '../ports';
import { loadOwnedTree } from './owned-project';

function markerVideo(tree: ProjectTree, title: string, version: VideoVersion): MarkerVideo {
  return markerVideoOf(tree.project.name, title, version, tree.notes);
}

/** A record start that is no timecode at the version's rate (e.g. frame 25 at 25 fps) is the user's 400. */
function asUserError<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (error instanceof RangeError)
      throw new ValidationError(MARKER_EXPORT_MESSAGES.recordStartInvalid, {
        'query.recordStart': MARKER_EXPORT_MESSAGES.recordStartInvalid,
      });
    throw error;
  }
}

export async function exportVersionMarkers(
  ports: Pick<EditorPorts, 'projects'>,
  input: {
    userId: string;
    projectId: string;
    videoId: string;
    versionId?: string;
    format: MarkerFormat;
    options: MarkerOptions;
  },
): Promise<FileDownload> {
  const tree = await loadOwnedTree(ports.projects, input.userId, input.projectId);
  const video = tree.videos.find((v) => v.id === input.videoId);
  if (!video) throw new NotFoundError(PROJECT_MESSAGES.videoNotFound);
  const wanted = input.versionId ?? video.currentVersionId;
  const version = tree.versions.find((v) => v.id === wanted && v.videoId === video.id);
  if (!version) throw new NotFoundError(PROJECT_MESSAGES.videoNotFound);
  const file = asUserError(() =>
    writeMarkers(input.format, markerVideo(tree, video.title, version), input.options),
  );
  return {
    fileName: file.fileName,
    contentType: file.mimeType,
    bytes: new TextEncoder().encode(file.content),
  };
}

export async function exportProjectMarkers(
  ports: Pick<EditorPorts, 'projects' | 'clock'>,
  input: { userId: string; projectId: string; format?: MarkerFormat; options: MarkerOptions },
): Promise<FileDownload> {
  const tree = await loadOwnedTree(ports.projects, input.userId, input.projectId);
  const videos = [...tree.videos]
    .sort((a, b) => a.orderIndex - b.orderIndex || a.id.localeCompare(b.id))
    .flatMap((video) => {
      const version = tree.versions.find((v) => v.id === video.currentVersionId);
      return version ? [markerVideo(tree, video.title, version)] : [];
    });
  const zip = asUserError(() =>
    projectMarkersZip(tree.project.name, videos, input.options, {
      formats: input.format ? [input.format] : MARKER_FORMAT_IDS,
      modifiedAt: ports.clock.now(),
    }),
  );
  return { fileName: zip.fileName, contentType: zip.mimeType, bytes: zip.bytes };
}
