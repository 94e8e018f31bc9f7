/**
 * What every open of a review reads besides the project: its workspace's brand in force and viewing setting,
 * kept by the container as long as the review payload itself (REVIEW_LIMITS.cloudSnapshotCacheSeconds), with
 * concurrent misses sharing one read. A popular link's opens otherwise read the same two items on every
 * call: two more DynamoDB requests per open (the handler's CPU, and up to hundreds of reads a second on two
 * keys), for values that change a few times a year. A change shows on the loads after the same few seconds
 * as a changed payload; the viewing batches check the setting on their own, uncached.
 */
import { snapshotCache } from '../review/store/snapshot-cache';
import type { ReviewPorts } from '../review';

type ReviewBrands = ReviewPorts['brands'];

interface KeepFor {
  ttlMs: number;
  nowMs: () => number;
}

export function keptBrands(brands: ReviewBrands, keep: KeepFor): ReviewBrands {
  const kept = snapshotCache({ ...keep, read: (workspaceId) => brands.withViewingSetting(workspaceId) });
  // The read never answers null; the cache's type allows it for payloads of unknown projects.
  const load = async (workspaceId: string) =>
    (await kept.load(workspaceId)) ?? brands.withViewingSetting(workspaceId);
  return {
    inForce: async (workspaceId) => (await load(workspaceId)).brand,
    withViewingSetting: load,
    ofLink: (token) => brands.ofLink(token),
  };
}
