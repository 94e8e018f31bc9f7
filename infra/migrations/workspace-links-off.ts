/**
 * `npm run backfill:links-off`: the workspaces of accounts deactivated before deactivation became the Owner's
 * get `workspaceLinksOff`, so a project created in them gets a closed link as it does for accounts
 * deactivated since (functions/account/store/links-off-backfill.ts says how). Run it right after deploying
 * that code. Arguments: ./migration-cli.ts.
 */
import { backfillWorkspaceLinksOff } from '../../functions/account';
import { runMigration } from './migration-cli';

runMigration('workspace links off', backfillWorkspaceLinksOff);
