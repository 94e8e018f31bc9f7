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
  const kept = snapshotCache({ ...keep, read: (workspaceId) => brands.inForce(workspaceId) });
  return { inForce: (workspaceId) => kept.load(workspaceId), ofLink: (token) => brands.ofLink(token) };
}

export function keptViewingSetting(
  setting: NonNullable<ReviewPorts['viewingSetting']>,
  keep: KeepFor,
): NonNullable<ReviewPorts['viewingSetting']> {
  const kept = snapshotCache({ ...keep, read: (workspaceId) => setting.collectsViewing(workspaceId) });
  return { collectsViewing: async (workspaceId) => (await kept.load(workspaceId)) === true };
}
