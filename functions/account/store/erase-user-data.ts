/**
 * Account deletion: erases every item of a user (projects with their videos, versions, notes, approvals
 * and batch markers, the projects' share tokens, notifications, the profile, the account's workspace and
 * its memberships, the user's memberships of other workspaces), all but the account's tombstone. Not a request path: it runs
 * from the account-deletion use case (or a job) and is safe to re-run after a partial failure.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { DbPort } from '../../platform/db/db-port';
import { keys } from '../../platform/db/keys';
import { activityKeys, listAllProjectsByOwner } from '../../projects';
import { queryAllPages } from '../../platform/db/query-pages';
import { deleteKeys } from '../../platform/db/delete-keys';
import { accountWorkspaceId } from '../../../shared/domain/workspace';
import { NotFoundError } from '../../../shared/errors/app-error';
import { listWorkspacesOf, removeMember } from '../../workspaces';

export interface ErasedCounts {
  projects: number;
  items: number;
}

/**
 * The user's memberships of other workspaces are removed (their seats freed), then the account's own
 * workspace (its item and every membership of it: its members lose access on their next request). A
 * workspace the user owns that was not made for the account stays (ownership is transferred first).
 */
async function leaveWorkspaces(db: DbPort, userId: string): Promise<number> {
  let items = 0;
  for (const { workspace, member } of await listWorkspacesOf(db, userId)) {
    if (workspace.id === accountWorkspaceId(userId) || member.role === 'owner') continue;
    try {
      await removeMember(db, workspace.id, userId);
      items += 1;
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  const workspaceItems = await queryAllPages(db, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.workspacePk(accountWorkspaceId(userId)) },
    ProjectionExpression: 'pk, sk',
  });
  // The projects' analytics digests are the workspace's too (a partition of their own).
  const digests = await queryAllPages(db, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.analyticsDigestPk(accountWorkspaceId(userId)) },
    ProjectionExpression: 'pk, sk',
  });
  await deleteKeys(db, [...workspaceItems, ...digests]);
  return items + workspaceItems.length + digests.length;
}

export async function eraseUserData(db: DbPort, userId: string): Promise<ErasedCounts> {
  let items = 0;
  const projects = await listAllProjectsByOwner(db, userId);
  for (const project of projects) {
    // The project's partition and its activity's (members' and clients' names).
    const partitions = [keys.projectPk(project.id), activityKeys.pk(project.id)].map((pk) =>
      queryAllPages(db, {
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'pk, sk',
      }),
    );
    const partition = (await Promise.all(partitions)).flat();
    // The project META item last, so a re-run still finds the project through the owner's index.
    const children = partition.filter((i) => i['sk'] !== 'META');
    await deleteKeys(db, children);
    await db.doc.send(
      new DeleteCommand({ TableName: db.tableName, Key: keys.shareToken(project.shareToken) }),
    );
    await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: keys.project(project.id) }));
    items += partition.length + 1;
  }
  items += await leaveWorkspaces(db, userId);
  const own = await queryAllPages(db, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.userPk(userId) },
    ProjectionExpression: 'pk, sk',
  });
  // The tombstone stays: it is what refuses the deleted user's still-valid tokens (TTL removes it).
  const tombstoneSk = keys.accountTombstone(userId).sk;
  const erasable = own.filter((item) => item['sk'] !== tombstoneSk);
  await deleteKeys(db, erasable);
  items += erasable.length;
  return { projects: projects.length, items };
}
