/**
 * Builds the Lambda handler of one group from its routes: route by API Gateway route key, verify the owner's
 * JWT, validate params/query/body with the contract's zod schemas, call the use case, check the response
 * against the contract, and turn errors into `{ error: { code, message } }`. Used as is by the cloud (API
 * Gateway HTTP API, payload v2) and by the local server, which builds the same events.
 */
import { withRequestContext, type RequestContext } from '../runtime/request-context';
import { fileDownloadSchema, type FileDownload } from '../../../shared/api/file-download';
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from '../zod';
import { routeKey } from '../../../shared/api/endpoint';
import { API_CSP_DIRECTIVES } from '../../../shared/config/security-headers';
import {
  AppError,
  ERROR_CODES,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnauthorizedError,
  ValidationError,
  fieldErrorsFromZod,
  type ErrorBody,
} from '../../../shared/errors/app-error';
import type { Route, RouteRequest, TokenVerifier } from './route';
import {
  ORIGIN_REFUSED_MESSAGE,
  originGuardFromEnv,
  VIEWER_ADDRESS_HEADER,
  viewerAddress,
  type OriginGuard,
} from './origin-guard';
import { asConditional } from './conditional';
import { apiKeyPrincipalOf } from './api-key-context';
import { PUBLIC_API_MESSAGES } from '../../../shared/messages/public-api-messages';

/** Largest JSON body accepted (bytes). */
export const MAX_BODY_BYTES = 256 * 1024;

export interface HttpHandlerOptions<D> {
  routes: readonly Route<D>[];
  /** Built once per container (composition root); called per request so tests can swap pieces. */
  deps: () => D | Promise<D>;
  verifyToken: () => TokenVerifier | Promise<TokenVerifier>;
  /**
   * Refuses requests that did not come through CloudFront (functions/platform/http/origin-guard); default: from
   * the environment (none locally). `null`: no guard.
   */
  originGuard?: OriginGuard | null;
}

export type HttpHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function json(statusCode: number, body: unknown, headers: Record<string, string> = {}) {
  return {
    statusCode,
    headers: { ...JSON_HEADERS, ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  } satisfies APIGatewayProxyStructuredResultV2;
}

/**
 * A conditional answer may be kept by the browser but must be checked each time (`no-cache`), never by a
 * shared cache (`private`: it is one user's).
 */
function conditionalHeaders(etag: string): Record<string, string> {
  return { etag, 'cache-control': 'private, no-cache' };
}

function notModified(etag: string): APIGatewayProxyStructuredResultV2 {
  return { statusCode: 304, headers: conditionalHeaders(etag), body: '' };
}

/** The text of a request DynamoDB refused as malformed (an oversized item, a key of the wrong shape). */
export const UNPROCESSABLE_REQUEST_MESSAGE = 'The request could not be processed.';

/**
 * DynamoDB's ValidationException is about the request we built from the caller's input (an item over the size
 * limit, a key attribute of the wrong shape): a 400, logged with the request id, never a 500.
 */
function isDynamoValidationError(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'ValidationException' &&
    typeof (error as { $metadata?: unknown }).$metadata === 'object'
  );
}

/** The text of a request the database turned away for load (throttling): the caller may simply retry. */
export const BUSY_TRY_AGAIN_MESSAGE = 'The service is busy. Please try again in a moment.';

const THROTTLING_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
]);

/**
 * DynamoDB turning a request away for load (after the SDK's own retries), directly or as the reason a
 * transaction was cancelled: a 503 with Retry-After, never a 500. Nothing was written (a transaction is
 * all or nothing), so the client's retry with the same idempotency key is safe.
 */
export function isThrottlingError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (THROTTLING_NAMES.has(error.name)) return true;
  if (error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.some((r) => r.Code === 'ThrottlingError' || r.Code === 'ProvisionedThroughputExceeded');
}

/** A download: the bytes (base64 on the Lambda wire) with their type and an attachment file name. */
function fileResponse(statusCode: number, file: FileDownload): APIGatewayProxyStructuredResultV2 {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    statusCode,
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'cache-control': 'no-store',
    },
    body: Buffer.from(file.bytes).toString('base64'),
    isBase64Encoded: true,
  };
}

