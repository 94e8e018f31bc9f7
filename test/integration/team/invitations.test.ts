/**
 * Invitations and seats against DynamoDB Local: a link is accepted once only; expired, revoked and replaced
 * links are refused with their reason; an address that is a member, a one-person plan and a full workspace
 * are refused; and seats are counted exactly when ten invitations are accepted at once against two free seats.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { keys } from '../../../functions/platform/db/keys';
import {
  acceptInvitation,
  getTeam,
  resendInvitation,
  revokeInvitation,
  viewInvitation,
} from '../../../functions/team';
import { invitationIdOf } from '../../../functions/team/store/team-store';
import { INVITATION_TTL_MS, type AssignableRole } from '../../../shared/domain/team';
import { AppError } from '../../../shared/errors/app-error';
import { TEAM_MESSAGES } from '../../../shared/messages/team-messages';
import { testDb } from '../db/db-test-kit';
import { accountWithWorkspace, invitationLinkOf, invite, person, refusal, teamDeps } from './team-kit';

const db = testDb();
afterAll(() => db.destroy());

async function memberCount(workspaceId: string): Promise<number> {
  const out = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: keys.workspace(workspaceId) }),
  );
  return Number(out.Item?.['memberCount']);
}

/** A fresh Owner's workspace, and `name` invited to it as `role` with the link notify would mail. */
async function invited(role: AssignableRole, name?: string) {
  const deps = teamDeps(db);
  const owner = await accountWithWorkspace(db);
  const guest = await person(db, name);
  return { deps, owner, guest, token: await invite(deps, owner, guest, role) };
}

describe('invitations', () => {
  it('an invitation is accepted once only', async () => {
    const { deps, owner, guest: ana, token } = await invited('editor');

    const joined = await acceptInvitation(deps, { token, caller: ana });
    expect(joined).toMatchObject({ workspaceId: owner.workspaceId, role: 'editor' });
    expect(await refusal(acceptInvitation(deps, { token, caller: ana }))).toEqual({
      status: 410,
      message: TEAM_MESSAGES.invitationUsed,
    });
    expect(await memberCount(owner.workspaceId)).toBe(2);
    expect((await viewInvitation(deps, { token })).state).toBe('accepted');
  });

  it('an expired invitation is refused and shows as expired', async () => {
    const { deps, owner, guest: ben, token } = await invited('viewer', 'Ben');
    deps.clock.advance(INVITATION_TTL_MS + 1000);

    expect(await refusal(acceptInvitation(deps, { token, caller: ben }))).toEqual({
      status: 410,
      message: TEAM_MESSAGES.invitationExpired,
    });
    const team = await getTeam(deps, { workspaceId: owner.workspaceId });
    expect(team.invitations.map((i) => i.state)).toEqual(['expired']);
    expect(await memberCount(owner.workspaceId)).toBe(1);
  });

  it('a revoked invitation is refused', async () => {
    const { deps, owner, guest: cleo, token } = await invited('editor', 'Cleo');
    await revokeInvitation(deps, {
      workspaceId: owner.workspaceId,
      invitationId: invitationIdOf(cleo.email),
    });

    expect(await refusal(acceptInvitation(deps, { token, caller: cleo }))).toEqual({
      status: 410,
      message: TEAM_MESSAGES.invitationRevoked,
    });
    expect((await getTeam(deps, { workspaceId: owner.workspaceId })).invitations).toEqual([]);
  });

  it('a resent invitation replaces the old link, which stops working', async () => {
    const { deps, owner, guest: dan, token: first } = await invited('editor', 'Dan');
    await resendInvitation(deps, { workspaceId: owner.workspaceId, invitationId: invitationIdOf(dan.email) });
    const second = await invitationLinkOf(db, deps.lastIssued());

    expect(await refusal(acceptInvitation(deps, { token: first, caller: dan }))).toMatchObject({
      status: 404,
    });
    await acceptInvitation(deps, { token: second, caller: dan });
    expect(await memberCount(owner.workspaceId)).toBe(2);
  });

  it('a forged or altered link is refused', async () => {
    const { deps, guest: eve, token } = await invited('viewer', 'Eve');
    const parts = token.split('.');
    parts[4] = String(Number(parts[4]) + 86_400);
    expect(await refusal(acceptInvitation(deps, { token: parts.join('.'), caller: eve }))).toMatchObject({
      status: 404,
    });
    expect(await refusal(acceptInvitation(deps, { token: 'v1.x', caller: eve }))).toMatchObject({
      status: 404,
    });
  });

  it('a link is accepted only by the address it was sent to', async () => {
    const deps = teamDeps(db);
    const owner = await accountWithWorkspace(db);
    const invited = await person(db, 'Invited');
    const other = await person(db, 'Other');
    const token = await invite(deps, owner, invited, 'viewer');
    expect(await refusal(acceptInvitation(deps, { token, caller: other }))).toEqual({
      status: 403,
      message: TEAM_MESSAGES.invitationWrongAddress(invited.email),
    });
  });

  it('inviting a member, an address already invited, on a one-person plan or with no free seat is refused with the reason', async () => {
    const deps = teamDeps(db);
    const owner = await accountWithWorkspace(db, 'pro');
    const ana = await person(db);
    const shouting = { ...owner, email: owner.email.toUpperCase() };
    expect(await refusal(invite(deps, owner, shouting, 'editor'))).toEqual({
      status: 409,
      message: TEAM_MESSAGES.alreadyMember(owner.email),
    });
    await invite(deps, owner, ana, 'editor');
    expect(await refusal(invite(deps, owner, ana, 'viewer'))).toEqual({
      status: 409,
      message: TEAM_MESSAGES.alreadyInvited(ana.email),
    });

    const basic = await accountWithWorkspace(db, 'basic');
    expect(await refusal(invite(deps, basic, ana, 'editor'))).toEqual({
      status: 403,
      message: TEAM_MESSAGES.onePersonPlanRefusal,
    });

    const full = await accountWithWorkspace(db, 'pro');
    for (const name of ['B', 'C']) {
      const p = await person(db, name);
      await acceptInvitation(deps, { token: await invite(deps, full, p, 'viewer'), caller: p });
    }
    expect(await refusal(invite(deps, full, ana, 'editor'))).toEqual({
      status: 409,
      message: TEAM_MESSAGES.noFreeSeat(3),
    });
  });

  it('seats are counted exactly when 10 invitations are accepted concurrently against 2 free seats', async () => {
    const deps = teamDeps(db);
    const owner = await accountWithWorkspace(db, 'pro'); // 3 seats, the Owner holds one
    const people = await Promise.all(Array.from({ length: 10 }, (_, i) => person(db, `Member ${i}`)));
    const tokens: string[] = [];
    for (const p of people) {
      tokens.push(await invite(deps, owner, p, 'editor'));
    }
    const results = await Promise.allSettled(
      people.map((p, i) => acceptInvitation(deps, { token: tokens[i] ?? '', caller: p })),
    );
    const joined = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(joined).toHaveLength(2);
    expect(refused).toHaveLength(8);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).message).toBe(TEAM_MESSAGES.workspaceFull);
    }
    expect(await memberCount(owner.workspaceId)).toBe(3);
    const team = await getTeam(deps, { workspaceId: owner.workspaceId });
    expect(team.members).toHaveLength(3);
    expect(team.seats).toMatchObject({ limit: 3, used: 3, free: 0 });
    expect(team.invitations.filter((i) => i.state === 'pending')).toHaveLength(8);
  });
});
