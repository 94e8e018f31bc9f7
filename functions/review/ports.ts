/**
 * The ports the review use cases need (vocabulary: ../ports.ts). The repository layer implements
 * `ReviewRepository` directly (functions/projects/store/repositories.ts); SES, the media signer and the runtime
 * ports come from the composition root (functions/review-api/deps.ts).
 */
import type { Approval, Note, Project } from '../../shared/domain/entities';
import type { ProjectStatus } from '../../shared/domain/status-values';
import type { DomainEvent } from '../../shared/domain/domain-events';
import type { AppliedBrand } from '../../shared/domain/brand';
import type { NotePagesPort, PlaybackPort, ProjectAggregate } from '../projects';
import type { Clock, IdSource, Logger, Metrics } from '../platform/ports';

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
    /**
     * `write`: a write call, counted in the link's write window (`allowed: false` past its limit). A read
     * writes nothing, unless it opens the review (`countOpen`).
     */
    options?: { countOpen?: boolean; write?: boolean },
  ): Promise<{
    projectId: string;
    allowed: boolean;
    retryAfterSeconds: number;
    /** Notes sent through this link so far. */
    linkNoteCount: number;
    /** With countOpen: the link's opens so far, this one included. */
    openCount: number | null;
    /** Whether the owner was told of the link's first open already. */
    firstOpenNotified: boolean;
    /** The link's password hash; null when anyone with the link may open it. */
    passwordHash: string | null;
  } | null>;
  /**
   * Counts one password attempt on the link in its fixed window (atomic: concurrent guesses count
   * exactly); `allowed: false` once the window's attempts are used up.
   */
  consumePasswordAttempt(token: string, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /**
   * Tells the owner of the link's first open: the event is stored only by the first caller (a conditional
   * write on the link, one transaction), so concurrent first opens notify once. True when this call stored it.
   */
  recordFirstOpen(token: string, event: DomainEvent): Promise<boolean>;
  /**
   * Takes back the open the admission counted when the page only got the password prompt: the visit counts
   * once, when the review shows (never below zero).
   */
  uncountOpen(token: string): Promise<void>;
  /**
   * The whole project, or null when it does not exist: read eventually consistent and possibly kept for a
   * few seconds for the next viewer; `fresh` reads it strongly consistent now (re-reads after a write, writes).
   */
  loadProject(projectId: string, options?: { fresh?: boolean }): Promise<ReviewSnapshot | null>;
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
    /**
     * The note caps (shared/domain/note-limits), held by counters in the same transaction: the link's notes
     * and each version's (`stored` = the version's notes as read, where its counter starts when absent). A
     * batch that would pass a cap writes nothing: ConflictError code NOTE_LIMIT with the cap's message.
     */
    caps?: {
      token: string;
      versions: { videoId: string; versionNumber: number; adding: number; stored: number }[];
    };
    /** The owner's domain events of the batch, in its transaction (never written for a replay). */
    events?: readonly DomainEvent[];
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
    events?: readonly DomainEvent[];
  }): Promise<{ created: boolean; approvedVideosCount: number }>;
  /**
   * Moves the project from `project.status` to `status` (conditional on the status being unchanged since
   * the read; throws ConflictError otherwise); null when there is nothing to change.
   */
  setProjectStatus(input: {
    project: Project;
    status: Exclude<ProjectStatus, 'archived'>;
    now: string;
    /** Domain events of the change, in its transaction. */
    events?: readonly DomainEvent[];
  }): Promise<Project | null>;
}

/** The one playback port (projects/ports.ts): the review asks the same sources the editor does. */
export type { PlaybackPort };

export type { Clock, IdSource, Logger } from '../platform/ports';

/** A per-viewer request limit (a token bucket per key, in the container's memory). */
export interface ViewerLimiter {
  consume(key: string, nowMs: number): { allowed: boolean; retryAfterSeconds: number };
}

/** The brand in force of a workspace (functions/branding), read with every review so a plan change shows at once. */
export interface ReviewBrands {
  inForce(workspaceId: string): Promise<AppliedBrand | null>;
  /**
   * The brand in force and whether the workspace's review pages record viewing, read together (one request):
   * both travel with every review answer.
   */
  withViewingSetting(workspaceId: string): Promise<{ brand: AppliedBrand | null; collectViewing: boolean }>;
  /** The brand in force of the workspace a link belongs to, whatever the link's state; null: unknown link. */
  ofLink(token: string): Promise<AppliedBrand | null>;
}

export interface ReviewPorts {
  reviews: ReviewRepository;
  brands: ReviewBrands;
  /** Each viewer's calls on a link (key: token and viewer). */
  viewerLimit: ViewerLimiter;
  /** Pages of a version's notes (after the review answer's first page). */
  notePages: NotePagesPort;
  playback: PlaybackPort;
  clock: Clock;
  ids: IdSource;
  log: Logger;
  /** Business events (notes submitted, approvals). */
  metrics: Metrics;
}