/** Marks a page answer for pageHeadersOnly (never sent). */
const PAGE_MARK = 'x-cutroom-page';

/**
 * A page keeps only its own type and cache headers: a document's security headers are the edge's (CloudFront's
 * response headers policy; the local server's), never the API's, whose cross-origin isolation would block the
 * page's images (the brand's logo) and whose CSP forbids its scripts. Registered first, so it runs last.
 */
function pageHeadersOnly() {
  return {
    after: (request: { response: unknown }) => {
      const response = request.response as APIGatewayProxyStructuredResultV2 | null | undefined;
      const headers = response?.headers;
      if (!response || !headers || !(PAGE_MARK in headers)) return;
      response.headers = {
        'content-type': String(headers['content-type'] ?? 'text/html; charset=utf-8'),
        'cache-control': String(headers['cache-control'] ?? 'no-cache'),
      };
    },
  };
}

/** An HTML document (the review page with its preview tags), cacheable for a few seconds. */
function pageResponse(
  statusCode: number,
  page: { html: string; maxAgeSeconds: number },
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': `public, max-age=${page.maxAgeSeconds}`,
      [PAGE_MARK]: '1',
    },
    body: page.html,
  };
}

/** A redirect (the review link's share picture to its signed URL), cacheable for a few seconds. */
function redirectResponse(target: {
  location: string;
  maxAgeSeconds: number;
}): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 302,
    headers: { location: target.location, 'cache-control': `public, max-age=${target.maxAgeSeconds}` },
  };
}

export function errorResponse(error: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  if (isDynamoValidationError(error)) {
    console.warn(
      JSON.stringify({
        level: 'warn',
        requestId,
        message: (error as Error).message,
        kind: 'dynamodb-validation',
      }),
    );
    const body: ErrorBody = {
      error: { code: ERROR_CODES.validation, message: UNPROCESSABLE_REQUEST_MESSAGE },
    };
    return json(400, body);
  }
  if (isThrottlingError(error)) {
    console.warn(
      JSON.stringify({ level: 'warn', requestId, message: (error as Error).name, kind: 'throttled' }),
    );
    const body: ErrorBody = { error: { code: ERROR_CODES.unavailable, message: BUSY_TRY_AGAIN_MESSAGE } };
    return json(503, body, { 'retry-after': '1' });
  }
  if (error instanceof AppError) {
    const body: ErrorBody = {
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    };
    const headers: Record<string, string> = {};
    if (error.retryAfter !== undefined) headers['retry-after'] = String(error.retryAfter);
    if (error.status >= 500)
      console.error(JSON.stringify({ level: 'error', requestId, error: String(error) }));
    return json(error.status, body, headers);
  }
  console.error(
    JSON.stringify({
      level: 'error',
      requestId,
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    }),
  );
  const body: ErrorBody = {
    error: { code: ERROR_CODES.internal, message: 'Something went wrong on our side.', requestId },
  };
  return json(500, body);
}

/**
 * The route of the event's route key (API Gateway's `routeKey`, e.g. 'GET /api/projects/{projectId}') with
 * the path parameters API Gateway matched; null for a key no route of this group serves.
 */
function findRoute<D>(routes: readonly Route<D>[], event: APIGatewayProxyEventV2) {
  const route = routes.find((r) => routeKey(r.endpoint) === event.routeKey);
  return route ? { route, params: event.pathParameters ?? {} } : null;
}

function parsePart(schema: z.core.$ZodType | undefined, value: unknown, part: string): unknown {
  if (!schema) return undefined;
  const result = z.safeParse(schema, value);
  if (!result.success) {
    throw new ValidationError(`Invalid ${part}.`, fieldErrorsFromZod(result.error, part));
  }
  return result.data;
}

/** The body as text, size-limited (webhooks verify their signature on exactly these bytes). */
function readRawBody(event: APIGatewayProxyEventV2): string | null {
  if (event.body === undefined || event.body === null) return null;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES) {
    throw new PayloadTooLargeError(`The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);
  }
  return raw;
}

function readBody(event: APIGatewayProxyEventV2): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES) {
    throw new PayloadTooLargeError(`The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ValidationError('The request body is not valid JSON.', { body: 'Not valid JSON' });
  }
}

