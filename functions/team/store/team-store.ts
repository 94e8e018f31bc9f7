/**
 * The team's items and every write that changes who is in a workspace, each one TransactWriteItems whose
 * conditions hold the rules (never a read deciding a write):
 *
 * | item | pk | sk | notes |
 * |---|---|---|---|
 * | invitation | `WS#<wid>` | `INVITE#<invitationId>` | id = base64url of the normal address (one open invitation per address); email, role, status pending/accepted/revoked, nonce (new on every resend), expiresAt, who invited |
 * | workspace | `WS#<wid>` | `WORKSPACE` | memberCount: what seats count (the workspaces capability's item) |
 * | member | `WS#<wid>` | `MEMBER#<uid>` | role (the workspaces capability's item; GSI1 user → workspaces) |
 *
 * Access patterns: the team page is ONE Query on `WS#<wid>` (workspace, members, invitations); an invitation
 * is one GetItem by its key. Seats: the accept adds the member and raises memberCount in one transaction,
 * conditioned on memberCount below the seat limit read with it and on the billing fields that limit came
 * from being unchanged (a ConditionCheck on the profile), so concurrent accepts never pass the limit.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanLevel } from '../../../shared/domain/status-values';
import type { AssignableRole, InvitationStatus } from '../../../shared/domain/team';
import type { WorkspaceRole } from '../../../shared/domain/workspace';
import { ConflictError, ForbiddenError, GoneError, NotFoundError } from '../../../shared/errors/app-error';
import { TEAM_MESSAGES } from '../../../shared/messages/team-messages';
import type { DbPort } from '../../platform/db/db-port';
import { keys } from '../../platform/db/keys';
import { memberItem } from '../../platform/db/workspace-items';
import { transactWrite, type TxOp } from '../../platform/db/transact-write';
import { outboxOp } from '../../platform/db/outbox';
import type { DomainEvent } from '../../../shared/domain/domain-events';

const INVITE_PREFIX = 'INVITE#';
const inviteKey = (workspaceId: string, invitationId: string) => ({
  pk: keys.workspacePk(workspaceId),
  sk: `${INVITE_PREFIX}${invitationId}`,
});

/** An invitation's id: its address, so a second invitation to one address is the same item. */
export function invitationIdOf(email: string): string {
  return Buffer.from(email, 'utf8').toString('base64url');
}

export interface StoredInvitation {
  workspaceId: string;
  invitationId: string;
  email: string;
  role: AssignableRole;
  status: InvitationStatus;
  nonce: string;
  expiresAt: string;
  invitedBy: string;
  invitedByName: string;
  createdAt: string;
  sentAt: string;
  acceptedBy?: string | null;
}

export interface StoredMember {
  userId: string;
  role: WorkspaceRole;
  email: string;
  displayName: string | null;
  joinedAt: string;
  lastActiveAt?: string | null;
}

export interface TeamSnapshot {
  workspace: { id: string; name: string; ownerUserId: string; memberCount: number } | null;
  members: StoredMember[];
  invitations: StoredInvitation[];
}

/** The workspace, its members and its invitations: one Query on the workspace's partition. */
export async function readTeam(db: DbPort, workspaceId: string): Promise<TeamSnapshot> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.workspacePk(workspaceId) },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  const ws = items.find((i) => i['sk'] === keys.workspace(workspaceId).sk);
  return {
    workspace: ws
      ? {
          id: workspaceId,
          name: String(ws['name'] ?? ''),
          ownerUserId: String(ws['ownerUserId'] ?? ''),
          memberCount: Number(ws['memberCount'] ?? 0),
        }
      : null,
    members: items
      .filter((i) => String(i['sk']).startsWith(keys.workspaceMemberSkPrefix))
      .map((i) => ({
        userId: String(i['userId']),
        role: i['role'] as WorkspaceRole,
        email: String(i['email'] ?? ''),
        displayName: (i['displayName'] as string | null | undefined) ?? null,
        joinedAt: String(i['joinedAt'] ?? ''),
        lastActiveAt: (i['lastActiveAt'] as string | null | undefined) ?? null,
      })),
    invitations: items
      .filter((i) => String(i['sk']).startsWith(INVITE_PREFIX))
      .map((i) => i as unknown as StoredInvitation),
  };
}

export async function readInvitation(
  db: DbPort,
  workspaceId: string,
  invitationId: string,
): Promise<StoredInvitation | null> {
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: inviteKey(workspaceId, invitationId),
      ConsistentRead: true,
    }),
  );
  return (out.Item as StoredInvitation | undefined) ?? null;
}

