/**
 * Every editor-api route of the contract, called by each role of a workspace (and by a stranger naming it),
 * against the answer the permission table gives (shared/domain/workspace.ts). The table of route x role x
 * expected answer is GENERATED from the contract: a route added without an action, or without a sample
 * request, fails here instead of being skipped. A refusal changes nothing of the workspace's project.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/api/contract';
import type { Endpoint } from '../../../shared/api/endpoint';
import { roleMay, roleMayOnProject, type WorkspaceRole } from '../../../shared/domain/workspace';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace-messages';
import { callEndpoint, type ApiResult } from '../editor-api/support/editor-client';
import { getProjectAs, stable, type TestUser } from '../editor-api/support/fixtures';
import { ownerFixture } from '../editor-api/support/owner-fixture';
import { sampleFor, type OwnerData } from '../editor-api/support/owner-samples';
import { signedInUser } from '../editor-api/support/users';
import { inWorkspace, memberOf } from './workspace-support';

type Caller = WorkspaceRole | 'stranger';
type Expected = 'allowed' | 'forbidden' | 'not a member';

const editorRoutes = endpoints.filter((e) => e.lambda === 'editor-api');
const CALLERS: readonly Caller[] = ['owner', 'admin', 'editor', 'viewer', 'stranger'];

/** The expected answer, from the permission table alone (the project of the samples is the Owner's). */
function expectedAnswer(endpoint: Endpoint, caller: Caller, sampleHasProject: boolean): Expected {
  const action = endpoint.action;
  if (!action) throw new Error(`${endpoint.id} declares no action in the contract`);
  if (action === 'self') return 'allowed';
  if (caller === 'stranger') return 'not a member';
  const allowed = sampleHasProject
    ? roleMayOnProject(caller, action, { userId: `${caller}-id` }, 'the-owner-id')
    : roleMay(caller, action);
  return allowed ? 'allowed' : 'forbidden';
}

function isAuthorizationRefusal(result: ApiResult): boolean {
  const message = (result.body as { error?: { message?: string } } | null)?.error?.message ?? '';
  if (result.status === 404) return message === WORKSPACE_MESSAGES.workspaceNotFound;
  return (
    result.status === 403 &&
    (message === WORKSPACE_MESSAGES.notYourProject || message.startsWith('Your role in this workspace'))
  );
}

const TABLE = editorRoutes.flatMap((endpoint) => CALLERS.map((caller) => ({ endpoint, caller })));

let owner: TestUser;
let data: OwnerData;
const users = new Map<Caller, TestUser>();

beforeAll(async () => {
  owner = await signedInUser('roles-owner', 'Olga Owner');
  data = await ownerFixture(owner);
  users.set('owner', owner);
  const [admin, editor, viewer, stranger] = await Promise.all([
    memberOf(owner.userId, 'admin', 'roles-admin'),
    memberOf(owner.userId, 'editor', 'roles-editor'),
    memberOf(owner.userId, 'viewer', 'roles-viewer'),
    signedInUser('roles-stranger'),
  ]);
  users.set('admin', admin);
  users.set('editor', editor);
  users.set('viewer', viewer);
  users.set('stranger', stranger);
}, 120_000);

describe('the route x role table', () => {
  it('covers every editor route, each declaring its action', () => {
    expect(editorRoutes.length).toBeGreaterThanOrEqual(46);
    for (const endpoint of editorRoutes) expect(endpoint.action, endpoint.id).toBeDefined();
  });
});

// Refusing callers first: the allowed calls of the stronger roles change the project (archive, approve …).
const ORDERED = [...TABLE].sort((a, b) => CALLERS.indexOf(b.caller) - CALLERS.indexOf(a.caller));

describe.each(
  ORDERED.map(({ endpoint, caller }) => {
    const hasProject = endpoint.path.includes('{projectId}');
    return [
      `${endpoint.id} as ${caller}`,
      endpoint,
      caller,
      expectedAnswer(endpoint, caller, hasProject),
    ] as const;
  }),
)('%s', (_name, endpoint, caller, expected) => {
  it(`answers: ${expected}`, async () => {
    const user = users.get(caller);
    if (!user) throw new Error(`no ${caller}`);
    const request = sampleFor(endpoint, data);
    const before = expected === 'allowed' ? null : stable(await getProjectAs(owner, data.detail.project.id));
    const result = await callEndpoint(endpoint, {
      ...request,
      token: user.token,
      headers: inWorkspace(owner.userId),
    });
    const said = `${result.status} ${JSON.stringify(result.body).slice(0, 300)}`;
    if (expected === 'allowed') {
      expect(isAuthorizationRefusal(result), said).toBe(false);
      expect(result.status, said).toBeLessThan(500);
      return;
    }
    expect(result.status, said).toBe(expected === 'forbidden' ? 403 : 404);
    expect(isAuthorizationRefusal(result), said).toBe(true);
    const after = stable(await getProjectAs(owner, data.detail.project.id));
    expect(after).toEqual(before);
  });
});
