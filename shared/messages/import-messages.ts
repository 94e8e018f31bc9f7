/** The import wizard (/Import): labels, statuses and the Drive error texts. */
import { countOf } from '../lib/plural';
import { REVIEW_LINK } from '../domain/review-link-rules';
import { ACCESS_MESSAGES } from './access-messages';
import { COMMON_MESSAGES } from './common-messages';

export const IMPORT_MESSAGES = {
  folderUrlLabel: 'Google Drive Folder URL',
  importButton: 'Import Videos',
  connecting: 'Connecting to Drive...',
  permissionPanelTitle: "We can't read this folder yet.",
  rescan: 'Rescan',
  foundSelected: (found: number, selected: number) =>
    `Found ${countOf(found, 'video', 'videos')} • ${selected} selected`,
  continueWith: (count: number) => `Continue with ${countOf(count, 'video', 'videos')}`,
  /** Ours: one import creates at most this many videos (one transaction); more join with Add Video. */
  tooManySelected: (max: number) =>
    `Select up to ${max} videos for one project. You can add more later with Add Video.`,
  projectNameLabel: 'Project Name *',
  clientNameLabel: 'Client Display Name *',
  /** Default project name after a folder import. */
  defaultProjectName: 'Video Review Project',
  whatHappensNext: 'What happens next?',
  whatHappensNextItems: (count: number) =>
    [
      `A project will be created with ${countOf(count, 'video', 'videos')}`,
      `A secure review link valid for ${REVIEW_LINK.validityDays} days will be generated`,
      'Share the link with your client to collect feedback',
      'Clients can leave time-stamped notes without signing up',
    ] as const,
  createProject: 'Create Project',
  creatingProject: 'Creating Project',
  projectsUsed: (used: number, limit: number) => `${used} of ${countOf(limit, 'project', 'projects')} used`,

  folderUrlRequired: 'Please enter a Google Drive folder URL.',
  folderUrlInvalid: 'Invalid Google Drive folder URL. Please check the format and try again.',
  folderNotFound: "The link looks wrong or we can't access it. Check the URL and try again.",
  unknownError: COMMON_MESSAGES.unknown,
  noVideos:
    'No video files found in this folder. Make sure the folder contains video files or is publicly shared.',
  driveInvalidUrl: 'Invalid Google Drive URL. Please check the URL and try again.',
  driveNoAccess:
    'Cannot access this Google Drive file. Please make sure it is shared publicly or you have permission to view it.',
  driveConnectFailed: (detail: string) => `Failed to connect to Google Drive: ${detail}`,
  createFailed: 'Failed to create project. Please try again.',
  requiredFields: COMMON_MESSAGES.requiredFields,
  selectAtLeastOneVideo: 'Please select at least one video',
  userAuthenticationRequired: ACCESS_MESSAGES.userAuthenticationRequired,
  /** Ours: Connect Google Drive (private folders) — the consent popup and its outcomes. */
  driveConnectWaiting: 'Finish connecting in the Google window that opened…',
  /** Ours. */
  driveConnectPopupBlocked:
    'Your browser blocked the Google window. Allow pop-ups for this site, then try Connect Google Drive again.',
  /** Ours. */
  driveConnectDenied:
    'Google Drive was not connected. Connect again, or share the folder publicly and Rescan.',
  /** Ours: the popup page (/DriveConnected) while it hands the token back and closes. */
  driveConnectedTitle: 'Google Drive connected. You can close this window.',
  /** Ours: the popup page when the answer does not belong to a connect attempt of this browser tab. */
  driveConnectStateMismatch:
    'This sign-in answer does not match a Connect Google Drive request. Close this window and try again.',
  /** Recorded on a version when the download failed and the Drive preview link is kept. */
  downloadFallbackNote: 'Video stored as Google Drive link (download failed)',
} as const;
