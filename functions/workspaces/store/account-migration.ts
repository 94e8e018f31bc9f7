/**
 * The one-time move of accounts into workspaces: every account (profile) becomes the Owner of its own
 * workspace, whose id is the account's user id, so its projects (keyed by that id) belong to the workspace
 * without being rewritten, and its profile stays the workspace's billing record (plan, active-project
 * counter, subscription).
 *
 * - Idempotent: each account's two items are created with `attribute_not_exists` in one transaction; an
 *   account that has them (a second run, a sign-up since) is counted as already there and left alone.
 * - Resumable, segmentable, with a dry run: platform/db/resumable-scan.ts walks the profiles (a Scan,
 *   filtered) and keeps the checkpoint; a dry run counts the workspaces it would create and writes nothing.
 */
import { backfillDashboardCounts } from '../../projects/store/dashboard-counts';
import { listAllProjectsByOwner } from '../../projects/store/project-repository';
import type { DbPort } from '../../platform/db/db-port';
import { toProfile } from '../../platform/db/items';
import { ENTITY_TYPES, keys } from '../../platform/db/keys';
import {
  itemsOfKind,
  resumableScan,
  type MigrationRunOptions,
  type ScanReport,
} from '../../platform/db/resumable-scan';
import { createAccountWorkspace, getWorkspace } from './workspace-store';

/** created: workspaces made (a dry run: to make); existing: accounts that had theirs; skipped: accounts being
 * deleted (no workspace made for them). */
export type MigrationReport = ScanReport<'created' | 'existing' | 'skipped'>;

export async function migrateAccountsToWorkspaces(
  db: DbPort,
  options: MigrationRunOptions = {},
): Promise<MigrationReport> {
  return resumableScan(
    db,
    {
      name: 'accounts-to-workspaces',
      counters: ['created', 'existing', 'skipped'] as const,
      filter: itemsOfKind(ENTITY_TYPES.profile, keys.profile('x').sk),
      async onPage(items, counted) {
        for (const item of items) {
          if (typeof item['deletionRequestedAt'] === 'string') {
            counted.skipped += 1;
            continue;
          }
          const profile = toProfile(item);
          if (options.dryRun) {
            counted[(await getWorkspace(db, profile.id)) ? 'existing' : 'created'] += 1;
            continue;
          }
          const wrote = await createAccountWorkspace(db, {
            userId: profile.id,
            email: profile.email,
            displayName: profile.displayName ?? profile.fullName,
            createdAt: profile.createdAt,
          });
          counted[wrote ? 'created' : 'existing'] += 1;
          // The dashboard's counters start from a recount of the projects the account already has.
          await backfillDashboardCounts(db, profile.id, (id) => listAllProjectsByOwner(db, id));
        }
      },
    },
    options,
  );
}
