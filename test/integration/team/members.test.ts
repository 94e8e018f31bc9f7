/**
 * Member changes against DynamoDB Local: leaving and removing free the seat at once, the Owner can neither
 * leave nor be removed nor have a role changed, nobody changes their own role, and ownership goes only to an
 * Admin (who becomes the Owner while the Owner becomes an Admin, in one transaction).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { keys } from '../../../functions/platform/db/keys';
import {
  acceptInvitation,
  changeMemberRole,
  getTeam,
  leaveWorkspace,
  removeMember,
  transferOwnership,
  type TeamCaller,
} from '../../../functions/team';
import type { AssignableRole } from '../../../shared/domain/team';
import { TEAM_MESSAGES } from '../../../shared/messages/team-messages';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace-messages';
import { testDb } from '../db/db-test-kit';
import { accountWithWorkspace, invite, person, refusal, teamDeps } from './team-kit';

const db = testDb();
afterAll(() => db.destroy());

async function team(roles: AssignableRole[]) {
  const deps = teamDeps(db);
  const owner = await accountWithWorkspace(db, 'pro', 2);
  const members: TeamCaller[] = [];
  for (const role of roles) {
    const p = await person(db, role);
    await acceptInvitation(deps, { token: await invite(deps, owner, p, role), caller: p });
    members.push(p);
  }
  return { deps, owner, workspaceId: owner.workspaceId, members };
}

const roleOf = async (workspaceId: string, userId: string) =>
  (
    await db.doc.send(
      new GetCommand({ TableName: db.tableName, Key: keys.workspaceMember(workspaceId, userId) }),
    )
  ).Item?.['role'];

describe('members', () => {
  it('a member who leaves or is removed frees the seat at once', async () => {
    const { deps, workspaceId, owner, members } = await team(['editor', 'viewer']);
    const [editor, viewer] = members as [TeamCaller, TeamCaller];
    expect((await getTeam(deps, { workspaceId })).seats).toMatchObject({ limit: 5, used: 3, free: 2 });
    await leaveWorkspace(deps, { workspaceId, userId: editor.userId, role: 'editor' });
    await removeMember(deps, { workspaceId, callerId: owner.userId, userId: viewer.userId });
    const after = await getTeam(deps, { workspaceId });
    expect(after.seats).toMatchObject({ used: 1, free: 4 });
    expect(after.members.map((m) => m.userId)).toEqual([owner.userId]);
    expect(
      await refusal(removeMember(deps, { workspaceId, callerId: owner.userId, userId: viewer.userId })),
    ).toEqual({ status: 404, message: WORKSPACE_MESSAGES.workspaceNotFound });
  });

  it('the Owner cannot leave, be removed or have their role changed', async () => {
    const { deps, workspaceId, owner, members } = await team(['admin']);
    const admin = members[0] as TeamCaller;
    expect(await refusal(leaveWorkspace(deps, { workspaceId, userId: owner.userId, role: 'owner' }))).toEqual(
      {
        status: 409,
        message: TEAM_MESSAGES.ownerCannotLeave,
      },
    );
    expect(
      await refusal(removeMember(deps, { workspaceId, callerId: admin.userId, userId: owner.userId })),
    ).toEqual({ status: 409, message: WORKSPACE_MESSAGES.ownerStays });
    expect(
      await refusal(
        changeMemberRole(deps, { workspaceId, callerId: admin.userId, userId: owner.userId, role: 'viewer' }),
      ),
    ).toMatchObject({ status: 403 });
    expect(await roleOf(workspaceId, owner.userId)).toBe('owner');
  });

  it('an Admin changes another member’s role but not their own', async () => {
    const { deps, workspaceId, members } = await team(['admin', 'editor']);
    const [admin, editor] = members as [TeamCaller, TeamCaller];
    await changeMemberRole(deps, {
      workspaceId,
      callerId: admin.userId,
      userId: editor.userId,
      role: 'viewer',
    });
    expect(await roleOf(workspaceId, editor.userId)).toBe('viewer');
    expect(
      await refusal(
        changeMemberRole(deps, { workspaceId, callerId: admin.userId, userId: admin.userId, role: 'editor' }),
      ),
    ).toEqual({ status: 409, message: TEAM_MESSAGES.cannotChangeOwnRole });
  });

  it('ownership is transferred only to an Admin, and the Owner becomes an Admin', async () => {
    const { deps, workspaceId, owner, members } = await team(['editor', 'admin']);
    const [editor, admin] = members as [TeamCaller, TeamCaller];
    expect(
      await refusal(
        transferOwnership(deps, {
          workspaceId,
          callerId: owner.userId,
          callerRole: 'owner',
          userId: editor.userId,
        }),
      ),
    ).toEqual({ status: 409, message: TEAM_MESSAGES.transferOnlyToAdmin });
    expect(
      await refusal(
        transferOwnership(deps, {
          workspaceId,
          callerId: admin.userId,
          callerRole: 'admin',
          userId: admin.userId,
        }),
      ),
    ).toMatchObject({ status: 403 });

    await transferOwnership(deps, {
      workspaceId,
      callerId: owner.userId,
      callerRole: 'owner',
      userId: admin.userId,
    });
    expect(await roleOf(workspaceId, admin.userId)).toBe('owner');
    expect(await roleOf(workspaceId, owner.userId)).toBe('admin');
    const ws = await db.doc.send(
      new GetCommand({ TableName: db.tableName, Key: keys.workspace(workspaceId) }),
    );
    expect(ws.Item?.['ownerUserId']).toBe(admin.userId);
  });
});
