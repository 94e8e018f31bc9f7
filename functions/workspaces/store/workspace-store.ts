/**
 * The workspace and membership access patterns (functions/platform/db/README.md):
 * - membership by (workspace, user): GetItem `WS#<wsid>` / `MEMBER#<uid>`, consistent (every request);
 * - workspace by id: GetItem `WS#<wsid>` / `WORKSPACE`;
 * - workspace → members: Query `pk = WS#<wsid> AND begins_with(sk, 'MEMBER#')` + pages;
 * - user → workspaces: Query GSI1 `USER#<uid>#WORKSPACES`, then BatchGetItem of the workspaces;
 * - a project's workspace and creator (authorization of an Editor's change): GetItem, two attributes;
 * - the workspace made for an account (sign-up, migration): ONE TransactWriteItems of the two puts;
 * - add / remove a member: ONE TransactWriteItems of the membership and the workspace's member count.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../platform/zod';
import { LAST_ACTIVE_RESOLUTION_MS, type Member, type Workspace } from '../../../shared/domain/workspace';
import { isConditionalCheckFailed } from '../../platform/db/db-errors';
import { batchGetAll } from '../../platform/db/batch-get';
import type { DbPort } from '../../platform/db/db-port';
import { keys } from '../../platform/db/keys';
import { queryAllPages } from '../../platform/db/query-pages';
import { transactWrite } from '../../platform/db/transact-write';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-error';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace-messages';
import {
  createAccountWorkspaceOps,
  memberItem,
  toMember,
  toWorkspace,
  type AccountForWorkspace,
} from '../../platform/db/workspace-items';
import type { WorkspaceStore } from '../ports';
import { getProjectFollow, setProjectFollow } from './project-follows';
import type { ProjectScope } from '../use-cases/authorize';

export async function getMembership(db: DbPort, workspaceId: string, userId: string): Promise<Member | null> {
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: keys.workspaceMember(workspaceId, userId),
      ConsistentRead: true,
    }),
  );
  return out.Item ? toMember(out.Item) : null;
}

export async function getWorkspace(db: DbPort, workspaceId: string): Promise<Workspace | null> {
  const out = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: keys.workspace(workspaceId) }),
  );
  return out.Item ? toWorkspace(out.Item) : null;
}

const ROLE_ORDER = { owner: 0, admin: 1, editor: 2, viewer: 3 } as const;

export async function listMembers(db: DbPort, workspaceId: string): Promise<Member[]> {
  const items = await queryAllPages(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :member)',
    ExpressionAttributeValues: {
      ':pk': keys.workspacePk(workspaceId),
      ':member': keys.workspaceMemberSkPrefix,
    },
  });
  return items
    .map(toMember)
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.joinedAt.localeCompare(b.joinedAt));
}

export async function listWorkspacesOf(
  db: DbPort,
  userId: string,
): Promise<{ workspace: Workspace; member: Member }[]> {
  const memberships = (
    await queryAllPages(db, {
      IndexName: 'GSI1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.memberGsi1Pk(userId) },
    })
  ).map(toMember);
  if (memberships.length === 0) return [];
  const workspaces = (
    await batchGetAll(
      db,
      memberships.map((m) => keys.workspace(m.workspaceId)),
      {
        ProjectionExpression: 'pk, sk, entity, id, #name, ownerUserId, memberCount, createdAt',
        ExpressionAttributeNames: { '#name': 'name' },
      },
    )
  ).map(toWorkspace);
  const byId = new Map(workspaces.map((w) => [w.id, w]));
  return memberships
    .flatMap((member) => {
      const workspace = byId.get(member.workspaceId);
      return workspace ? [{ workspace, member }] : [];
    })
    .sort(
      (a, b) =>
        ROLE_ORDER[a.member.role] - ROLE_ORDER[b.member.role] ||
        a.workspace.name.localeCompare(b.workspace.name),
    );
}

const projectScopeSchema = z.object({ userId: z.string(), createdBy: z.optional(z.string()) });

/** GetItem `PROJECT#<pid>` / `META`, only the workspace and the creator. */
export async function getProjectScope(db: DbPort, projectId: string): Promise<ProjectScope | null> {
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: keys.project(projectId),
      ProjectionExpression: 'userId, createdBy',
    }),
  );
  return out.Item ? projectScopeSchema.parse(out.Item) : null;
}

