/**
 * The local edge's `/Review` behaviour (web-distribution.ts in the cloud): a GET of `/Review?token=…` is the
 * review API's page route (`/api/review/<token>/page`: the built review page with its title and share preview
 * tags), and the page's headers are the document's, as CloudFront's response headers policy overrides the
 * origin's. Without a token it is the static page.
 */
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import type { ServerResponse } from 'node:http';
import { buildPath } from '../../shared/api/endpoint';
import { getReviewPage } from '../../shared/api/endpoints/review-page';
import { REVIEW_ENTRY_PAGE } from '../../shared/config/site-pages';

export function reviewPageApiUrl(method: string | undefined, url: URL): URL | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.length !== 1 || segments[0]?.toLowerCase() !== REVIEW_ENTRY_PAGE.toLowerCase()) return null;
  const token = url.searchParams.get('token');
  if (!token) return null;
  return new URL(buildPath(getReviewPage.path, { token }), url);
}

/** The handler's answer without the headers the edge already set on the response (CSP, frame options…). */
export function withEdgeHeaders(
  response: ServerResponse,
  result: APIGatewayProxyResultV2,
): APIGatewayProxyResultV2 {
  if (typeof result === 'string' || !('statusCode' in result) || !result.headers) return result;
  const headers = Object.fromEntries(
    Object.entries(result.headers).filter(([name]) => !response.hasHeader(name.toLowerCase())),
  );
  return { ...result, headers };
}
