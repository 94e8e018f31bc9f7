/** The status values of every entity (labels, colours and rules live beside them in shared/domain). */
export const PROJECT_STATUSES = ['active', 'pending', 'approved', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** `processing` while the import copies the file; `active` once stored (or fallen back to the Drive link). */
export const VIDEO_STATUSES = [
  'processing',
  'active',
  'pending_review',
  'needs_changes',
  'approved',
] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** The three statuses an owner may set on a video. */
export const REVIEW_VIDEO_STATUSES = ['pending_review', 'needs_changes', 'approved'] as const;
export type ReviewVideoStatus = (typeof REVIEW_VIDEO_STATUSES)[number];

export const NOTE_STATUSES = ['pending', 'completed'] as const;
export type NoteStatus = (typeof NOTE_STATUSES)[number];

/**
 * Where a version's bytes are: being copied, copied into our bucket, only the Drive preview link, or refused
 * (`failed`: empty, truncated, not a video or undecodable — never played).
 */
export const VERSION_STORAGE_STATUSES = ['processing', 'stored', 'drive_link', 'failed'] as const;
export type VersionStorageStatus = (typeof VERSION_STORAGE_STATUSES)[number];

export const PLAN_LEVELS = ['free', 'basic', 'pro'] as const;
export type PlanLevel = (typeof PLAN_LEVELS)[number];

export const APPROVAL_SCOPES = ['video', 'project'] as const;
export type ApprovalScope = (typeof APPROVAL_SCOPES)[number];

export const NOTIFICATION_TYPES = [
  'new_feedback',
  'video_approved',
  'project_approved',
  'project_reminder',
  /** The client opened a review link for the first time. */
  'link_opened',
  /** A version finished processing and plays for the client. */
  'version_ready',
  /** A Drive import ended without a stored copy: refused as damaged, or kept as the Drive link. */
  'import_failed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
