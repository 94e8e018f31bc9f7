/** The video panel of the project page and the 'Add New Video to Project' dialog. */
import type { MediaDamageReason } from '../domain/media-probe';
import { COMMON_MESSAGES } from './common-messages';
import { REVIEW_MESSAGES } from './review-messages';

export const VIDEO_MESSAGES = {
  noVersionAssigned: 'This video has no version assigned.',
  noVersionFound: 'No video version found.',
  noFeedback: 'No feedback received yet for this version.',
  noApprovals: 'No approvals recorded for this video.',
  loadDetailsFailed: 'Failed to load video details.',
  archived: COMMON_MESSAGES.archivedProject,
  statusUpdateFailed: 'Failed to update video status.',
  noteStatusUpdateFailed: 'Failed to update note status.',
  linkUpdateFailed: 'Failed to update video link.',
  videoMarked: (statusLabel: string) => `Video marked as ${statusLabel}.`,
  noteMarked: (statusLabel: string) => `Note marked as ${statusLabel}.`,
  updatedToVersion: (versionNumber: number) => `Video updated to Version ${versionNumber}`,
  versionLabel: REVIEW_MESSAGES.versionLabel,
  /** A version refused at import (empty, truncated, not a video, undecodable): on the project page. */
  damagedFile: 'This file is damaged or not a video.',
  /** Why, per the probe's reason (shared/domain/media-probe MEDIA_DAMAGE_REASONS). */
  damageReasons: {
    empty: 'The file is empty (0 bytes).',
    truncated: 'The file is cut short: its copy on Drive is incomplete.',
    not_video: 'The file has no video picture (audio only, or not a video).',
    undecodable: 'The video in this file cannot be decoded.',
  } as const satisfies Record<MediaDamageReason, string>,
  /** The refused row's chip: the client does not see the video until a new version plays. */
  refusedChip: 'Refused',
  /** Beside the way out: what the refusal means for the client. */
  refusedHidden: 'Your client does not see this video until a new version of it plays.',
  /** The way out in a product without uploads: the version form takes a Drive file link. */
  addVersionFromDrive: 'Add a new version from Drive',
  /** The server's refusal (409) to set a status on a video whose file was refused. */
  refusedStatus: 'This file was refused (damaged or not a video). Add a new version from Drive first.',
  /** A playable copy (proxy) of a source browsers cannot play is being made. */
  makingPlayableCopy: (percent: number) => `Processing: making a playable copy (${percent}%)`,

  addDialogTitle: 'Add New Video to Project',
  driveDetailsFailed: 'Could not retrieve video details from Google Drive.',
  unexpected: COMMON_MESSAGES.unexpected,
  addFailed: 'Failed to add video.',
  added: (title: string) => `"${title}" was successfully added to the project.`,

  /** Single file link validation (add dialog and version update form). */
  fileUrlRequired: 'Please enter a valid Google Drive URL.',
  fileUrlInvalidUpdate: 'Invalid Google Drive URL format.',
  fileUrlInvalidAdd: 'The URL does not seem to be a valid Google Drive file link.',
} as const;
