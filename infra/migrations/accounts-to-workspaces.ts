/**
 * `npm run migrate:workspaces`: every existing account becomes the Owner of its own workspace (idempotent,
 * resumable; functions/workspaces/store/account-migration.ts says how).
 *
 * - Local (default): the `npm start` system's DynamoDB Local, 127.0.0.1:$CUTROOM_DYNAMODB_PORT (8000), table
 *   `cutroom`. The local system also runs it at every start, so local data never lacks a workspace.
 * - Deployed: `npm run migrate:workspaces -- --table <TableName> [--region eu-west-1]` with the AWS
 *   credentials of the account in the environment (the table name is the stack's output). Run it BEFORE
 *   deploying the code that checks memberships, then again after the deploy (it catches accounts that signed
 *   up in between; a second run changes nothing else). Interrupted: run it again, it continues.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { parseArgs } from 'node:util';
import { migrateAccountsToWorkspaces } from '../../functions/workspaces';
import { LOCAL_AWS } from '../local/services/dynamodb';
import { LOCAL_PORTS, LOCAL_TABLE_NAME } from '../local/system';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      table: { type: 'string' },
      region: { type: 'string' },
      'page-size': { type: 'string' },
    },
  });
  const deployed = values.table !== undefined;
  const port = process.env[LOCAL_PORTS.dynamodb.variable] ?? String(LOCAL_PORTS.dynamodb.default);
  const client = deployed
    ? new DynamoDBClient(values.region ? { region: values.region } : {})
    : new DynamoDBClient({ ...LOCAL_AWS, endpoint: `http://127.0.0.1:${port}` });
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  const tableName = values.table ?? LOCAL_TABLE_NAME;
  console.log(
    `accounts → workspaces on ${deployed ? `table ${tableName}` : `local table ${tableName} (port ${port})`}`,
  );
  const report = await migrateAccountsToWorkspaces(
    { doc, tableName },
    {
      ...(values['page-size'] ? { pageSize: Number(values['page-size']) } : {}),
      log: (line) => console.log(line),
    },
  );
  console.log(
    `${report.finished ? 'done' : 'stopped'}: ${report.created} workspaces created, ${report.existing} accounts ` +
      `already had one, ${report.skipped} closing accounts skipped (${report.pages} pages${report.resumed ? ', resumed' : ''})`,
  );
  doc.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
