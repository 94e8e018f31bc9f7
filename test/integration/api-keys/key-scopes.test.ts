/**
 * A key's scope on every route, from a table GENERATED from the contract: each editor route is reachable by
 * key under `/api/v1` exactly when the public API lists it (shared/api/public-api.ts); a read key may call
 * its GET routes only, a write key all of them; every other editor route (billing, members, keys, the
 * profile, notifications…) has no v1 route at all. A route added to the contract lands in this table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/api/contract';
import type { Endpoint } from '../../../shared/api/endpoint';
import { PUBLIC_API_SOURCES, v1PathOf } from '../../../shared/api/public-api';
import { API_KEY_MESSAGES } from '../../../shared/messages/api-key-messages';
import type { ApiResult } from '../editor-api/support/editor-client';
import { ownerFixture } from '../editor-api/support/owner-fixture';
import { sampleFor, type OwnerData } from '../editor-api/support/owner-samples';
import type { TestUser } from '../editor-api/support/fixtures';
import { callWithKey, errorOf, newKey, proOwner } from './api-key-support';

type KeyScope = 'read' | 'write';
type Expected = 'allowed' | 'read-only refusal' | 'no such route';

const editorRoutes = endpoints.filter((e) => e.lambda === 'editor-api');
const publicIds = new Set(PUBLIC_API_SOURCES.map((e) => e.id));

function expectedAnswer(endpoint: Endpoint, scope: KeyScope): Expected {
  if (!publicIds.has(endpoint.id)) return 'no such route';
  if (scope === 'read' && endpoint.method !== 'GET') return 'read-only refusal';
  return 'allowed';
}

/** A refusal of the key itself (as opposed to the use case's answer to the request). */
function isKeyRefusal(result: ApiResult): boolean {
  const { code, message } = errorOf(result);
  if (result.status === 401) return true;
  if (result.status === 404) return message === 'No such endpoint.';
  return result.status === 403 && (message === API_KEY_MESSAGES.readOnlyKey || code === 'PLAN_REQUIRED');
}

let owner: TestUser;
let data: OwnerData;
const keys = new Map<KeyScope, string>();

beforeAll(async () => {
  owner = await proOwner('scopes-owner');
  data = await ownerFixture(owner);
  keys.set('read', (await newKey(owner, 'read')).secret);
  keys.set('write', (await newKey(owner, 'write')).secret);
}, 180_000);

describe('the public API table', () => {
  it('lists only project work: every entry is an editor route that views or changes projects', () => {
    expect(PUBLIC_API_SOURCES.length).toBeGreaterThanOrEqual(20);
    for (const endpoint of PUBLIC_API_SOURCES) {
      expect(endpoint.lambda, endpoint.id).toBe('editor-api');
      expect(['viewProjects', 'changeProjects'], endpoint.id).toContain(endpoint.action);
    }
  });

  it('leaves out billing, members, keys, the profile and the caller’s own things', () => {
    for (const endpoint of editorRoutes) {
      const isAccountLevel = endpoint.action !== 'viewProjects' && endpoint.action !== 'changeProjects';
      if (isAccountLevel) expect(publicIds.has(endpoint.id), endpoint.id).toBe(false);
    }
  });
});

// Read keys first: the write key's calls change the project (archive, approve …).
const TABLE = (['read', 'write'] as const).flatMap((scope) =>
  editorRoutes.map((endpoint) => [`${endpoint.id} with a ${scope} key`, endpoint, scope] as const),
);

describe.each(TABLE)('%s', (_name, endpoint, scope) => {
  const expected = expectedAnswer(endpoint, scope);
  it(`answers: ${expected}`, async () => {
    const key = keys.get(scope);
    if (!key) throw new Error(`no ${scope} key`);
    const request = sampleFor(endpoint, data);
    const result = await callWithKey(
      { method: endpoint.method, path: v1PathOf(endpoint.path) },
      key,
      request,
    );
    const said = `${result.status} ${JSON.stringify(result.body).slice(0, 300)}`;
    if (expected === 'allowed') {
      expect(isKeyRefusal(result), said).toBe(false);
      expect(result.status, said).toBeLessThan(500);
    } else if (expected === 'read-only refusal') {
      expect(result.status, said).toBe(403);
      expect(errorOf(result).message, said).toBe(API_KEY_MESSAGES.readOnlyKey);
    } else {
      expect(result.status, said).toBe(404);
      expect(isKeyRefusal(result), said).toBe(true);
    }
  });
});
