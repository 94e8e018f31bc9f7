/**
 * Videos of a project (`editor-api`, caller `owner`): set the reviewer status, add a single video by Drive
 * file link, add a new version by link, and the owner's video-level notes text. Each answers the changed
 * video and the project (its status is re-derived by the shared status rule after every change).
 */
import * as z from 'zod/mini';
import { projectSchema, videoSchema, videoVersionSchema } from '../../domain/entities';
import { REVIEW_VIDEO_STATUSES } from '../../domain/status-values';
import { VIDEO_MESSAGES } from '../../messages/video-messages';
import { defineEndpoint } from '../endpoint';
import { EDITOR_LIMITS, entityIdParam } from './projects';

export const videoIdParams = z.object({ projectId: entityIdParam, videoId: entityIdParam });

/**
 * A single Drive file link. Blank gets 'Please enter a valid Google Drive URL.'; a link without a file id
 * gets the add-dialog or update-form text (checked by the use case with the shared link parser).
 */
const fileUrl = z
  .string(VIDEO_MESSAGES.fileUrlRequired)
  .check(
    z.trim(),
    z.minLength(1, VIDEO_MESSAGES.fileUrlRequired),
    z.maxLength(EDITOR_LIMITS.urlMax, VIDEO_MESSAGES.fileUrlRequired),
  );

/** The editor's Google OAuth access token for a file that is not public (forwarded to Drive, never stored). */
const driveAccessToken = z.string().check(z.minLength(1), z.maxLength(4096));

export const setVideoStatusBodySchema = z.object({ status: z.enum(REVIEW_VIDEO_STATUSES) });
export const addVideoBodySchema = z.object({ fileUrl, accessToken: z.optional(driveAccessToken) });
export const addVideoVersionBodySchema = z.object({
  fileUrl,
  accessToken: z.optional(driveAccessToken),
});
export const updateVideoNotesBodySchema = z.object({
  notes: z
    .string()
    .check(z.maxLength(EDITOR_LIMITS.videoNotesMax, `At most ${EDITOR_LIMITS.videoNotesMax} characters`)),
});

export const videoChangeResponseSchema = z.object({ video: videoSchema, project: projectSchema });
export type VideoChangeResponse = z.infer<typeof videoChangeResponseSchema>;

export const videoAddedResponseSchema = z.object({
  video: videoSchema,
  /** The new (now current) version; its file is being copied (`status` processing) by the download job. */
  version: videoVersionSchema,
  project: projectSchema,
});
export type VideoAddedResponse = z.infer<typeof videoAddedResponseSchema>;

export const setVideoStatus = defineEndpoint({
  id: 'setVideoStatus',
  method: 'PUT',
  path: '/api/projects/{projectId}/videos/{videoId}/status',
  caller: 'owner',
  lambda: 'editor-api',
  params: videoIdParams,
  body: setVideoStatusBodySchema,
  response: videoChangeResponseSchema,
  summary: 'Sets a video to pending_review, needs_changes or approved; re-applies the project status rule.',
});

export const addVideo = defineEndpoint({
  id: 'addVideo',
  method: 'POST',
  path: '/api/projects/{projectId}/videos',
  caller: 'owner',
  lambda: 'editor-api',
  params: z.object({ projectId: entityIdParam }),
  body: addVideoBodySchema,
  response: videoAddedResponseSchema,
  successStatus: 201,
  summary: 'Adds one video by Drive file link: appended last, pending_review, its download queued.',
});

export const addVideoVersion = defineEndpoint({
  id: 'addVideoVersion',
  method: 'POST',
  path: '/api/projects/{projectId}/videos/{videoId}/versions',
  caller: 'owner',
  lambda: 'editor-api',
  params: videoIdParams,
  body: addVideoVersionBodySchema,
  response: videoAddedResponseSchema,
  successStatus: 201,
  summary:
    'Adds a new version by Drive file link (highest + 1, made current); the video goes back to pending_review.',
});

export const updateVideoNotes = defineEndpoint({
  id: 'updateVideoNotes',
  method: 'PATCH',
  path: '/api/projects/{projectId}/videos/{videoId}',
  caller: 'owner',
  lambda: 'editor-api',
  params: videoIdParams,
  body: updateVideoNotesBodySchema,
  response: videoChangeResponseSchema,
  summary: "Sets the owner's video-level notes text.",
});

export const videoEndpoints = [setVideoStatus, addVideo, addVideoVersion, updateVideoNotes] as const;
