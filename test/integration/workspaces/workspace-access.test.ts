/**
 * Working in another member's workspace through the local system: the current workspace named by the
 * header, an Editor's own projects, the plan cap counting the workspace's projects, a removed member's next
 * request, and a project of another workspace answering 404 as today.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { listProjects, renameProject } from '../../../shared/api/endpoints/projects';
import { getDashboard } from '../../../shared/api/endpoints/dashboard';
import {
  getCurrentWorkspace,
  listMyWorkspaces,
  listWorkspaceMembers,
} from '../../../shared/api/endpoints/workspaces';
import { BILLING_MESSAGES } from '../../../shared/messages/billing-messages';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace-messages';
import { PLAN_ACTIVE_PROJECT_LIMITS } from '../../../shared/domain/plans';
import { callEndpoint } from '../editor-api/support/editor-client';
import {
  createProjectAs,
  expectError,
  expectOk,
  ensureProfileOf,
  getProjectAs,
  sampleSelection,
  settledProject,
  submitNotesAsClient,
  type TestUser,
} from '../editor-api/support/fixtures';
import { setNoteStatus } from '../../../shared/api/endpoints/notes';
import { signedInUser } from '../editor-api/support/users';
import { createProject } from '../../../shared/api/endpoints/projects';
import { deleteAccount } from '../../../shared/api/endpoints/account';
import { TEST_PASSWORD } from '../../support/users';
import { inWorkspace, memberOf, removeFromWorkspace } from './workspace-support';

let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  owner = await signedInUser('access-owner', 'Ana Owner');
  await ensureProfileOf(owner);
  [editor, viewer, admin] = await Promise.all([
    memberOf(owner.userId, 'editor', 'access-editor'),
    memberOf(owner.userId, 'viewer', 'access-viewer'),
    memberOf(owner.userId, 'admin', 'access-admin'),
  ]);
}, 120_000);

const asMember = (user: TestUser) => ({ token: user.token, headers: inWorkspace(owner.userId) });

describe('the current workspace', () => {
  it('lists the caller’s workspaces with the role in each', async () => {
    const mine = await expectOk(listMyWorkspaces, { token: editor.token });
    const byId = new Map(mine.items.map((i) => [i.workspace.id, i.role]));
    expect(byId.get(owner.userId)).toBe('editor');
    expect(byId.get(editor.userId)).toBe('owner');
  });

  it('answers the named workspace with the caller’s role, what it may do and the workspace’s plan', async () => {
    const current = await expectOk(getCurrentWorkspace, asMember(viewer));
    expect(current.workspace.id).toBe(owner.userId);
    expect(current.role).toBe('viewer');
    expect(current.permissions).toEqual(['self', 'viewProjects']);
    expect(current.planLevel).toBe('free');
    const own = await expectOk(getCurrentWorkspace, { token: viewer.token });
    expect(own).toMatchObject({ role: 'owner', workspace: { id: viewer.userId } });
  });

  it('lists the members, Owner first', async () => {
    const members = await expectOk(listWorkspaceMembers, asMember(viewer));
    expect(members.items[0]).toMatchObject({ userId: owner.userId, role: 'owner' });
    expect(members.items.map((m) => m.userId).sort()).toEqual(
      [owner.userId, editor.userId, viewer.userId, admin.userId].sort(),
    );
  });

  it('refuses a malformed workspace header with 400', async () => {
    const result = await callEndpoint(listProjects, {
      token: editor.token,
      headers: inWorkspace('not/an id'),
    });
    expectError(result, 400);
  });
});

describe('an Editor in the workspace', () => {
  it('creates projects in the workspace, changes them, and the workspace sees them; Viewers cannot change them', async () => {
    const project = await expectOk(createProject, {
      ...asMember(editor),
      body: { name: 'Editor’s cut', clientDisplayName: 'Client', videos: sampleSelection(1) },
    });
    expect(project.userId).toBe(owner.userId);
    expect(project.createdBy).toBe(editor.userId);
    const ownerList = await expectOk(listProjects, { token: owner.token, query: { filter: 'all' } });
    expect(ownerList.items.map((p) => p.id)).toContain(project.id);
    const editorOwnList = await expectOk(listProjects, { token: editor.token, query: { filter: 'all' } });
    expect(editorOwnList.items.map((p) => p.id)).not.toContain(project.id);

    const renamed = await expectOk(renameProject, {
      ...asMember(editor),
      params: { projectId: project.id },
      body: { name: 'Editor’s cut v2', clientDisplayName: 'Client' },
    });
    expect(renamed.name).toBe('Editor’s cut v2');
    await expectOk(renameProject, {
      ...asMember(admin),
      params: { projectId: project.id },
      body: { name: 'Admin’s cut', clientDisplayName: 'Client' },
    });
    const refused = await callEndpoint(renameProject, {
      ...asMember(viewer),
      params: { projectId: project.id },
      body: { name: 'Viewer’s cut', clientDisplayName: 'Client' },
    });
    expectError(refused, 403, WORKSPACE_MESSAGES.roleMayNot('viewer'));
  });

  it('filters the workspace’s list to the projects the caller created (mine)', async () => {
    const ownersOwn = await createProjectAs(owner, { videos: 1 });
    const editorsMine = await expectOk(listProjects, {
      ...asMember(editor),
      query: { filter: 'all', mine: 'true' },
    });
    const ids = editorsMine.items.map((p) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(editorsMine.items.every((p) => p.createdBy === editor.userId)).toBe(true);
    expect(ids).not.toContain(ownersOwn.id);
    const ownersMine = await expectOk(listProjects, {
      token: owner.token,
      query: { filter: 'all', mine: 'true' },
    });
    expect(ownersMine.items.map((p) => p.id)).toContain(ownersOwn.id);
    expect(ownersMine.items.some((p) => p.createdBy === editor.userId)).toBe(false);
  });

  it('narrows the dashboard to the projects the caller created (mine); the plan usage stays the workspace’s', async () => {
    const team = await signedInUser('mine-owner');
    const member = await memberOf(team.userId, 'editor', 'mine-editor');
    await createProjectAs(team, { videos: 1 });
    await createProjectAs(team, { videos: 1 });
    const inTeam = { token: member.token, headers: inWorkspace(team.userId) };
    await expectOk(createProject, {
      ...inTeam,
      body: { name: 'Made by the Editor', clientDisplayName: 'C', videos: sampleSelection(1) },
    });
    const everyone = await expectOk(getDashboard, inTeam);
    expect(everyone.counts.total).toBe(3);
    const membersOwn = await expectOk(getDashboard, { ...inTeam, query: { mine: 'true' } });
    expect(membersOwn.counts.total).toBe(1);
    expect(membersOwn.pie.reduce((sum, slice) => sum + slice.value, 0)).toBe(1);
    expect(membersOwn.planUsage.used).toBe(3);
    const ownersOwn = await expectOk(getDashboard, { token: team.token, query: { mine: 'true' } });
    expect(ownersOwn.counts.total).toBe(2);
  });

  it('gets 404 for a project of another workspace, as for any unknown project', async () => {
    const elsewhere = await createProjectAs(viewer, { videos: 1 });
    const result = await callEndpoint(renameProject, {
      ...asMember(admin),
      params: { projectId: elsewhere.id },
      body: { name: 'Not mine', clientDisplayName: 'X' },
    });
    expect(result.status).toBe(404);
  });
});

describe('who did what', () => {
  it('records the member who marked a note done, shown with the note in the project', async () => {
    const project = await createProjectAs(owner, { videos: 1 });
    const detail = await settledProject(owner, project.id);
    await submitNotesAsClient(detail, [{ videoIndex: 0, body: 'Trim the end' }]);
    const withNote = await settledProject(owner, project.id);
    const note = withNote.videos[0]?.notes[0];
    if (!note) throw new Error('the client note is missing');
    const done = await expectOk(setNoteStatus, {
      ...asMember(admin),
      params: { projectId: project.id, noteId: note.id },
      body: { status: 'completed' },
    });
    expect(done.note.statusChangedBy).toBe('Member access-admin');
    const seen = await getProjectAs(owner, project.id);
    expect(seen.videos[0]?.notes[0]?.statusChangedBy).toBe('Member access-admin');
  });
});

describe('the plan cap', () => {
  it('counts the workspace’s active projects, whoever created them', async () => {
    const cap = PLAN_ACTIVE_PROJECT_LIMITS.free;
    const team = await signedInUser('cap-owner');
    const member = await memberOf(team.userId, 'editor', 'cap-editor');
    await createProjectAs(team, { videos: 1 });
    for (let i = 1; i < cap; i++) {
      await expectOk(createProject, {
        token: member.token,
        headers: inWorkspace(team.userId),
        body: { name: `Team ${i}`, clientDisplayName: 'C', videos: sampleSelection(1) },
      });
    }
    const over = await callEndpoint(createProject, {
      token: team.token,
      body: { name: 'One too many', clientDisplayName: 'C', videos: sampleSelection(1) },
    });
    expectError(over, 409, BILLING_MESSAGES.planLimitReached('Free', cap));
    // The member's own workspace has its own cap, untouched.
    await createProjectAs(member, { videos: 1 });
  });
});

describe('deleting the account of an Owner with other members', () => {
  it('is refused until ownership is transferred or the workspace is deleted with it, saying so', async () => {
    const result = await callEndpoint(deleteAccount, {
      token: owner.token,
      body: { password: TEST_PASSWORD },
    });
    expectError(result, 409, WORKSPACE_MESSAGES.ownerMustTransfer(4));
    expect((await expectOk(getCurrentWorkspace, { token: owner.token })).role).toBe('owner');
  });
});

describe('a removed member', () => {
  it('is refused on the very next request', async () => {
    const leaving = await memberOf(owner.userId, 'editor', 'access-leaving');
    await expectOk(listProjects, asMember(leaving));
    await removeFromWorkspace(owner.userId, leaving);
    const next = await callEndpoint(listProjects, asMember(leaving));
    expectError(next, 404, WORKSPACE_MESSAGES.workspaceNotFound);
  });
});
