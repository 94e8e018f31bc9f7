/**
 * The review API as the integration tests call it over HTTP against the local system (the reviewer's three
 * calls), and note batches on a review fixture's videos: the preamble the review tests share.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { buildDigestsDeps } from '../../../functions/digests/deps';
import { makeDigestsHandler } from '../../../functions/digests/handler';
import { makeHttpHandler } from '../../../functions/platform/http/make-http-handler';
import type { MailPort } from '../../../functions/notify/mail/mail-port';
import { buildReviewApiDeps } from '../../../functions/review-api/deps';
import { reviewApiRoutes } from '../../../functions/review-api/routes';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { routeKey } from '../../../shared/api/endpoint';
import { getReview as getReviewEndpoint, type SubmitNotesBody } from '../../../shared/api/endpoints/review';
import { apiUrl } from '../../support/env';
import type { ReviewFixture } from './review-fixture';

/** One answer of the local API: status, headers, the body's size and its JSON (null when empty). */
export async function reviewCall(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(apiUrl(path), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    /** The body's size on the wire (UTF-8). */
    bytes: Buffer.byteLength(text),
    json: text ? (JSON.parse(text) as unknown) : null,
  };
}

export const getReview = (token: string) => reviewCall('GET', `/api/review/${token}`);
export const submitNotes = (token: string, body: unknown) =>
  reviewCall('POST', `/api/review/${token}/notes`, body);
export const approveReviewVideo = (token: string, videoId: string, body: unknown) =>
  reviewCall('POST', `/api/review/${token}/videos/${videoId}/approve`, body);

export interface BatchNote {
  /** Index into the fixture's videos (default 0); the note is on its current version. */
  video?: number;
  body: string;
  timecodeMs: number;
  frame?: number;
}

/** A new batch (fresh batch id) of notes on the fixture's videos, with the reviewer's name when given. */
export function noteBatch(f: ReviewFixture, notes: BatchNote[], reviewerName?: string): SubmitNotesBody {
  return {
    batchId: randomUUID(),
    ...(reviewerName !== undefined ? { reviewerName } : {}),
    notes: notes.map(({ video: index = 0, ...note }) => {
      const video = f.videos[index];
      if (!video) throw new Error(`no video ${index}`);
      return { videoId: video.id, videoVersionId: video.versionId, ...note };
    }),
  };
}

/**
 * The review-api handler with its real deps but the test's clock (time travel): loads a review as the
 * client would at `nowMs`, with the request headers given (a review session).
 */
export function reviewHandlerAt(nowMs: number) {
  const handler = makeHttpHandler({
    routes: reviewApiRoutes,
    deps: () => buildReviewApiDeps({ clock: { now: () => new Date(nowMs) } }),
    verifyToken: () => {
      throw new Error('no owner routes here');
    },
  });
  return async (token: string, headers: Record<string, string> = {}) => {
    const path = `/api/review/${token}`;
    const event: APIGatewayProxyEventV2 = {
      version: '2.0',
      routeKey: routeKey(getReviewEndpoint),
      rawPath: path,
      rawQueryString: '',
      headers,
      pathParameters: { token },
      requestContext: {
        accountId: '000000000000',
        apiId: 'test',
        domainName: 'localhost',
        domainPrefix: 'localhost',
        http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
        requestId: randomUUID(),
        routeKey: routeKey(getReviewEndpoint),
        stage: '$default',
        time: new Date(nowMs).toISOString(),
        timeEpoch: nowMs,
      },
      isBase64Encoded: false,
    };
    const result = (await handler(event, lambdaContext('review-api'))) as APIGatewayProxyStructuredResultV2;
    return { status: result.statusCode, body: JSON.parse(String(result.body)) as Record<string, unknown> };
  };
}

/**
 * One run of the digests job (bundled approvals, hourly and daily digests) as if it were `at`, optionally
 * with another mail port (one that fails). The job runs for every editor in the table.
 */
export function runDigestsAt(at: Date, mail?: MailPort) {
  return makeDigestsHandler(() =>
    buildDigestsDeps({ clock: { now: () => at }, ...(mail ? { mail } : {}) }),
  )();
}
