/**
 * The due indexes hold only keys (shared/config/table-definition.ts), under new names: a deployed table gets
 * them one deploy at a time (docs/gsi-projections.md). Until a table has the new index (or while it is
 * backfilling), the reminders read the index it replaces; the due projects are read by key either way.
 */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDueReminders, listLinksExpiring } from '../../../functions/notify/store/reminder-repository';
import type { DbPort } from '../../../functions/platform/db/db-port';
import { projectItem } from '../../../functions/platform/db/items';
import { ENV } from '../../../shared/config/env-names';
import { createTableInput, GSIS, REPLACED_GSIS } from '../../../shared/config/table-definition';
import type { Project } from '../../../shared/domain/entities';
import { assertLocalEndpoint } from '../../support/env';
import { newToken } from '../db/db-test-kit';

const DAY = 24 * 60 * 60 * 1000;
const T = Date.UTC(2026, 11, 10, 9, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

let client: DynamoDBClient;
beforeAll(() => {
  client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: assertLocalEndpoint(process.env[ENV.dynamoEndpoint]),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterAll(() => client.destroy());

/** A table as deployed before the change: its due indexes are the replaced ALL ones. */
async function tableBeforeTheMigration(): Promise<DbPort> {
  const tableName = `cutroom-due-migration-${ulid().toLowerCase()}`;
  const input = createTableInput(tableName);
  const replaced = new Set<string>(Object.values(GSIS).flatMap((g) => ('replaces' in g ? [g.name] : [])));
  await client.send(
    new CreateTableCommand({
      ...input,
      GlobalSecondaryIndexes: [
        ...input.GlobalSecondaryIndexes.filter((g) => !replaced.has(g.IndexName)),
        ...REPLACED_GSIS.map((g) => ({
          IndexName: g.name,
          KeySchema: [
            { AttributeName: g.partitionKey, KeyType: 'HASH' as const },
            { AttributeName: g.sortKey, KeyType: 'RANGE' as const },
          ],
          Projection: { ProjectionType: g.projection },
        })),
      ],
    }),
  );
  return {
    doc: DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }),
    tableName,
  };
}

describe('the due indexes during their migration', () => {
  it('reads due projects and expiring links through the replaced indexes of a table not migrated yet', async () => {
    const db = await tableBeforeTheMigration();
    const project: Project = {
      id: ulid(),
      userId: ulid(),
      name: 'Due before the migration',
      clientDisplayName: 'Client',
      shareToken: newToken(),
      shareExpiresAt: iso(T + 2 * DAY),
      status: 'active',
      approvedVideosCount: 0,
      videoCount: 0,
      lastStatusChangeAt: iso(T - 5 * DAY),
      archivedAt: null,
      createdAt: iso(T - 6 * DAY),
      revision: 0,
    };
    await db.doc.send(
      new PutCommand({ TableName: db.tableName, Item: projectItem(project, { videoSeq: 0 }) }),
    );

    const due = await listDueReminders(db, new Date(T + DAY));
    expect(due.map((d) => [d.project.id, d.project.name])).toEqual([[project.id, project.name]]);
    expect(due[0]?.dueKey).toMatch(new RegExp(`#${project.id}`));
    const expiring = await listLinksExpiring(db, new Date(T), new Date(T + 3 * DAY));
    expect(expiring.map((p) => p.id)).toEqual([project.id]);
  });
});
