/**
 * The workspace and membership items (see ./README.md) and the transaction operations that create the
 * workspace made for an account. Kept here, beside items.ts, because two stores write them: the workspaces
 * store (functions/workspaces/store) and the profile's creation (a new account gets its workspace in the
 * same transaction as its profile).
 */
import * as z from '../zod';
import {
  accountWorkspaceId,
  defaultWorkspaceName,
  memberSchema,
  workspaceSchema,
  type Member,
  type Workspace,
} from '../../../shared/domain/workspace';
import { CorruptItemError, type RawItem } from './items';
import { ENTITY_TYPES, keys } from './keys';
import type { TxOp } from './transact-write';

function parse<S extends z.core.$ZodType>(schema: S, entity: string, item: RawItem): z.infer<S> {
  const result = z.safeParse(schema, item);
  if (item['entity'] !== entity || !result.success) {
    const issues = result.success ? `entity is ${String(item['entity'])}` : z.prettifyError(result.error);
    throw new CorruptItemError(entity, issues, { pk: item['pk'], sk: item['sk'] });
  }
  return result.data;
}

export function workspaceItem(workspace: Workspace): RawItem {
  return { ...keys.workspace(workspace.id), entity: ENTITY_TYPES.workspace, ...workspace };
}
export const toWorkspace = (item: RawItem): Workspace => parse(workspaceSchema, ENTITY_TYPES.workspace, item);

export function memberItem(member: Member): RawItem {
  return {
    ...keys.workspaceMember(member.workspaceId, member.userId),
    ...keys.memberGsi1(member.workspaceId, member.userId),
    entity: ENTITY_TYPES.workspaceMember,
    ...member,
  };
}
export const toMember = (item: RawItem): Member => parse(memberSchema, ENTITY_TYPES.workspaceMember, item);

export interface AccountForWorkspace {
  userId: string;
  email: string;
  displayName: string | null;
  createdAt: string;
}

/** The workspace made for an account and its Owner's membership (the account's own workspace). */
export function accountWorkspace(account: AccountForWorkspace): { workspace: Workspace; owner: Member } {
  const workspaceId = accountWorkspaceId(account.userId);
  return {
    workspace: {
      id: workspaceId,
      name: defaultWorkspaceName(account),
      ownerUserId: account.userId,
      memberCount: 1,
      createdAt: account.createdAt,
    },
    owner: {
      workspaceId,
      userId: account.userId,
      role: 'owner',
      email: account.email,
      displayName: account.displayName,
      joinedAt: account.createdAt,
    },
  };
}

/**
 * The two puts that create an account's workspace, each `attribute_not_exists` so that neither ever
 * overwrites (a workspace whose ownership moved on, a membership whose role changed): `onExists` says what
 * an existing item means to the caller (the migration skips; the sign-up treats it as already done).
 */
export function createAccountWorkspaceOps(
  account: AccountForWorkspace,
  onExists: (old: RawItem | undefined) => Error,
): TxOp[] {
  const { workspace, owner } = accountWorkspace(account);
  return [
    {
      op: { Put: { Item: workspaceItem(workspace), ConditionExpression: 'attribute_not_exists(pk)' } },
      onConditionFailed: onExists,
    },
    {
      op: { Put: { Item: memberItem(owner), ConditionExpression: 'attribute_not_exists(pk)' } },
      onConditionFailed: onExists,
    },
  ];
}