/** The billing fields the seat limit comes from (the workspace's account profile holds the subscription). */
export interface SeatSource {
  planLevel: PlanLevel;
  extraSeats: number;
}

export async function readSeatSource(db: DbPort, workspaceId: string): Promise<SeatSource> {
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: keys.profile(workspaceId),
      ConsistentRead: true,
      ProjectionExpression: 'planLevel, extraSeats',
    }),
  );
  return {
    planLevel: (out.Item?.['planLevel'] as PlanLevel | undefined) ?? 'free',
    extraSeats: Number(out.Item?.['extraSeats'] ?? 0),
  };
}

/**
 * Writes a new invitation, or a fresh link for one (resend: a new nonce and expiry), with its mail event.
 * `replace`: the write may overwrite an invitation that is no longer open (accepted, revoked or expired);
 * a resend requires it to be pending.
 */
export async function putInvitation(
  db: DbPort,
  invitation: StoredInvitation,
  mode: 'new' | 'resend',
  event: DomainEvent,
  now: Date,
): Promise<void> {
  const open = 'attribute_exists(pk) AND #status = :pending AND expiresAt > :now';
  const op: TxOp = {
    op: {
      Put: {
        Item: {
          ...inviteKey(invitation.workspaceId, invitation.invitationId),
          entity: 'invitation',
          ...invitation,
        },
        ConditionExpression: mode === 'new' ? `NOT (${open})` : 'attribute_exists(pk) AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues:
          mode === 'new' ? { ':pending': 'pending', ':now': now.toISOString() } : { ':pending': 'pending' },
      },
    },
    onConditionFailed: () =>
      mode === 'new'
        ? new ConflictError(TEAM_MESSAGES.alreadyInvited(invitation.email))
        : new NotFoundError(TEAM_MESSAGES.invitationNotFound),
  };
  await transactWrite(db, [op, outboxOp(event)]);
}

export async function revokeInvitation(db: DbPort, workspaceId: string, invitationId: string): Promise<void> {
  await transactWrite(db, [
    {
      op: {
        Update: {
          Key: inviteKey(workspaceId, invitationId),
          UpdateExpression: 'SET #status = :revoked',
          ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':revoked': 'revoked', ':pending': 'pending' },
        },
      },
      onConditionFailed: () => new NotFoundError(TEAM_MESSAGES.invitationNotFound),
    },
  ]);
}

/** Why an accept's invitation condition failed, from the invitation as it is. */
function refusalOf(old: Record<string, unknown> | undefined, nonce: string, now: Date): Error {
  if (!old || old['nonce'] !== nonce) return new NotFoundError(TEAM_MESSAGES.invitationNotFound);
  if (old['status'] === 'accepted') return new GoneError(TEAM_MESSAGES.invitationUsed);
  if (old['status'] === 'revoked') return new GoneError(TEAM_MESSAGES.invitationRevoked);
  if (String(old['expiresAt']) <= now.toISOString()) return new GoneError(TEAM_MESSAGES.invitationExpired);
  return new NotFoundError(TEAM_MESSAGES.invitationNotFound);
}

/**
 * Accepts an invitation: the invitation used (pending, this link's nonce, not expired), the member added
 * (not one already), memberCount raised below the seat limit, the limit's billing fields unchanged: one
 * transaction, so the invitation is used once and the seats are counted exactly however many accept at once.
 */
