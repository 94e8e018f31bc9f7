/**
 * The one table definition. It feeds the CDK table (infra), DynamoDB Local's table (infra/local) and the
 * tests, so the three can never drift. Items are described in functions/platform/db/README.md (entities, keys, access patterns).
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** TTL attribute (epoch seconds): old read notifications, expired rate-limit windows. */
  ttl: 'expiresAt',
} as const;

export const GSIS = {
  /** Owner's lists: `USER#<uid>` / `PROJECT#<createdAt>#<pid>` and similar. */
  gsi1: { name: 'GSI1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  /** Secondary look-ups (e.g. by status); generic on purpose. */
  gsi2: { name: 'GSI2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  /**
   * When a project falls due for a reminder (sparse: active and pending projects only, plus reminder claims
   * whose mail is not sent yet): `REMINDER#<shard>` / `<dueAt>#<pid>`, so the hourly job reads only the due.
   */
  gsi3: { name: 'GSI3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  /** When a project's review link expires (sparse: projects with a link expiry): `LINKEXP#<shard>` / `<expiresAt>#<pid>`. */
  gsi4: { name: 'GSI4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
} as const;

export interface TableDefinition {
  partitionKey: string;
  sortKey: string;
  ttlAttribute: string;
  /** The table's stream: new images only (the outbox's events; the notify Lambda reads nothing else). */
  streamViewType: 'NEW_IMAGE';
  globalSecondaryIndexes: { name: string; partitionKey: string; sortKey: string }[];
}

export const tableDefinition: TableDefinition = {
  partitionKey: TABLE_KEYS.partitionKey,
  sortKey: TABLE_KEYS.sortKey,
  ttlAttribute: TABLE_KEYS.ttl,
  streamViewType: 'NEW_IMAGE',
  globalSecondaryIndexes: Object.values(GSIS).map((g) => ({ ...g })),
};

/** The CreateTable input for DynamoDB (Local and tests); on-demand billing, all attributes strings. */
export function createTableInput(tableName: string) {
  const attributes = new Set<string>([tableDefinition.partitionKey, tableDefinition.sortKey]);
  for (const g of tableDefinition.globalSecondaryIndexes) {
    attributes.add(g.partitionKey);
    attributes.add(g.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.streamViewType },
    AttributeDefinitions: [...attributes].map((name) => ({
      AttributeName: name,
      AttributeType: 'S' as const,
    })),
    KeySchema: [
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((g) => ({
      IndexName: g.name,
      KeySchema: [
        { AttributeName: g.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: g.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
