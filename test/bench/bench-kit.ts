/**
 * What the benches start and seed the same way: the whole local system in memory, quiet, on free ports, with
 * no web front and no workers (the bench drives the requests); DynamoDB Local alone with a DbPort on it and a
 * count of the requests its client sent (the figure most benches print); a Drive video version as the import
 * stores it.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import type { DbPort } from '../../functions/platform/db/db-port';
import { LOCAL_AWS, startDynamoDb } from '../../infra/local/services/dynamodb';
import { startLocalSystem, type LocalSystem, type LocalSystemOptions } from '../../infra/local/system';
import { EVERY_PORT_FREE } from '../support/free-ports';

/** The local system for a bench: in memory, every port free, quiet, no workers; `web` none unless given. */
export function startBenchSystem(
  options: { readonly web?: LocalSystemOptions['web'] } = {},
): Promise<LocalSystem> {
  return startLocalSystem({
    inMemory: true,
    ports: EVERY_PORT_FREE,
    web: options.web ?? 'none',
    workers: false,
    log: () => undefined,
  });
}

export interface BenchDb {
  readonly db: DbPort;
  /** DynamoDB requests the client has sent since the start or the last `resetRequests()`. */
  readonly requests: () => number;
  readonly resetRequests: () => void;
  readonly stop: () => Promise<void>;
}

/** DynamoDB Local in memory with the table `tableName`, a DbPort on it and its request count. */
export async function startBenchDb(tableName: string): Promise<BenchDb> {
  const dynamo = await startDynamoDb({ port: 0, tableName });
  const client = new DynamoDBClient({ ...LOCAL_AWS, endpoint: dynamo.endpoint });
  let requests = 0;
  client.middlewareStack.add(
    (next) => async (args) => {
      requests += 1;
      return next(args);
    },
    { step: 'build', name: 'countDynamoDbRequests' },
  );
  return {
    db: {
      doc: DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }),
      tableName,
    },
    requests: () => requests,
    resetRequests: () => {
      requests = 0;
    },
    stop: async () => {
      client.destroy();
      await dynamo.stop();
    },
  };
}

const ulid = monotonicFactory();

/** A Drive video version as the import stores it (a fresh id; the file's Drive links). */
export function driveVersionInput(fileId: string, fileName: string, fileSize: number) {
  return {
    id: ulid(),
    sourceUrl: `https://drive.google.com/file/d/${fileId}/view`,
    fileId,
    previewUrl: `https://drive.google.com/file/d/${fileId}/preview`,
    thumbnailUrl: null,
    fileName,
    fileSize,
    mimeType: 'video/mp4',
  };
}
