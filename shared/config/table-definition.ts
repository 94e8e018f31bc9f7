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

/**
 * What an index copies of each item: every attribute, or only the keys (its readers BatchGet the items they
 * need). DynamoDB cannot change an index's projection in place: a new projection is a new index name (the
 * migration in docs/gsi-projections.md).
 */
export type GsiProjection = 'ALL' | 'KEYS_ONLY';

export interface GsiDefinition {
  readonly name: string;
  readonly partitionKey: string;
  readonly sortKey: string;
  readonly projection: GsiProjection;
  /** The index this one replaces (same keys, another projection): read while the new one is not there yet. */
  readonly replaces?: string;
}

export const GSIS = {
  /**
   * Owner's lists: `USER#<uid>` / `PROJECT#<createdAt>#<pid>` and similar. ALL: the dashboard's project pages,
   * the caller's memberships and the API keys list read whole items; a page of keys + BatchGet would double
   * the most frequent reads.
   */
  gsi1: { name: 'GSI1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
  /**
   * Secondary look-ups (e.g. by status); generic on purpose. ALL: the status filters of the dashboard and the
   * unread reminders panel read whole projects and notifications, as GSI1.
   */
  gsi2: { name: 'GSI2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
  /**
   * When a project falls due for a reminder (sparse: active and pending projects only, plus reminder claims
   * whose mail is not sent yet), and when an editor's digest is due: `REMINDER#<shard>` / `<dueAt>#<pid>`,
   * `DIGEST#<shard>` / `<dueAt>#<uid>`, so the jobs read only the due. KEYS_ONLY: read a few times an hour,
   * while every write of an active project or a pending digest (its `events` counter) rewrote a whole copy.
   */
  gsi3: {
    name: 'GSI3K',
    partitionKey: 'gsi3pk',
    sortKey: 'gsi3sk',
    projection: 'KEYS_ONLY',
    replaces: 'GSI3',
  },
  /**
   * When a project's review link expires (sparse: projects with a link expiry): `LINKEXP#<shard>` /
   * `<expiresAt>#<pid>`. KEYS_ONLY for the same reason as GSI3.
   */
  gsi4: {
    name: 'GSI4K',
    partitionKey: 'gsi4pk',
    sortKey: 'gsi4sk',
    projection: 'KEYS_ONLY',
    replaces: 'GSI4',
  },
} as const satisfies Record<string, GsiDefinition>;

/** The indexes the KEYS_ONLY ones replace, kept by a deployed table until the migration's last step. */
export const REPLACED_GSIS: readonly GsiDefinition[] = [
  { name: 'GSI3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', projection: 'ALL' },
  { name: 'GSI4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk', projection: 'ALL' },
];

/**
 * The steps of replacing the ALL indexes GSI3/GSI4 by their KEYS_ONLY successors on a table deployed before
 * (docs/gsi-projections.md): CloudFormation creates or deletes one index per table update, so each step is
 * one deploy. Absent: the finished table (a new table is created so at once).
 */
export const INDEX_MIGRATION_STEPS = ['add-gsi3k', 'add-gsi4k', 'drop-gsi3'] as const;
export type IndexMigrationStep = (typeof INDEX_MIGRATION_STEPS)[number];

export interface TableDefinition {
  partitionKey: string;
  sortKey: string;
  ttlAttribute: string;
  /** The table's stream: new images only (the outbox's events; the notify Lambda reads nothing else). */
  streamViewType: 'NEW_IMAGE';
  globalSecondaryIndexes: GsiDefinition[];
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
      Projection: { ProjectionType: g.projection },
    })),
  };
}
