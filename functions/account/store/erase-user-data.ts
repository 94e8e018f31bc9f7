/**
 * Account deletion: erases every item of a user (projects with their videos, versions, notes, approvals
 * and batch markers, the projects' share tokens, notifications, the profile), all but the account's
 * tombstone. Not a request path: it runs
 * from the account-deletion use case (or a job) and is safe to re-run after a partial failure.
 */
import { BatchWriteCommand, DeleteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { DbPort } from '../../platform/db/db-port';
import type { RawItem } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { listAllProjectsByOwner } from '../../projects';
import { queryAllPages } from '../../platform/db/query-pages';
import { chunk } from '../../platform/db/transact-write';

/** BatchWriteItem's limit. */
const BATCH_SIZE = 25;

/** Deletes items by key, 25 per BatchWriteItem, unprocessed ones retried with doubling waits. */
export async function deleteKeys(db: DbPort, items: readonly RawItem[]): Promise<void> {
  for (const group of chunk(items, BATCH_SIZE)) {
    let requests: { DeleteRequest: { Key: Record<string, unknown> } }[] = group.map((item) => ({
      DeleteRequest: { Key: { pk: item['pk'], sk: item['sk'] } },
    }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 8) throw new Error('deleteKeys: unprocessed deletes after retries');
      const out: BatchWriteCommandOutput = await db.doc.send(
        new BatchWriteCommand({ RequestItems: { [db.tableName]: requests } }),
      );
      requests = (out.UnprocessedItems?.[db.tableName] ?? []).flatMap((r) =>
        r.DeleteRequest?.Key ? [{ DeleteRequest: { Key: r.DeleteRequest.Key } }] : [],
      );
      if (requests.length > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}

export interface ErasedCounts {
  projects: number;
  items: number;
}

export async function eraseUserData(db: DbPort, userId: string): Promise<ErasedCounts> {
  let items = 0;
  const projects = await listAllProjectsByOwner(db, userId);
  for (const project of projects) {
    const partition = await queryAllPages(db, {
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.projectPk(project.id) },
      ProjectionExpression: 'pk, sk',
    });
    // The project META item last, so a re-run still finds the project through the owner's index.
    const children = partition.filter((i) => i['sk'] !== 'META');
    await deleteKeys(db, children);
    await db.doc.send(
      new DeleteCommand({ TableName: db.tableName, Key: keys.shareToken(project.shareToken) }),
    );
    await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: keys.project(project.id) }));
    items += partition.length + 1;
  }
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
