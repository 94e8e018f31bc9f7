import { describe, expect, it } from 'vitest';
import {
  ROLE_PERMISSIONS,
  WORKSPACE_ACTIONS,
  WORKSPACE_ROLES,
  roleMay,
  type Member,
  type Workspace,
  type WorkspaceRole,
} from '../../../shared/domain/workspace';
import { ForbiddenError, NotFoundError } from '../../../shared/errors/app-error';
import { authorize, type WorkspacePorts } from '../../../functions/workspaces';

const WS = 'ws-1';

function member(userId: string, role: WorkspaceRole, workspaceId = WS): Member {
  return {
    workspaceId,
    userId,
    role,
    email: `${userId}@x.test`,
    displayName: userId,
    joinedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** An in-memory membership store holding data (no rules of its own). */
function ports(
  members: Member[],
  projects: Record<string, { userId: string; createdBy?: string }> = {},
): WorkspacePorts & { reads: number } {
  const state = { reads: 0 };
  const ws: Workspace = {
    id: WS,
    name: 'W',
    ownerUserId: 'owner',
    memberCount: members.length,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  return {
    get reads() {
      return state.reads;
    },
    workspaces: {
      membership: async (workspaceId, userId) => {
        state.reads += 1;
        return members.find((m) => m.workspaceId === workspaceId && m.userId === userId) ?? null;
      },
      workspace: async (id) => (id === WS ? ws : null),
      members: async (id) => members.filter((m) => m.workspaceId === id),
      workspacesOf: async () => [],
      projectScope: async (projectId) => projects[projectId] ?? null,
      recordActivity: async () => undefined,
      followChoice: async () => null,
      setFollowChoice: async () => {},
    },
  };
}

describe('the permission table', () => {
  it('gives a Viewer reading only, an Editor projects, an Admin members and settings, the Owner billing', () => {
    expect(ROLE_PERMISSIONS.viewer).toEqual(['self', 'viewProjects']);
    expect(roleMay('editor', 'changeProjects')).toBe(true);
    expect(roleMay('editor', 'changeEveryProject')).toBe(false);
    expect(roleMay('editor', 'manageMembers')).toBe(false);
    expect(roleMay('admin', 'manageMembers')).toBe(true);
    expect(roleMay('admin', 'changeEveryProject')).toBe(true);
    expect(roleMay('admin', 'manageBilling')).toBe(false);
    expect(roleMay('admin', 'transferOwnership')).toBe(false);
    for (const action of WORKSPACE_ACTIONS) expect(roleMay('owner', action), action).toBe(true);
  });

  it('orders the roles so that each holds every action of the roles below it', () => {
    for (let i = 1; i < WORKSPACE_ROLES.length; i++) {
      const stronger = WORKSPACE_ROLES[i - 1]!;
      const weaker = WORKSPACE_ROLES[i]!;
      for (const action of ROLE_PERMISSIONS[weaker])
        expect(roleMay(stronger, action), `${stronger} ${action}`).toBe(true);
    }
  });
});

describe('authorize', () => {
  it('needs no membership for the caller’s own things', async () => {
    const p = ports([]);
    await expect(authorize(p, { userId: 'u', action: 'self', workspaceId: 'other' })).resolves.toBeNull();
    expect(p.reads).toBe(0);
  });

  it('answers a workspace the caller is not a member of as not found', async () => {
    const p = ports([member('owner', 'owner')]);
    await expect(
      authorize(p, { userId: 'stranger', action: 'viewProjects', workspaceId: WS }),
    ).rejects.toThrow(NotFoundError);
  });

  it('uses the caller’s own workspace when the request names none', async () => {
    const p = ports([member('u1', 'owner', 'u1')]);
    const access = await authorize(p, { userId: 'u1', action: 'changeProjects', workspaceId: null });
    expect(access.workspaceId).toBe('u1');
    expect(access.member.role).toBe('owner');
  });

  it('refuses a Viewer every change', async () => {
    const p = ports([member('v', 'viewer')]);
    await expect(
      authorize(p, { userId: 'v', action: 'viewProjects', workspaceId: WS }),
    ).resolves.toMatchObject({
      workspaceId: WS,
    });
    await expect(authorize(p, { userId: 'v', action: 'changeProjects', workspaceId: WS })).rejects.toThrow(
      ForbiddenError,
    );
  });

  it('lets an Editor change the projects they created and refuses the others; an Admin changes every one', async () => {
    const p = ports([member('e', 'editor'), member('a', 'admin')], {
      own: { userId: WS, createdBy: 'e' },
      others: { userId: WS, createdBy: 'someone' },
      legacy: { userId: WS },
    });
    const [own, others, legacy] = ['own', 'others', 'legacy'];
    await expect(
      authorize(p, { userId: 'e', action: 'changeProjects', workspaceId: WS, projectId: own }),
    ).resolves.toBeTruthy();
    await expect(
      authorize(p, { userId: 'e', action: 'changeProjects', workspaceId: WS, projectId: others }),
    ).rejects.toThrow(ForbiddenError);
    await expect(
      authorize(p, { userId: 'e', action: 'changeProjects', workspaceId: WS, projectId: legacy }),
    ).rejects.toThrow(ForbiddenError);
    await expect(
      authorize(p, { userId: 'a', action: 'changeProjects', workspaceId: WS, projectId: others }),
    ).resolves.toBeTruthy();
  });

  it('leaves a project of another workspace to the use case (404 as for any unknown project)', async () => {
    const p = ports([member('e', 'editor')], { foreign: { userId: 'other-ws', createdBy: 'x' } });
    const foreign = 'foreign';
    await expect(
      authorize(p, { userId: 'e', action: 'changeProjects', workspaceId: WS, projectId: foreign }),
    ).resolves.toBeTruthy();
  });

  it('refuses a removed member on the next call (the membership is read every time)', async () => {
    const members = [member('e', 'editor')];
    const p = ports(members);
    await authorize(p, { userId: 'e', action: 'viewProjects', workspaceId: WS });
    members.pop();
    await expect(authorize(p, { userId: 'e', action: 'viewProjects', workspaceId: WS })).rejects.toThrow(
      NotFoundError,
    );
    expect(p.reads).toBe(2);
  });
});
