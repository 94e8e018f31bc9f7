/**
 * Deactivation switches a workspace's review links off only when the workspace's Owner deactivates: a
 * member's deactivation (an Editor, or the account that founded the workspace after handing ownership to an
 * Admin) leaves every link of the workspace, old and new, answering. Against DynamoDB Local.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deactivateAccount, reactivateAccount } from '../../../functions/account';
import { admitShareToken, createProject } from '../../../functions/projects/store/project-repository';
import { acceptInvitation, transferOwnership, type TeamCaller } from '../../../functions/team';
import { projectInput, testDb } from '../db/db-test-kit';
import { accountWithWorkspace, invite, person, teamDeps } from '../team/team-kit';

const db = testDb();
afterAll(() => db.destroy());
const clock = { now: () => new Date() };

/** Whether the review link answers (what opening the review page asks first). */
const opens = async (token: string) =>
  (await admitShareToken(db, token, new Date(), Date.now() + 60_000, {})) !== null;

async function workspaceWithTeam() {
  const deps = teamDeps(db);
  const owner = await accountWithWorkspace(db, 'pro', 2);
  const join = async (name: string, role: 'admin' | 'editor'): Promise<TeamCaller> => {
    const p = await person(db, name);
    await acceptInvitation(deps, { token: await invite(deps, owner, p, role), caller: p });
    return p;
  };
  const editor = await join('Ana Editor', 'editor');
  const admin = await join('Ben Admin', 'admin');
  const newProject = async () =>
    (await createProject(db, projectInput(owner.workspaceId, { createdBy: editor.userId }))).project
      .shareToken;
  return { deps, owner, editor, admin, newProject };
}

describe('deactivation is the Owner’s for the workspace’s links', () => {
  it('a member deactivating leaves the workspace’s review links open; the Owner deactivating switches them off', async () => {
    const { deps, owner, editor, admin, newProject } = await workspaceWithTeam();
    const first = await newProject();
    expect(await opens(first)).toBe(true);

    await deactivateAccount({ db, clock }, { userId: editor.userId });
    expect(await opens(first)).toBe(true);
    expect(await opens(await newProject())).toBe(true);

    // The founder hands the workspace to the Admin: from then on the founder is a member like any other.
    await transferOwnership(deps, {
      workspaceId: owner.workspaceId,
      callerId: owner.userId,
      callerRole: 'owner',
      userId: admin.userId,
    });
    await deactivateAccount({ db, clock }, { userId: owner.userId });
    expect(await opens(first)).toBe(true);
    expect(await opens(await newProject())).toBe(true);

    // The Owner deactivates: every link of the workspace goes off, and one made meanwhile is off too.
    await deactivateAccount({ db, clock }, { userId: admin.userId });
    expect(await opens(first)).toBe(false);
    const madeWhileOff = await newProject();
    expect(await opens(madeWhileOff)).toBe(false);

    await reactivateAccount({ db, clock }, { userId: admin.userId });
    expect(await opens(first)).toBe(true);
    expect(await opens(madeWhileOff)).toBe(true);
  });
});
