/** Transaction operations several repositories share. */
import type { RawItem } from './items';
import { keys } from './keys';
import { projectConditionError } from './db-errors';
import type { TxOp } from './transact-write';

/** Put that refuses to overwrite an existing item. */
export const putNew = (item: RawItem, onConditionFailed?: TxOp['onConditionFailed']): TxOp => ({
  op: { Put: { Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
  ...(onConditionFailed ? { onConditionFailed } : {}),
});

/**
 * ConditionCheck on the project item: it exists, is not archived (409 ARCHIVED, 'Cannot modify archived
 * projects.') and, with `ownerId`, belongs to that owner (else 404). Every change below the project item
 * (videos, versions, notes, approvals) carries it, so archived projects refuse mutations server-side.
 */
export function projectGuardOp(projectId: string, ownerId?: string): TxOp {
  return {
    op: { ConditionCheck: { Key: keys.project(projectId), ...projectOpenCondition(ownerId) } },
    onConditionFailed: (old) => projectConditionError(old, ownerId),
  };
}

/** The condition of projectGuardOp, for an Update of the project item in the same transaction. */
export function projectOpenCondition(ownerId?: string): {
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
} {
  return {
    ConditionExpression: `attribute_exists(pk) AND #pstatus <> :parchived${ownerId !== undefined ? ' AND userId = :powner' : ''}`,
    ExpressionAttributeNames: { '#pstatus': 'status' },
    ExpressionAttributeValues: {
      ':parchived': 'archived',
      ...(ownerId !== undefined ? { ':powner': ownerId } : {}),
    },
  };
}
