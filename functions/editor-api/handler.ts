import { tokenVerifier } from '../platform/auth/verify-token';
import { makeHttpHandler, type HttpHandler } from '../platform/http/make-http-handler';
import { editorApiDeps, type EditorApiDeps } from './deps';
import { editorApiRoutes } from './routes';

/** The editor-api handler over the given dependencies (tests pass their own). */
export function makeEditorApiHandler(
  deps: () => EditorApiDeps | Promise<EditorApiDeps>,
  verifyToken: Parameters<typeof makeHttpHandler>[0]['verifyToken'] = tokenVerifier,
): HttpHandler {
  return makeHttpHandler({ routes: editorApiRoutes, deps, verifyToken });
}

/** Owner routes (Cognito JWT): projects, videos, notes, review link, notifications, dashboard, profile. */
export const handler = makeEditorApiHandler(editorApiDeps);
