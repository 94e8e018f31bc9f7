/**
 * The workspace's own review address (Settings › Branding; `editor-api`, caller `owner`): read it, claim a host
 * name (unique across workspaces; Pro and `manageBranding`), check its DNS TXT record, and give it up (any
 * plan: taking something away sells nothing).
 */
import * as z from 'zod/mini';
import { PLAN_LEVELS } from '../../domain/status-values';
import { reviewHostSchema, reviewHostViewSchema } from '../../domain/review-host';
import { defineEndpoint } from '../endpoint';

export const reviewHostResponseSchema = z.object({
  plan: z.enum(PLAN_LEVELS),
  /** Whether the caller's role may change it (Admins and the Owner: `manageBranding`). */
  mayChange: z.boolean(),
  reviewHost: z.nullable(reviewHostViewSchema),
});
export type ReviewHostResponse = z.infer<typeof reviewHostResponseSchema>;

export const getReviewHost = defineEndpoint({
  id: 'getReviewHost',
  method: 'GET',
  path: '/api/workspace/review-host',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  response: reviewHostResponseSchema,
  summary: "The workspace's review address, its DNS verification record and whether it is verified.",
});

export const setReviewHost = defineEndpoint({
  id: 'setReviewHost',
  method: 'PUT',
  path: '/api/workspace/review-host',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageBranding',
  plan: 'pro',
  body: z.object({ host: reviewHostSchema }),
  response: reviewHostResponseSchema,
  summary:
    'Claims a host name for the review links (unique across workspaces; pending until its TXT record is found; Pro).',
});

export const verifyReviewHost = defineEndpoint({
  id: 'verifyReviewHost',
  method: 'POST',
  path: '/api/workspace/review-host/verify',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageBranding',
  plan: 'pro',
  response: reviewHostResponseSchema,
  summary: "Looks up the host's TXT record; verified when it holds the workspace's token (Pro).",
});

export const removeReviewHost = defineEndpoint({
  id: 'removeReviewHost',
  method: 'DELETE',
  path: '/api/workspace/review-host',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageBranding',
  response: reviewHostResponseSchema,
  summary: 'Gives the host name up: review links go back to the app’s own address.',
});

export const reviewHostEndpoints = [
  getReviewHost,
  setReviewHost,
  verifyReviewHost,
  removeReviewHost,
] as const;
