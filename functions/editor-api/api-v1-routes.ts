/**
 * The public API v1 routes: each one is an editor route of shared/api/public-api.ts, served under
 * `/api/v1/…` by the SAME handler (its ownerRoute sees the key and acts as the key's workspace).
 */
import { API_V1_ROUTES } from '../../shared/api/public-api';
import type { Route } from '../platform/http/route';
import type { EditorApiDeps } from './deps';

export function apiV1Routes(editorRoutes: readonly Route<EditorApiDeps>[]): Route<EditorApiDeps>[] {
  const byId = new Map(editorRoutes.map((r) => [r.endpoint.id, r]));
  return API_V1_ROUTES.map(({ endpoint, source }) => {
    const served = byId.get(source.id);
    if (!served) throw new Error(`The public API lists ${source.id}, which editor-api does not serve`);
    return { endpoint, handle: served.handle };
  });
}
