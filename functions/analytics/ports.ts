/**
 * The ports of viewing analytics (vocabulary: ../platform/ports.ts). The store (store/viewing-store.ts) keeps
 * the counters; the review gate (functions/review, `openAdmittedReview`) decides whether a link is live.
 */
import type { VersionViewingCounters } from '../../shared/domain/project-analytics';
import type { ProjectDigest } from '../../shared/domain/workspace-analytics';
import type { Clock, Logger } from '../platform/ports';
import type { RateLimiter } from '../platform/http/rate-limit';
import type { ReviewPorts } from '../review';

/** What one accepted batch adds to the counters, worked out by the use case. */
export interface ViewingIncrements {
  batchId: string;
  projectId: string;
  videoId: string;
  versionId: string;
  viewerId: string;
  /** The UTC day the batch counts on (the link's per-day figures). */
  day: string;
  /** The version's histogram bucket (ms) and how many times each bucket was watched in this batch. */
  bucketMs: number;
  buckets: ReadonlyMap<number, number>;
  watchedMs: number;
  plays: number;
  /** The batch holds an `ended`: counts the viewer's completion of the version (once per viewer). */
  completed: boolean;
  /** The first batch of a page visit: one open of the link. */
  open: boolean;
  /** The reviewer's name, when given (kept on the viewer's marker of the version). */
  reviewerName: string | null;
  now: Date;
}

export interface ViewingStore {
  /**
   * Adds one batch to the counters, all or nothing, once per batch id: `duplicate` (nothing written) when
   * the batch was counted before. A viewer counts once per version and once per day; a completion once per
   * viewer and version.
   */
  recordBatch(input: ViewingIncrements): Promise<{ result: 'stored' | 'duplicate'; requests: number }>;
  /** Whether the workspace's review pages record viewing (on unless the workspace turned it off). */
  collectsViewing(workspaceId: string): Promise<boolean>;
  setCollectsViewing(workspaceId: string, collect: boolean, now: Date): Promise<void>;
  /** Each version's counters, summed over its shards (one BatchGetItem per 6 versions). */
  versionStats(versionIds: readonly string[]): Promise<VersionViewingCounters[]>;
  /** The project's link: its unique viewers and its opens and viewers per day (one Query). */
  linkStats(projectId: string): Promise<{ uniqueViewers: number; days: LinkDayStats[] }>;
}

export interface LinkDayStats {
  day: string;
  opens: number;
  viewers: number;
}

export interface ViewingLimiters {
  /** Batches per viewer of a link (key: token and viewer id). */
  viewer: RateLimiter;
  /** Batches per link, all viewers together (key: token). */
  link: RateLimiter;
}

export interface ViewingPorts extends Pick<ReviewPorts, 'reviews' | 'clock' | 'viewerLimit'> {
  viewing: ViewingStore;
  viewingLimits: ViewingLimiters;
  clock: Clock;
  log: Logger;
}

/** Each project's analytics digest (shared/domain/workspace-analytics.ts), kept by ./store/digest-store.ts. */
export interface AnalyticsDigestStore {
  /**
   * Stores a project's digest worked out from its tree as read at `readAt`; a digest from an older read than
   * the stored one is dropped (false), so two refreshes racing each other keep the newer picture.
   */
  putDigest(workspaceId: string, digest: ProjectDigest, readAt: Date): Promise<boolean>;
  /** Every digest of the workspace (one Query over their partition, page by page). */
  listDigests(workspaceId: string): Promise<ProjectDigest[]>;
}
