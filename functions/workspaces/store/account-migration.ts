/**
 * The one-time move of accounts into workspaces: every account (profile) becomes the Owner of its own
 * workspace, whose id is the account's user id, so its projects (keyed by that id) belong to the workspace
 * without being rewritten, and its profile stays the workspace's billing record (plan, active-project
 * counter, subscription).
 *
 * - Idempotent: each account's two items are created with `attribute_not_exists` in one transaction; an
 *   account that has them (a second run, a sign-up since) is counted as already there and left alone.
 * - Resumable: the Scan's position is saved after every page in a checkpoint item; a run that stops (crash,
 *   timeout, `maxPages`) continues from there. A finished run deletes the checkpoint, so the next run
 *   walks the whole table again (changing nothing).
 * - Not a request path: a Scan (profiles only, filtered), read in pages of `pageSize`.
 */
import { backfillDashboardCounts } from '../../projects/store/dashboard-counts';
import { listAllProjectsByOwner } from '../../projects/store/project-repository';
import { DeleteCommand, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../platform/zod';
import type { DbPort } from '../../platform/db/db-port';
import { toProfile } from '../../platform/db/items';
import { ENTITY_TYPES, keys, migrationCheckpointKey } from '../../platform/db/keys';
import { createAccountWorkspace } from './workspace-store';

const CHECKPOINT_KEY = migrationCheckpointKey;

const checkpointSchema = z.object({
  /** The Scan's LastEvaluatedKey after the last page done. */
  lastKey: z.record(z.string(), z.unknown()),
  created: z.int().check(z.nonnegative()),
  existing: z.int().check(z.nonnegative()),
  skipped: z.int().check(z.nonnegative()),
  pages: z.int().check(z.nonnegative()),
});

export interface MigrationReport {
  /** Workspaces created by this run (and the runs it resumed). */
  created: number;
  /** Accounts that already had their workspace. */
  existing: number;
  /** Accounts being deleted (no workspace made for them). */
  skipped: number;
  pages: number;
  /** False when the run stopped at `maxPages` (run it again to continue). */
  finished: boolean;
  /** Whether this run continued an earlier, unfinished one. */
  resumed: boolean;
}

export interface MigrationOptions {
  /** Items read per Scan page (before the filter). Default 200. */
  pageSize?: number;
  /** Stop after this many pages, leaving the checkpoint (tests use it to interrupt a run). */
  maxPages?: number;
  log?: (line: string) => void;
}

async function readCheckpoint(db: DbPort) {
  const out = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: CHECKPOINT_KEY, ConsistentRead: true }),
  );
  return out.Item ? checkpointSchema.parse(out.Item) : null;
}

export async function migrateAccountsToWorkspaces(
  db: DbPort,
  options: MigrationOptions = {},
): Promise<MigrationReport> {
  const log = options.log ?? (() => undefined);
  const saved = await readCheckpoint(db);
  const report: MigrationReport = {
    created: saved?.created ?? 0,
    existing: saved?.existing ?? 0,
    skipped: saved?.skipped ?? 0,
    pages: saved?.pages ?? 0,
    finished: false,
    resumed: saved !== null,
  };
  if (saved) log(`resuming after ${saved.pages} pages`);
  let startKey: Record<string, unknown> | undefined = saved?.lastKey;
  let pagesThisRun = 0;
  do {
    if (options.maxPages !== undefined && pagesThisRun >= options.maxPages) return report;
    const out = await db.doc.send(
      new ScanCommand({
        TableName: db.tableName,
        FilterExpression: 'sk = :profile AND entity = :entity',
        ExpressionAttributeValues: { ':profile': keys.profile('x').sk, ':entity': ENTITY_TYPES.profile },
        Limit: options.pageSize ?? 200,
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) {
      if (typeof item['deletionRequestedAt'] === 'string') {
        report.skipped += 1;
        continue;
      }
      const profile = toProfile(item);
      const wrote = await createAccountWorkspace(db, {
        userId: profile.id,
        email: profile.email,
        displayName: profile.displayName ?? profile.fullName,
        createdAt: profile.createdAt,
      });
      if (wrote) report.created += 1;
      else report.existing += 1;
      // The dashboard's counters start from a recount of the projects the account already has.
      await backfillDashboardCounts(db, profile.id, (id) => listAllProjectsByOwner(db, id));
    }
    report.pages += 1;
    pagesThisRun += 1;
    startKey = out.LastEvaluatedKey;
    if (startKey) {
      const { finished: _finished, resumed: _resumed, ...counts } = report;
      await db.doc.send(
        new PutCommand({
          TableName: db.tableName,
          Item: { ...CHECKPOINT_KEY, ...counts, lastKey: startKey },
        }),
      );
      log(`page ${report.pages}: ${report.created} created, ${report.existing} already there`);
    }
  } while (startKey);
  await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: CHECKPOINT_KEY }));
  report.finished = true;
  return report;
}
