/**
 * The local API Gateway + CloudFront: one node:http server on 127.0.0.1 serving
 * - `/api/*`: each request becomes an APIGatewayProxyEventV2 for the contract entry it matches, handed to
 *   the `handler` of functions/<endpoint.lambda>/handler.ts (imported once per group, in process);
 * - `/config.json`: the SPA's runtime config;
 * - `/__local/system`: the local system's coordinates (used by test runs that reuse a running system);
 * - everything else: the SPA (see ./web.ts).
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints as contractEndpoints } from '../../shared/api/contract';
import { apiV1Endpoints } from '../../shared/api/public-api';
import {
  applyApiKeyPlaceholder,
  GATEWAY_UNAUTHORIZED,
  localApiKeyAuthorizer,
  type AuthorizeApiKeyEvent,
} from './api-key-authorizer';
import type { Endpoint } from '../../shared/api/endpoint';
import { securityHeaders, type CspOrigins } from '../../shared/config/security-headers';
import { ERROR_CODES, type ErrorBody } from '../../shared/errors/app-error';
import { buildEvent, matchEndpoint, writeResult } from './api-event';
import { loadFunctionHandler } from './handler-loader';
import { lambdaContext } from './lambda-context';
import { LOCAL_HOST } from './services/ports';
import { startWeb, type WebMode } from './web';
import { handleLocalDns, markReviewHost } from './local-dns';
import { reviewPageApiUrl, withEdgeHeaders } from './review-page-route';

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

/** Largest request body accepted (API Gateway's payload limit). */
export const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

export interface ApiServerOptions {
  port: number;
  web: WebMode;
  /** Served at /config.json. */
  runtimeConfig: () => Record<string, unknown>;
  /** Served at /__local/system. */
  systemInfo: () => Record<string, unknown>;
  /** Origins the SPA reaches besides its own (media, user pool, Drive): the CSP of every answer. */
  csp?: Omit<CspOrigins, 'inlineHashes' | 'devServer'>;
  endpoints?: readonly Endpoint[];
  loadHandler?: (group: string) => Promise<ApiHandler | undefined>;
  /** API Gateway's authorizer step on the v1 routes (default: the stack's authorizer, cache and TTL). */
  authorizeApiKey?: AuthorizeApiKeyEvent;
  log?: (message: string) => void;
}

export interface RunningApiServer {
  url: string;
  port: number;
  server: Server;
  stop(): Promise<void>;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

function sendError(response: ServerResponse, status: number, code: string, message: string): void {
  const body: ErrorBody = { error: { code, message } };
  sendJson(response, status, body);
}

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > MAX_REQUEST_BYTES) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        reject(new BodyTooLarge());
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * One API request as API Gateway hands it to the contract's Lambda. `edge`: the answer's headers that
 * CloudFront's response headers policy sets are CloudFront's (a page).
 */
function apiRequestHandler(
  endpoints: readonly Endpoint[],
  loadHandler: (group: string) => Promise<ApiHandler | null | undefined>,
  authorizeApiKey: AuthorizeApiKeyEvent,
  log: (message: string) => void,
) {
  return async (request: IncomingMessage, response: ServerResponse, url: URL, edge = false) => {
    applyApiKeyPlaceholder(url.pathname, request.headers);
    const matched = matchEndpoint(endpoints, request.method ?? 'GET', url.pathname);
    if (!matched) {
      sendError(response, 404, ERROR_CODES.notFound, 'No such endpoint.');
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(request);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        sendError(response, 413, ERROR_CODES.payloadTooLarge, 'The request body is too large.');
        return;
      }
      throw error;
    }
    markReviewHost(request);
    const group = matched.endpoint.lambda;
    const handler = await loadHandler(group);
    if (!handler) {
      log(`functions/${group}/handler.ts is not there yet (${request.method} ${url.pathname})`);
      sendError(response, 501, ERROR_CODES.internal, `The ${group} function is not built yet.`);
      return;
    }
    const event = buildEvent({
      request,
      url,
      body,
      matched,
      sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
    });
    // A public API route runs the stack's Lambda authorizer first (or takes its cached answer, as API Gateway).
    if (matched.endpoint.caller === 'apiKey' && (await authorizeApiKey(event)) === 'gateway-unauthorized') {
      sendJson(response, GATEWAY_UNAUTHORIZED.status, GATEWAY_UNAUTHORIZED.body);
      return;
    }
    const result = await handler(event, lambdaContext(group, 30_000));
    writeResult(response, edge ? withEdgeHeaders(response, result) : result);
  };
}

export async function startApiServer(options: ApiServerOptions): Promise<RunningApiServer> {
  const log = options.log ?? ((message: string) => console.log(`[api] ${message}`));
  // The public API v1 beside the contract's routes, as the stack mounts them.
  const endpoints = options.endpoints ?? [...contractEndpoints, ...apiV1Endpoints];
  const loadHandler = options.loadHandler ?? ((group: string) => loadFunctionHandler<ApiHandler>(group));

  const authorizeApiKey = options.authorizeApiKey ?? localApiKeyAuthorizer({ load: loadFunctionHandler });
  const handleApi = apiRequestHandler(endpoints, loadHandler, authorizeApiKey, log);

  let web: Awaited<ReturnType<typeof startWeb>> = null;
  const headersFor = (served: typeof web, kind: 'document' | 'api'): Record<string, string> =>
    securityHeaders(
      {
        https: false,
        csp: {
          media: [],
          connect: [],
          frames: [],
          ...options.csp,
          inlineHashes: served?.inlineHashes ?? [],
          devServer: served?.devServer ?? false,
        },
      },
      kind,
    );
  let headers = { document: headersFor(null, 'document'), api: headersFor(null, 'api') };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    const path = url.pathname;
    // The same security headers on every answer: the SPA, /config.json, API results and our own errors.
    const kind = path === '/api' || path.startsWith('/api/') ? 'api' : 'document';
    for (const [name, value] of Object.entries(headers[kind])) response.setHeader(name, value);
    void (async () => {
      if (path === '/api' || path.startsWith('/api/')) return handleApi(request, response, url);
      if (path === '/config.json') return sendJson(response, 200, options.runtimeConfig());
      // The review page with its preview tags, as CloudFront's `/Review` behaviour sends it to the API (from the
      // built page; Vite's dev server serves its own, with the tags set by script).
      const reviewPage = web?.devServer ? null : reviewPageApiUrl(request.method, url);
      if (reviewPage) return handleApi(request, response, reviewPage, true);
      if (path === '/__local/system') return sendJson(response, 200, options.systemInfo());
      if (path.startsWith('/__local/dns-') && (await handleLocalDns(request, response, url))) return;
      if (web) return web.handle(request, response);
      sendError(response, 404, ERROR_CODES.notFound, 'Not found.');
    })().catch((error: unknown) => {
      console.error(`[api] ${request.method} ${path}:`, error);
      if (!response.headersSent) {
        sendError(response, 500, ERROR_CODES.internal, 'Something went wrong on our side.');
      } else {
        response.destroy();
      }
    });
  });
  server.requestTimeout = 0; // long video uploads/streams are not cut

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, LOCAL_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  try {
    web = await startWeb(options.web, server, log);
    headers = { document: headersFor(web, 'document'), api: headersFor(web, 'api') };
  } catch (error) {
    server.close();
    throw error;
  }
  let stopped = false;
  return {
    url: `http://${LOCAL_HOST}:${port}`,
    port,
    server,
    async stop() {
      if (stopped) return;
      stopped = true;
      await web?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
