/**
 * Owner changes to videos: set the reviewer status, add a single video by Drive file link, add a new version
 * by link, and the video-level notes text. Every change is refused on an archived project and followed by
 * the project status rule.
 */
import type { VideoAddedResponse, VideoChangeResponse } from '../../../shared/api/endpoints/videos';
import { parseDriveFileLink } from '../../../shared/domain/drive-file-link';
import type { DriveFileLinkContext } from '../../../shared/domain/drive-file-link';
import type { Video, VideoVersion } from '../../../shared/domain/entities';
import { videoRefusal } from '../../../shared/domain/refused-video';
import type { ReviewVideoStatus } from '../../../shared/domain/status-values';
import {
  ConflictError,
  NotFoundError,
  UpstreamError,
  ValidationError,
} from '../../../shared/errors/app-error';
import { IMPORT_MESSAGES } from '../../../shared/messages/import-messages';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import { VIDEO_MESSAGES } from '../../../shared/messages/video-messages';
import type { DriveFile } from '../../google-drive';
import { driveVersion } from './drive-version';
import type { EditorPorts, ProjectTree } from '../ports';
import { loadMutableTree } from './owned-project';
import { queueDownloads } from './queue-downloads';
import { reapplyStatusRule } from './reapply-status-rule';

interface VideoInput {
  userId: string;
  projectId: string;
  videoId: string;
}

function findVideo(tree: ProjectTree, videoId: string): Video {
  const video = tree.videos.find((v) => v.id === videoId);
  if (!video) throw new NotFoundError(PROJECT_MESSAGES.videoNotFound);
  return video;
}

export async function setVideoStatus(
  ports: Pick<EditorPorts, 'projects' | 'clock'>,
  input: VideoInput & { status: ReviewVideoStatus },
): Promise<VideoChangeResponse> {
  const tree = await loadMutableTree(ports.projects, input.userId, input.projectId);
  // A refused file has no review status to give: its way out is a new version.
  if (videoRefusal(findVideo(tree, input.videoId), tree.versions))
    throw new ConflictError(VIDEO_MESSAGES.refusedStatus);
  const video = await ports.projects.setVideoStatus({
    userId: input.userId,
    project: tree.project,
    videoId: input.videoId,
    status: input.status,
    now: ports.clock.now().toISOString(),
  });
  const { project } = await reapplyStatusRule(ports, input.projectId);
  return { video, project };
}

export async function updateVideoNotes(
  ports: Pick<EditorPorts, 'projects'>,
  input: VideoInput & { notes: string },
): Promise<VideoChangeResponse> {
  const tree = await loadMutableTree(ports.projects, input.userId, input.projectId);
  findVideo(tree, input.videoId);
  const video = await ports.projects.setVideoNotes({
    userId: input.userId,
    project: tree.project,
    videoId: input.videoId,
    notes: input.notes,
  });
  return { video, project: tree.project };
}

/** The Drive file behind a pasted link, or a 400 on `body.fileUrl` with the form's text. */
async function lookUpDriveFile(
  ports: Pick<EditorPorts, 'drive'>,
  fileUrl: string,
  context: DriveFileLinkContext,
  accessToken: string | undefined,
): Promise<DriveFile> {
  const link = parseDriveFileLink(fileUrl, context);
  if (!link.ok) throw new ValidationError(link.message, { 'body.fileUrl': link.message });
  const result = await ports.drive.getFile(link.fileId, accessToken);
  if (result.status === 'success' && result.file) return result.file;
  if (result.status === 'error') throw new UpstreamError(result.message || VIDEO_MESSAGES.driveDetailsFailed);
  const message =
    result.status === 'permission_required'
      ? result.message || IMPORT_MESSAGES.driveNoAccess
      : result.message || VIDEO_MESSAGES.driveDetailsFailed;
  throw new ValidationError(message, { 'body.fileUrl': message });
}

function newVersion(
  ports: Pick<EditorPorts, 'ids'>,
  file: DriveFile,
  ids: { projectId: string; videoId: string },
  at: string,
): Omit<VideoVersion, 'versionNumber'> {
  return driveVersion(
    { id: ports.ids.next(), ...ids },
    {
      fileId: file.id,
      fileName: file.name,
      mimeType: file.mimeType,
      size: file.size,
      webViewLink: file.webViewLink,
      previewUrl: file.previewUrl,
      thumbnailLink: file.thumbnailLink,
    },
    at,
  );
}

export async function addVideo(
  ports: Pick<EditorPorts, 'projects' | 'drive' | 'downloads' | 'clock' | 'ids' | 'log'>,
  input: {
    userId: string;
    projectId: string;
    fileUrl: string;
    accessToken?: string | undefined;
    /** The member adding it (the project's activity names them). */
    actor?: string | undefined;
  },
): Promise<VideoAddedResponse> {
  const tree = await loadMutableTree(ports.projects, input.userId, input.projectId);
  const file = await lookUpDriveFile(ports, input.fileUrl, 'add', input.accessToken);
  const at = ports.clock.now().toISOString();
  const videoId = ports.ids.next();
  const version: VideoVersion = {
    ...newVersion(ports, file, { projectId: input.projectId, videoId }, at),
    versionNumber: 1,
    ...(input.actor ? { addedBy: input.actor } : {}),
  };
  const video: Video = {
    id: videoId,
    projectId: input.projectId,
    title: file.title || file.name,
    orderIndex: tree.videos.reduce((max, v) => Math.max(max, v.orderIndex), 0) + 1,
    fileId: file.id,
    status: 'pending_review',
    currentVersionId: version.id,
    notes: '',
    lastStatusChangeAt: at,
    createdAt: at,
    revision: 0,
  };
  const stored = await ports.projects.addVideo({
    userId: input.userId,
    project: tree.project,
    video,
    version,
  });
  await queueDownloads(ports, [stored.version], tree.project);
  const { project } = await reapplyStatusRule(ports, input.projectId);
  return { video: stored.video, version: stored.version, project };
}

export async function addVideoVersion(
  ports: Pick<EditorPorts, 'projects' | 'drive' | 'downloads' | 'clock' | 'ids' | 'log'>,
  input: VideoInput & { fileUrl: string; accessToken?: string | undefined; actor?: string | undefined },
): Promise<VideoAddedResponse> {
  const tree = await loadMutableTree(ports.projects, input.userId, input.projectId);
  findVideo(tree, input.videoId);
  const file = await lookUpDriveFile(ports, input.fileUrl, 'update', input.accessToken);
  const now = ports.clock.now().toISOString();
  const stored = await ports.projects.addVersion({
    userId: input.userId,
    project: tree.project,
    videoId: input.videoId,
    version: {
      ...newVersion(ports, file, { projectId: input.projectId, videoId: input.videoId }, now),
      ...(input.actor ? { addedBy: input.actor } : {}),
    },
    now,
  });
  await queueDownloads(ports, [stored.version], tree.project);
  const { project } = await reapplyStatusRule(ports, input.projectId);
  return { video: stored.video, version: stored.version, project };
}