/**
 * Adds a member: ONE transaction of the membership put (`attribute_not_exists`: 409 already a member) and
 * the workspace's `memberCount + 1`, conditioned on a free seat when `seatLimit` is given (409: no free
 * seat), so concurrent joins never pass the seat count.
 */
export async function addMember(
  db: DbPort,
  member: Member,
  options: { seatLimit?: number } = {},
): Promise<void> {
  const seat = options.seatLimit === undefined ? '' : ' AND memberCount < :seats';
  await transactWrite(db, [
    {
      op: { Put: { Item: memberItem(member), ConditionExpression: 'attribute_not_exists(pk)' } },
      onConditionFailed: () => new ConflictError(WORKSPACE_MESSAGES.alreadyMember),
    },
    {
      op: {
        Update: {
          Key: keys.workspace(member.workspaceId),
          UpdateExpression: 'ADD memberCount :one',
          ConditionExpression: `attribute_exists(pk)${seat}`,
          ExpressionAttributeValues: {
            ':one': 1,
            ...(options.seatLimit === undefined ? {} : { ':seats': options.seatLimit }),
          },
        },
      },
      onConditionFailed: (old) =>
        old
          ? new ConflictError(WORKSPACE_MESSAGES.noFreeSeat)
          : new NotFoundError(WORKSPACE_MESSAGES.workspaceNotFound),
    },
  ]);
}

/**
 * Removes a member (not the Owner): the membership deleted and `memberCount - 1` in ONE transaction; the
 * seat is free at once and the member's next request is refused (memberships are read on every request).
 */
export async function removeMember(db: DbPort, workspaceId: string, userId: string): Promise<void> {
  await transactWrite(db, [
    {
      op: {
        Delete: {
          Key: keys.workspaceMember(workspaceId, userId),
          ConditionExpression: 'attribute_exists(pk) AND #role <> :owner',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':owner': 'owner' },
        },
      },
      onConditionFailed: (old) =>
        old
          ? new ConflictError(WORKSPACE_MESSAGES.ownerStays)
          : new NotFoundError(WORKSPACE_MESSAGES.workspaceNotFound),
    },
    {
      op: {
        Update: {
          Key: keys.workspace(workspaceId),
          UpdateExpression: 'ADD memberCount :minus',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
    },
  ]);
}

class AlreadyThere extends Error {}

/**
 * Creates the workspace made for an account (the account's Owner membership with it), unless it exists:
 * answers whether it wrote. Never overwrites (ownership may have moved on since).
 */
export async function createAccountWorkspace(db: DbPort, account: AccountForWorkspace): Promise<boolean> {
  try {
    await transactWrite(
      db,
      createAccountWorkspaceOps(account, () => new AlreadyThere()),
    );
    return true;
  } catch (error) {
    if (error instanceof AlreadyThere) return false;
    throw error;
  }
}

/**
 * A member's 'last active': ONE conditional UpdateItem, written only if the membership still exists and its
 * time is absent or over an hour old (concurrent requests of the same hour write once; the others' failed
 * condition is the expected answer).
 */
export async function recordMemberActivity(
  db: DbPort,
  workspaceId: string,
  userId: string,
  at: Date,
): Promise<void> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.workspaceMember(workspaceId, userId),
        UpdateExpression: 'SET lastActiveAt = :at',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(lastActiveAt) OR lastActiveAt <= :due)',
        ExpressionAttributeValues: {
          ':at': at.toISOString(),
          ':due': new Date(at.getTime() - LAST_ACTIVE_RESOLUTION_MS).toISOString(),
        },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

export function workspaceStore(db: DbPort): WorkspaceStore {
  return {
    membership: (workspaceId, userId) => getMembership(db, workspaceId, userId),
    workspace: (workspaceId) => getWorkspace(db, workspaceId),
    members: (workspaceId) => listMembers(db, workspaceId),
    workspacesOf: (userId) => listWorkspacesOf(db, userId),
    projectScope: (projectId) => getProjectScope(db, projectId),
    recordActivity: (workspaceId, userId, at) => recordMemberActivity(db, workspaceId, userId, at),
    followChoice: (projectId, userId) => getProjectFollow(db, projectId, userId),
    setFollowChoice: (input) => setProjectFollow(db, input),
  };
}