function bearer(headers: Record<string, string | undefined>): string | null {
  const value = headers['authorization'];
  if (!value) return null;
  const match = /^Bearer\s+(.+)$/i.exec(value.trim());
  return match?.[1] ?? null;
}

export function makeHttpHandler<D>(options: HttpHandlerOptions<D>): HttpHandler {
  const guard = options.originGuard === undefined ? originGuardFromEnv() : options.originGuard;
  const core = async (event: APIGatewayProxyEventV2, context: Context) => {
    const requestId = context?.awsRequestId ?? event.requestContext?.requestId ?? 'local';
    // Every log line of this request carries its id and the caller kind (functions/platform/runtime/request-context).
    const request: RequestContext = { requestId, caller: 'public' };
    return withRequestContext(request, () => handleRequest(event, request));
  };
  const handleRequest = async (event: APIGatewayProxyEventV2, ctx: RequestContext) => {
    const requestId = ctx.requestId;
    try {
      const headers = (event.headers ?? {}) as Record<string, string | undefined>;
      if (guard && !(await guard(headers))) throw new ForbiddenError(ORIGIN_REFUSED_MESSAGE);
      const found = findRoute(options.routes, event);
      if (!found) throw new NotFoundError('No such endpoint.');
      const { route, params } = found;
      const endpoint = route.endpoint;
      ctx.caller = endpoint.caller;

      let auth: RouteRequest<unknown>['auth'] = null;
      if (endpoint.caller === 'owner') {
        const token = bearer(headers);
        if (!token) throw new UnauthorizedError();
        const verify = await options.verifyToken();
        auth = await verify(token);
      }
      // A public API route: the authorizer's verdict on the key (unknown, revoked or expired: 401 here).
      const apiKey = endpoint.caller === 'apiKey' ? apiKeyPrincipalOf(event) : null;
      if (endpoint.caller === 'apiKey' && !apiKey)
        throw new UnauthorizedError(PUBLIC_API_MESSAGES.invalidKey);

      const rawBody = endpoint.body ? readBody(event) : undefined;
      const request: RouteRequest<typeof endpoint> = {
        params: parsePart(endpoint.params, params, 'params') as never,
        query: parsePart(endpoint.query, event.queryStringParameters ?? {}, 'query') as never,
        body: parsePart(endpoint.body, rawBody, 'body') as never,
        auth,
        apiKey,
        // Behind CloudFront the connection is CloudFront's: the viewer's address is its header, trusted
        // only once the origin guard has proved the request came through CloudFront.
        sourceIp:
          (guard ? viewerAddress(headers[VIEWER_ADDRESS_HEADER]) : null) ??
          event.requestContext?.http?.sourceIp ??
          '0.0.0.0',
        requestId,
        headers,
        rawBody: endpoint.caller === 'webhook' ? readRawBody(event) : null,
      };
      const deps = await options.deps();
      const answered = await route.handle(request, deps);
      // A conditional route (./conditional.ts): 304 when the caller's copy is current, else its ETag.
      const conditional = asConditional(answered);
      if (conditional && !('body' in conditional)) return notModified(conditional.etag);
      const result = conditional ? conditional.body : answered;
      const validator: Record<string, string> = conditional ? conditionalHeaders(conditional.etag) : {};

      const checked = z.safeParse(endpoint.response, result);
      if (!checked.success) {
        throw new Error(
          `Response of ${endpoint.id} does not match the contract: ${JSON.stringify(checked.error.issues.slice(0, 5))}`,
        );
      }
      const status = endpoint.successStatus ?? 200;
      if (endpoint.download) return fileResponse(status, fileDownloadSchema.parse(checked.data));
      if (endpoint.page) return pageResponse(status, checked.data as { html: string; maxAgeSeconds: number });
      if (endpoint.redirect) {
        return redirectResponse(checked.data as { location: string; maxAgeSeconds: number });
      }
      return status === 204 ? json(204, undefined) : json(status, checked.data, validator);
    } catch (error) {
      return errorResponse(error, requestId);
    }
  };

  return middy(core)
    .use(pageHeadersOnly())
    .use(httpHeaderNormalizer())
    .use(
      httpSecurityHeaders({
        contentSecurityPolicy: { ...API_CSP_DIRECTIVES },
      }),
    ) as unknown as HttpHandler;
}
