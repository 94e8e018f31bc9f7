/**
 * `npm run backfill:links-off`: since deactivation switches links off per workspace (setAccountDeactivated),
 * a workspace whose Owner is deactivated carries `workspaceLinksOff` on its profile, and a project created
 * meanwhile takes its link's `ownerDeactivated` mark from it (takeActiveProjectSlotOp). Accounts deactivated
 * before that change have `deactivatedAt` but no `workspaceLinksOff`: a project created in their workspace
 * would get a live link. This marks each workspace such an account still owns.
 *
 * - One transaction per workspace: the mark, with the conditions that make it still true when written (the
 *   account is deactivated at the same time as read, not being deleted, and still the workspace's Owner). A
 *   reactivation, transfer or deletion meanwhile fails it and is counted as `changed`, never overwritten.
 * - Idempotent: a workspace already marked is counted as `present`; a second run writes nothing.
 * - Resumable, segmentable, with a dry run (platform/db/resumable-scan.ts).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DbPort } from '../../platform/db/db-port';
import { ENTITY_TYPES, keys } from '../../platform/db/keys';
import {
  itemsOfKind,
  resumableScan,
  type MigrationRunOptions,
  type ScanReport,
} from '../../platform/db/resumable-scan';
import { transactWrite, type TxOp } from '../../platform/db/transact-write';
import { listWorkspacesOf } from '../../workspaces';

/**
 * marked: workspaces given the mark (a dry run: to mark); present: marked already; changed: the account or
 * the workspace changed between the read and the write (left as it is); notOwner: deactivated accounts that
 * own no workspace (a member's deactivation leaves links open).
 */
export type LinksOffBackfillReport = ScanReport<'marked' | 'present' | 'changed' | 'notOwner'>;

class ChangedSinceRead extends Error {}

export async function backfillWorkspaceLinksOff(
  db: DbPort,
  options: MigrationRunOptions = {},
): Promise<LinksOffBackfillReport> {
  return resumableScan(
    db,
    {
      name: 'workspace-links-off',
      counters: ['marked', 'present', 'changed', 'notOwner'] as const,
      filter: itemsOfKind(
        ENTITY_TYPES.profile,
        keys.profile('x').sk,
        'attribute_exists(deactivatedAt) AND attribute_not_exists(deletionRequestedAt)',
      ),
      async onPage(items, counts) {
        for (const item of items) {
          const userId = String(item['id']);
          const deactivatedAt = String(item['deactivatedAt']);
          const owned = (await listWorkspacesOf(db, userId))
            .filter(({ workspace }) => workspace.ownerUserId === userId)
            .map(({ workspace }) => workspace.id);
          if (owned.length === 0) counts.notOwner += 1;
          for (const workspaceId of owned) {
            if (await hasLinksOff(db, workspaceId)) counts.present += 1;
            else if (options.dryRun) counts.marked += 1;
            else
              counts[
                (await markLinksOff(db, { userId, deactivatedAt, workspaceId })) ? 'marked' : 'changed'
              ] += 1;
          }
        }
      },
    },
    options,
  );
}

async function hasLinksOff(db: DbPort, workspaceId: string): Promise<boolean> {
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: keys.profile(workspaceId),
      ProjectionExpression: 'workspaceLinksOff',
      ConsistentRead: true,
    }),
  );
  return out.Item?.['workspaceLinksOff'] === true;
}

/** The mark on the workspace's profile, in one transaction with what makes it true; false: changed since. */
async function markLinksOff(
  db: DbPort,
  input: { userId: string; deactivatedAt: string; workspaceId: string },
): Promise<boolean> {
  const changed = () => new ChangedSinceRead();
  const stillDeactivated = 'deactivatedAt = :at AND attribute_not_exists(deletionRequestedAt)';
  const ownOwn = input.workspaceId === input.userId;
  const ops: TxOp[] = [
    {
      op: {
        Update: {
          Key: keys.profile(input.workspaceId),
          UpdateExpression: 'SET workspaceLinksOff = :yes',
          // The account's own workspace has the account's profile as its profile: one item, both conditions.
          ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(workspaceLinksOff)${ownOwn ? ` AND ${stillDeactivated}` : ''}`,
          ExpressionAttributeValues: { ':yes': true, ...(ownOwn ? { ':at': input.deactivatedAt } : {}) },
        },
      },
      onConditionFailed: changed,
    },
    {
      op: {
        ConditionCheck: {
          Key: keys.workspace(input.workspaceId),
          ConditionExpression: 'ownerUserId = :owner',
          ExpressionAttributeValues: { ':owner': input.userId },
        },
      },
      onConditionFailed: changed,
    },
  ];
  if (!ownOwn) {
    ops.push({
      op: {
        ConditionCheck: {
          Key: keys.profile(input.userId),
          ConditionExpression: stillDeactivated,
          ExpressionAttributeValues: { ':at': input.deactivatedAt },
        },
      },
      onConditionFailed: changed,
    });
  }
  try {
    await transactWrite(db, ops);
    return true;
  } catch (error) {
    if (error instanceof ChangedSinceRead) return false;
    throw error;
  }
}
