/** The ports of the review address use cases: the host items and a DNS TXT look-up. */
import type { ReviewHostStatus } from '../../shared/domain/review-host';
import type { Clock } from '../platform/ports';
import type { BrandStore } from './ports';

export interface StoredReviewHost {
  workspaceId: string;
  host: string;
  status: ReviewHostStatus;
  /** What the TXT record must hold (shared/domain/review-host.ts `verificationRecord`). */
  token: string;
  createdAt: string;
  verifiedAt: string | null;
}

export interface ReviewHostStore {
  /** The workspace's review address, read consistently; null when it has none. */
  get(workspaceId: string): Promise<StoredReviewHost | null>;
  /**
   * Claims `next.host` for the workspace and gives `previousHost` up, in one transaction: the host's owner item
   * is written only when no other workspace owns it (ConflictError otherwise), and the workspace's item only
   * when its host is still `previousHost` (a concurrent change writes nothing).
   */
  claim(next: StoredReviewHost, previousHost: string | null): Promise<void>;
  /** Marks the host verified, only while it is still the workspace's host. */
  markVerified(workspaceId: string, host: string, at: string): Promise<void>;
  /** Gives the host up (both items, one transaction). */
  release(workspaceId: string, host: string): Promise<void>;
  /** The workspace a host name belongs to, or null. */
  workspaceOfHost(host: string): Promise<string | null>;
}

/** The TXT strings published at a DNS name (none: an empty list). */
export interface DnsTxtPort {
  txt(name: string): Promise<string[]>;
}

export interface ReviewHostDeps {
  reviewHosts: ReviewHostStore;
  brands: Pick<BrandStore, 'readBrandAndPlan'>;
  dns: DnsTxtPort;
  clock: Clock;
  /** A fresh verification token (random, URL-safe). */
  newToken: () => string;
}
