/**
 * At every local start: accounts kept in `.local/` from before workspaces become Owners of their own
 * workspace (the same idempotent migration as `npm run migrate:workspaces`; a no-op once done).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { migrateAccountsToWorkspaces } from '../../../functions/workspaces';
import { LOCAL_AWS } from '../services/dynamodb';
import type { LocalSystem } from '../system';

export async function migrateLocalAccounts(
  system: LocalSystem,
  log: (message: string) => void,
): Promise<void> {
  const doc = DynamoDBDocumentClient.from(
    new DynamoDBClient({ ...LOCAL_AWS, endpoint: system.urls.dynamodb }),
  );
  try {
    const report = await migrateAccountsToWorkspaces({ doc, tableName: system.tableName });
    if (report.created > 0) log(`seed: ${report.created} accounts moved into their own workspaces`);
  } finally {
    doc.destroy();
  }
}