export async function acceptInvitation(
  db: DbPort,
  input: {
    workspaceId: string;
    invitationId: string;
    nonce: string;
    member: { userId: string; email: string; displayName: string | null };
    role: AssignableRole;
    seats: SeatSource & { limit: number };
  },
  now: Date,
): Promise<void> {
  const { workspaceId } = input;
  const at = now.toISOString();
  await transactWrite(db, [
    {
      op: {
        Update: {
          Key: inviteKey(workspaceId, input.invitationId),
          UpdateExpression: 'SET #status = :accepted, acceptedBy = :uid, acceptedAt = :at',
          ConditionExpression: '#status = :pending AND nonce = :nonce AND expiresAt > :at',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':accepted': 'accepted',
            ':pending': 'pending',
            ':nonce': input.nonce,
            ':uid': input.member.userId,
            ':at': at,
          },
        },
      },
      onConditionFailed: (old) => refusalOf(old, input.nonce, now),
    },
    {
      op: {
        Put: {
          Item: memberItem({
            workspaceId,
            userId: input.member.userId,
            role: input.role,
            email: input.member.email,
            displayName: input.member.displayName,
            joinedAt: at,
          }),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      onConditionFailed: () => new ConflictError(TEAM_MESSAGES.alreadyMember(input.member.email)),
    },
    {
      op: {
        Update: {
          Key: keys.workspace(workspaceId),
          UpdateExpression: 'SET memberCount = memberCount + :one',
          ConditionExpression: 'attribute_exists(pk) AND memberCount < :limit',
          ExpressionAttributeValues: { ':one': 1, ':limit': input.seats.limit },
        },
      },
      onConditionFailed: (old) =>
        old
          ? new ConflictError(TEAM_MESSAGES.workspaceFull)
          : new NotFoundError(TEAM_MESSAGES.invitationNotFound),
    },
    {
      op: {
        ConditionCheck: {
          Key: keys.profile(workspaceId),
          ConditionExpression:
            'planLevel = :plan AND (extraSeats = :extra OR (attribute_not_exists(extraSeats) AND :extra = :zero))',
          ExpressionAttributeValues: {
            ':plan': input.seats.planLevel,
            ':extra': input.seats.extraSeats,
            ':zero': 0,
          },
        },
      },
      // The plan or seats changed while we decided: the caller reads them again.
      onConditionFailed: () => new SeatsMovedError(),
    },
  ]);
}

export class SeatsMovedError extends ConflictError {
  constructor() {
    super(TEAM_MESSAGES.workspaceFull);
  }
}

/** Gives a member another role (never the Owner's, never to Owner: that is a transfer). */
export async function setMemberRole(
  db: DbPort,
  workspaceId: string,
  userId: string,
  role: AssignableRole,
): Promise<void> {
  await transactWrite(db, [
    {
      op: {
        Update: {
          Key: keys.workspaceMember(workspaceId, userId),
          UpdateExpression: 'SET #role = :role',
          ConditionExpression: 'attribute_exists(pk) AND #role <> :owner',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':role': role, ':owner': 'owner' },
        },
      },
      onConditionFailed: (old) =>
        old
          ? new ForbiddenError(TEAM_MESSAGES.cannotRemoveOwner)
          : new NotFoundError(TEAM_MESSAGES.memberNotFound),
    },
  ]);
}

/** The Owner hands the workspace to an Admin and becomes an Admin: both roles and the owner field at once. */
export async function transferOwnership(
  db: DbPort,
  workspaceId: string,
  fromUserId: string,
  toUserId: string,
): Promise<void> {
  const names = { '#role': 'role' };
  await transactWrite(db, [
    {
      op: {
        Update: {
          Key: keys.workspaceMember(workspaceId, toUserId),
          UpdateExpression: 'SET #role = :owner',
          ConditionExpression: 'attribute_exists(pk) AND #role = :admin',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':owner': 'owner', ':admin': 'admin' },
        },
      },
      onConditionFailed: (old) =>
        old
          ? new ConflictError(TEAM_MESSAGES.transferOnlyToAdmin)
          : new NotFoundError(TEAM_MESSAGES.memberNotFound),
    },
    {
      op: {
        Update: {
          Key: keys.workspaceMember(workspaceId, fromUserId),
          UpdateExpression: 'SET #role = :admin',
          ConditionExpression: 'attribute_exists(pk) AND #role = :owner',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':owner': 'owner', ':admin': 'admin' },
        },
      },
      onConditionFailed: () => new ForbiddenError(TEAM_MESSAGES.notAllowed),
    },
    {
      op: {
        Update: {
          Key: keys.workspace(workspaceId),
          UpdateExpression: 'SET ownerUserId = :to',
          ConditionExpression: 'ownerUserId = :from',
          ExpressionAttributeValues: { ':to': toUserId, ':from': fromUserId },
        },
      },
      onConditionFailed: () => new ForbiddenError(TEAM_MESSAGES.notAllowed),
    },
  ]);
}

/** The workspace's member count (what seats count), read consistently; 1 when the workspace has no item yet. */
export async function readMemberCount(db: DbPort, workspaceId: string): Promise<number> {
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: keys.workspace(workspaceId),
      ConsistentRead: true,
      ProjectionExpression: 'memberCount',
    }),
  );
  return Number(out.Item?.['memberCount'] ?? 1);
}
