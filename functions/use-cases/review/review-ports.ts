/**
 * The ports the review use cases need (vocabulary: ../ports.ts). The repository layer implements
 * `ReviewRepository` directly (functions/lib/db/repositories.ts); SES, the media signer and the runtime
 * ports come from the composition root (functions/review-api/deps.ts).
 */
import type { Approval, Note, Notification, Project, VideoVersion } from '../../../shared/domain/entities';
import type { ProjectStatus } from '../../../shared/domain/status-values';
import type { PlaybackAlternative } from '../../../shared/api/endpoints/projects';
import type { MailPort } from '../../lib/mail/mail-port';
import type { Clock, IdSource, Logger, ProjectAggregate } from '../ports';

/** Everything of one project a review needs (one Query on the project's partition). */
export type ReviewSnapshot = ProjectAggregate;

export interface ReviewRepository {
  /**
   * Counts a call in the token's rate-limit window and answers the project the token points to, in one
   * request; null when the token is unknown.
   */
  admit(
    token: string,
    now: Date,
  ): Promise<{ projectId: string; allowed: boolean; retryAfterSeconds: number } | null>;
  /** The whole project, or null when it does not exist. */
  loadProject(projectId: string): Promise<ReviewSnapshot | null>;
  /**
   * Stores the notes of one batch and moves the listed videos to needs_changes, all or nothing; a batch id
   * already stored writes nothing and answers `created: false` with the notes stored the first time.
   */
  storeNoteBatch(input: {
    projectId: string;
    batchId: string;
    notes: Note[];
    videoIds: string[];
    now: string;
    /** The project as read (its videos with their revisions, its status). */
    snapshot?: ReviewSnapshot;
    /**
     * The status the rule derives for after the batch: written in the same transaction, on condition that
     * the project still has the status read; otherwise nothing is written and ProjectStatusMovedError says so.
     */
    status?: Exclude<ProjectStatus, 'archived'>;
  }): Promise<{ created: boolean; notes: Note[] }>;
  /**
   * Approves one video (only if not approved yet), records the video-scope approval and counts the video in
   * the project's approvedVideosCount, all or nothing; `created: false` (nothing written) when the video
   * was already approved. Answers the project's approvedVideosCount after the call.
   */
  approveVideo(input: {
    projectId: string;
    videoId: string;
    approval: Approval;
    now: string;
  }): Promise<{ created: boolean; approvedVideosCount: number }>;
  /**
   * Moves the project from `project.status` to `status` (conditional on the status being unchanged since
   * the read; throws ConflictError otherwise); null when there is nothing to change.
   */
  setProjectStatus(input: {
    project: Project;
    status: Exclude<ProjectStatus, 'archived'>;
    now: string;
  }): Promise<Project | null>;
  /** The owner's e-mail address and name, or null when the profile is missing. */
  ownerContact(userId: string): Promise<{ email: string; name: string | null } | null>;
}

/** Stores an in-app notification for the owner. */
export interface NotificationPort {
  create(notification: Notification): Promise<void>;
}

/** Short-lived playback URLs for a version (signed, Range-capable). */
export interface PlaybackPort {
  urls(version: VideoVersion): Promise<{
    playbackUrl: string | null;
    thumbnailUrl: string | null;
    alternatives: PlaybackAlternative[];
    /** The proxy is being made and the original does not play in a browser: 'ready shortly'. */
    processing: boolean;
  }>;
}

export type { Clock, IdSource, Logger } from '../ports';

export interface ReviewPorts {
  reviews: ReviewRepository;
  notifications: NotificationPort;
  playback: PlaybackPort;
  mail: MailPort;
  clock: Clock;
  ids: IdSource;
  log: Logger;
  /** The SPA's origin, for links in e-mails. */
  appUrl: string;
  /** The From address of e-mails. */
  mailFrom: string;
}
