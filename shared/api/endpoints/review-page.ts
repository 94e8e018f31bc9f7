/**
 * The client review page's HTML with its title and share preview tags (shared/domain/review-preview.ts), for
 * link unfurlers that run no script: the edge sends `/Review?token=…` here (CloudFront: a behaviour and a
 * viewer-request function; locally: the local server), kept a few seconds. Never counts an open of the link.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';

export const reviewPageSchema = z.object({ html: z.string(), maxAgeSeconds: z.int() });

export const getReviewPage = defineEndpoint({
  id: 'getReviewPage',
  method: 'GET',
  path: '/api/review/{token}/page',
  caller: 'reviewer',
  lambda: 'review-api',
  params: z.object({ token: z.string() }),
  response: reviewPageSchema,
  page: true,
  summary:
    "The review page's HTML with its title and share preview tags (the project's only for an open link).",
});

export const reviewPageEndpoints = [getReviewPage] as const;
