/** The project detail page (/Project?id=…): states, header, banner, empty texts. */
import { COMMON_MESSAGES } from './common-messages';

export const PROJECT_MESSAGES = {
  errorLoadingTitle: 'Error Loading Project',
  backToProjects: 'Back to Projects',
  accessDeniedTitle: 'Access Denied',
  accessDeniedBody: "You don't have permission to view this project, or it doesn't exist.",
  archivedBanner:
    'Archived Project - This project has been archived and is now read-only. No changes can be made.',
  archivedBadge: 'Archived',
  /** Ours: the Restore action the archive dialog promises ('You can restore it later'). */
  restoreProject: 'Restore Project',
  /** Ours. */
  restored: 'Project restored.',
  /** Ours. */
  restoreFailed: 'Failed to restore project.',
  approveProject: 'Approve Project',
  /** Ours: following a project (its notifications and mails come to the member who follows it). */
  follow: 'Follow',
  following: 'Following',
  followHint: 'Get this project’s notifications and e-mails',
  followingHint: 'You get this project’s notifications and e-mails. Select to stop.',
  followFailed: 'Could not change following. Try again.',
  edit: 'Edit',
  loadFailed: 'Failed to load project. Please try again.',
  loadFailedToast: 'Failed to load project data',
  approveFailed: 'Failed to approve project.',
  /** The spec does not give the wording of the project-approved toast; this is ours. */
  approved: 'Project approved!',
  archived: COMMON_MESSAGES.archivedProject,
  /** Ours (server): Approve Project on a project that is already approved. */
  alreadyApproved: 'This project is already approved.',
  /** Ours (409): every video's file was refused (damaged or not a video), so there is nothing to approve. */
  nothingToApprove:
    'Nothing to approve yet: every video in this project was refused. Add a new version from Drive.',
  /** Ours (server): Restore on a project that is not archived. */
  notArchived: 'This project is not archived.',
  /** Ours (server): a video, note or notification id that is not in the caller's data. */
  videoNotFound: 'Video not found.',
  noteNotFound: 'Note not found.',
  notificationNotFound: 'Notification not found.',
  /** Ours (server): rename with an expectedRevision that is no longer current. */
  changedElsewhere: 'This project was changed elsewhere. Reload and try again.',
  /** Ours (server): an id that is not in the caller's data, or a write that found its item gone. */
  projectNotFound: 'Project not found.',
  versionNotFound: 'Video version not found.',
  profileNotFound: 'Profile not found.',
  /** Ours (server): approving a video that is already approved. */
  videoAlreadyApproved: 'This video is already approved.',
  /** Ours (server): a new review token that collides with another (the caller draws another). */
  tokenTaken: 'That review link token is already in use.',
  /** Ours (server): a write that lost a race with another on the same item, after its retries. */
  busy: 'The item is busy. Please try again.',
  /** Ours (server): the profile's active project count disagrees with the projects (support must look). */
  counterOutOfStep: 'The active project count is out of step. Please contact support.',
  createdOn: (date: string) => `Created ${date}`,
} as const;
