import { tokenVerifier } from '../platform/auth/verify-token';
import { makeHttpHandler, type HttpHandler } from '../platform/http/make-http-handler';
import { editorApiDeps, type EditorApiDeps } from './deps';
import { editorApiRoutes } from './routes';
import { apiV1Routes } from './api-v1-routes';
import { withIdempotency } from '../api-keys';

/** The editor-api handler over the given dependencies (tests pass their own). */
export function makeEditorApiHandler(
  deps: () => EditorApiDeps | Promise<EditorApiDeps>,
  verifyToken: Parameters<typeof makeHttpHandler>[0]['verifyToken'] = tokenVerifier,
): HttpHandler {
  const routes = [...editorApiRoutes, ...apiV1Routes(editorApiRoutes)];
  // The public API's POSTs replay their first answer to a retry with the same Idempotency-Key.
  return withIdempotency(makeHttpHandler({ routes, deps, verifyToken }), async () =>
    (await deps()).apiKeys(),
  );
}

/**
 * Owner routes (Cognito JWT): projects, videos, notes, review link, notifications, dashboard, profile; and the
 * same editor routes as the public API v1 (an API key, verified by the authorizer).
 */
export const handler = makeEditorApiHandler(editorApiDeps);
