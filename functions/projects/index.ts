export {
  issueReviewSession,
  isValidReviewSession,
  verifyReviewPassword,
} from './adapters/review-password-hash';
export {
  type DownloadRecorder,
  type DownloadRef,
  type DownloadTarget,
  type MediaEventAudience,
  type MediaProber,
  type NotePagesPort,
  type ProjectAggregate,
  ProjectStatusMovedError,
  type ProxyRecorder,
  type TranscodeJob,
  type TranscodeOutputs,
  type Transcoder,
} from './aggregate';
export {
  type DownloadJob,
  type DownloadQueuePort,
  enqueueDownloadJobs,
  importFairnessGroup,
  parseDownloadJob,
  type QueueMessage,
} from './download-job';
export {
  type ArchiveTagsPort,
  type AvatarStoragePort,
  type Clock,
  type EditorPorts,
  type PlaybackPort,
} from './ports';
export { type RepliesRepository } from './reply-ports';
export { approveVideo } from './store/approval-repository';
export { submitNoteBatch } from './store/note-repository';
export { createProfileIfAbsent, getCallerProfile, turnOffMailCategory } from './store/profile-repository';
export { admitShareToken, listAllProjectsByOwner, updateProjectStatus } from './store/project-repository';
export { getProjectIdByShareToken, getProject as getStoredProject } from './store/project-repository';
export {
  loadAggregate,
  notePagesRepository,
  notificationRepository,
  profileRepository,
  projectRepository,
  projectStatusRepository,
  replyRepository,
} from './store/repositories';
export {
  permanentLinkDowngrade,
  PermanentLinksMovedError,
  recordFirstOpen,
  uncountOpen,
} from './store/review-link-repository';
export {
  activateProcessingVideo,
  getDownloadTarget,
  type RecordDownloadInput,
  recordDownloadResult,
  recordPendingUpload,
  recordProxyProgress,
} from './store/video-repository';
export { addOwnerNote } from './use-cases/add-owner-note';
export { approveProject } from './use-cases/approve-project';
export { checkedNoteTiming } from './use-cases/checked-note-timing';
export { createProject } from './use-cases/create-project';
export { listFootageLink, type FootageListingPort } from './use-cases/list-footage-link';
export { getDashboard } from './use-cases/dashboard';
export { listProjectActivity } from './use-cases/project-activity';
export { activityItem, activityKeys } from './store/activity-repository';
export { ensureProfile } from './use-cases/ensure-profile';
export { workspaceOf, workspacePlanProfile } from './use-cases/workspace-scope';
export { exportProjectMarkers, exportVersionMarkers } from './use-cases/export-markers';
export { getProject, listVersionNotes } from './use-cases/get-project';
export { listProjects } from './use-cases/list-projects';
export { firstNotePages } from './use-cases/note-pages';
export {
  dismissReminder,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsVersion,
} from './use-cases/notifications';
export {
  clearMailSuppression,
  confirmAvatar,
  getProfile,
  requestAvatarUpload,
  setProfileTimeZone,
  updateMailPreferences,
  updatePreferences,
  updateProfile,
} from './use-cases/profile';
export {
  archiveProject,
  extendReviewLink,
  regenerateReviewLink,
  renameProject,
  restoreProject,
  setReviewLinkExpiry,
  setReviewLinkPassword,
  updateReviewLinkSettings,
} from './use-cases/project-lifecycle';
export { replyAsEditor } from './use-cases/reply-as-editor';
export { videoThread } from './use-cases/reply-view';
export { REVIEW_API_ERRORS } from './use-cases/review-errors';
export { setNoteStatus } from './use-cases/set-note-status';
export { runStatusRule, type StatusRulePorts } from './use-cases/status-rule';
export { threadTarget } from './use-cases/thread-rules';
export { addVideo, addVideoVersion, setVideoStatus, updateVideoNotes } from './use-cases/video-changes';
export { getProfile as readProfile } from './store/profile-repository';
// The notify capability stores the owner's in-app notification of a domain event.
export { createNotification } from './store/notification-repository';
export { loadOwnedTree } from './use-cases/owned-project';
