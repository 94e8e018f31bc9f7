/**
 * `npm run migrate:workspaces`: every existing account becomes the Owner of its own workspace (idempotent,
 * resumable; functions/workspaces/store/account-migration.ts says how). Arguments: ./migration-cli.ts.
 *
 * - Local (default): the `npm start` system's DynamoDB Local. The local system also runs it at every start,
 *   so local data never lacks a workspace.
 * - Deployed: `npm run migrate:workspaces -- --table <TableName> [--region eu-west-1]`. Run it BEFORE
 *   deploying the code that checks memberships, then again after the deploy (it catches accounts that signed
 *   up in between; a second run changes nothing else).
 */
import { migrateAccountsToWorkspaces } from '../../functions/workspaces';
import { runMigration } from './migration-cli';

runMigration('accounts → workspaces', migrateAccountsToWorkspaces);
