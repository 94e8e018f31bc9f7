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

export const reviewPosterSchema = z.object({ location: z.url(), maxAgeSeconds: z.int() });

/**
 * The lasting address of an open link's share picture (its first video's poster frame): each request is sent on
 * to a freshly signed URL of the poster, so a preview card made days later still loads, and a link turned off,
 * expired or behind a password answers 404 from then on.
 */
export const getReviewPoster = defineEndpoint({
  id: 'getReviewPoster',
  method: 'GET',
  path: '/api/review/{token}/poster',
  caller: 'reviewer',
  lambda: 'review-api',
  params: z.object({ token: z.string() }),
  response: reviewPosterSchema,
  redirect: true,
  summary: "An open link's share picture: a redirect to its first video's poster frame, freshly signed.",
});

export const reviewPageEndpoints = [getReviewPage, getReviewPoster] as const;
