/**
 * The public REST API v1: the contract entries a workspace's API key may call, and nothing else. Each is the
 * same entry as the SPA's (schemas, handler, use case), served again under `/api/v1/…` with caller `apiKey`;
 * the scope a key needs is the entry's method (GET: read; anything else: write). Billing, members, keys,
 * the profile and notifications are not here, so no key ever reaches them: a route is reachable by key only
 * if it is listed below.
 */
import { routeKey, type Endpoint } from './endpoint';
import { exportProjectMarkers, exportVersionMarkers } from './endpoints/markers';
import { addOwnerNote, listVersionNotes, setNoteStatus } from './endpoints/notes';
import {
  approveProject,
  archiveProject,
  createProject,
  extendReviewLink,
  getProject,
  listProjects,
  regenerateReviewLink,
  renameProject,
  restoreProject,
  setReviewLinkExpiry,
  setReviewLinkPassword,
  updateReviewLinkSettings,
} from './endpoints/projects';
import { replyToNote } from './endpoints/replies';
import { addVideo, addVideoVersion, setVideoStatus, updateVideoNotes } from './endpoints/videos';
import { scopeNeededFor, type ApiKeyScope } from '../domain/api-keys';

export const API_V1_BASE = '/api/v1';

interface PublicApiGroup {
  tag: string;
  endpoints: readonly Endpoint[];
}

/** The editor routes a key may call, grouped as the documentation shows them. */
export const PUBLIC_API_GROUPS: readonly PublicApiGroup[] = [
  {
    tag: 'Projects',
    endpoints: [
      listProjects,
      getProject,
      createProject,
      renameProject,
      archiveProject,
      restoreProject,
      approveProject,
    ],
  },
  {
    tag: 'Review links',
    endpoints: [
      extendReviewLink,
      regenerateReviewLink,
      setReviewLinkExpiry,
      updateReviewLinkSettings,
      setReviewLinkPassword,
    ],
  },
  { tag: 'Videos and versions', endpoints: [addVideo, addVideoVersion, setVideoStatus, updateVideoNotes] },
  { tag: 'Notes and replies', endpoints: [listVersionNotes, addOwnerNote, setNoteStatus, replyToNote] },
  { tag: 'Exports', endpoints: [exportVersionMarkers, exportProjectMarkers] },
];

export const PUBLIC_API_SOURCES: readonly Endpoint[] = PUBLIC_API_GROUPS.flatMap((g) => g.endpoints);

/** `/api/projects/{projectId}` → `/api/v1/projects/{projectId}`. */
export function v1PathOf(path: string): `/api/${string}` {
  if (!path.startsWith('/api/')) throw new Error(`Not an API path: ${path}`);
  return `${API_V1_BASE}${path.slice('/api'.length)}` as `/api/${string}`;
}

/** One route of the public API: the v1 entry served, the contract entry it serves, the scope it needs. */
export interface ApiV1Route {
  endpoint: Endpoint;
  source: Endpoint;
  scope: ApiKeyScope;
}

export const API_V1_ROUTES: readonly ApiV1Route[] = PUBLIC_API_SOURCES.map((source) => ({
  source,
  scope: scopeNeededFor(source.method),
  endpoint: { ...source, id: `${source.id}V1`, path: v1PathOf(source.path), caller: 'apiKey' },
}));

/** The v1 entries: the local server and the stack mount them beside the contract's own. */
export const apiV1Endpoints: readonly Endpoint[] = API_V1_ROUTES.map((r) => r.endpoint);

const byKey = new Map(API_V1_ROUTES.map((r) => [routeKey(r.endpoint), r]));

/** The public API route of a v1 route key ('GET /api/v1/projects'), if there is one. */
export function apiV1RouteOf(key: string): ApiV1Route | undefined {
  return byKey.get(key);
}
