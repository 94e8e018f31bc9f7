/**
 * The team tests' setup on DynamoDB Local: an account with its workspace (the workspace's id is the account's
 * id, its Owner a member, made with the profile), a plan and extra seats on the account's profile as the billing webhook leaves
 * them, and the invitation link notify would mail (signed with the local mail-link secret).
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { outboxKeys } from '../../../functions/platform/db/outbox';
import { domainEventSchema } from '../../../shared/domain/domain-events';
import { monotonicFactory } from 'ulid';
import type { DbPort } from '../../../functions/platform/db/db-port';
import { keys } from '../../../functions/platform/db/keys';
import { inviteMember, signInvitationToken, type TeamCaller, type TeamDeps } from '../../../functions/team';
import { LOCAL_MAIL_LINK_SECRET } from '../../../infra/local/system';
import type { PlanLevel } from '../../../shared/domain/status-values';
import type { AssignableRole } from '../../../shared/domain/team';
import { newOwner } from '../db/db-test-kit';

export const SECRETS = [LOCAL_MAIL_LINK_SECRET];

/** A clock tests move by hand. */
export function testClock(start = new Date()) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

/** The team's ports on the test table; `issued` lists the ids handed out (the mail events' ids). */
export function teamDeps(db: DbPort, clock = testClock()) {
  const next = monotonicFactory();
  const issued: string[] = [];
  const deps = {
    db,
    clock,
    ids: {
      next: () => {
        const id = next();
        issued.push(id);
        return id;
      },
    },
    linkSecrets: () => Promise.resolve(SECRETS),
  } satisfies TeamDeps;
  return { ...deps, issued, lastIssued: () => issued.at(-1) ?? '' };
}

export async function setPlan(db: DbPort, userId: string, plan: PlanLevel, extraSeats = 0): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.profile(userId),
      UpdateExpression: 'SET planLevel = :plan, extraSeats = :extra',
      ExpressionAttributeValues: { ':plan': plan, ':extra': extraSeats },
    }),
  );
}

/** An account with its own workspace (Owner = the account) on `plan`; the caller shape of its Owner. */
export async function accountWithWorkspace(
  db: DbPort,
  plan: PlanLevel = 'pro',
  extraSeats = 0,
): Promise<TeamCaller & { workspaceId: string }> {
  const userId = await newOwner(db, 'Olivia Owner');
  const email = `${userId}@example.com`.toLowerCase();
  await setPlan(db, userId, plan, extraSeats);
  // The profile's creation made the account's workspace (Owner = the account, one member).
  return { userId, email, displayName: 'Olivia Owner', workspaceId: userId };
}

/** Someone to invite: a caller with a fresh address. */
export async function person(db: DbPort, name = 'Ana Editor'): Promise<TeamCaller> {
  const userId = await newOwner(db, name);
  return { userId, email: `${userId}@example.com`.toLowerCase(), displayName: name };
}

/** The invitation link notify mails for the event of this id (read from the outbox, signed the same way). */
export async function invitationLinkOf(db: DbPort, eventId: string): Promise<string> {
  const out = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: outboxKeys.event(eventId) }));
  const event = domainEventSchema.parse(out.Item?.['event']);
  if (event.type !== 'member_invited') throw new Error(`event ${eventId} is ${event.type}`);
  return signInvitationToken(SECRETS, {
    workspaceId: event.workspaceId,
    invitationId: event.invitationId,
    nonce: event.nonce,
    expiresAt: Math.floor(Date.parse(event.expiresAt) / 1000),
  });
}

export { refusal } from '../../support/refusal';

/** The Owner of `workspace` invites `who` as `role`; the link notify would mail for it. */
export async function invite(
  deps: TeamDeps & { lastIssued: () => string },
  workspace: TeamCaller & { workspaceId: string },
  who: TeamCaller,
  role: AssignableRole,
): Promise<string> {
  await inviteMember(deps, { workspaceId: workspace.workspaceId, caller: workspace, email: who.email, role });
  return invitationLinkOf(deps.db, deps.lastIssued());
}
