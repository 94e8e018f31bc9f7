/** The single DynamoDB table, built from the one table definition shared with DynamoDB Local and the tests. */
import type { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import {
  INDEX_MIGRATION_STEPS,
  REPLACED_GSIS,
  tableDefinition,
  type GsiDefinition,
  type IndexMigrationStep,
} from '../../shared/config/table-definition';

export { INDEX_MIGRATION_STEPS, type IndexMigrationStep };

/** The indexes the table has at a step of the migration (the definition's, less the ones not added yet). */
export function indexesAt(step: IndexMigrationStep | undefined): GsiDefinition[] {
  if (step === undefined) return tableDefinition.globalSecondaryIndexes;
  const kept = new Set(
    step === 'drop-gsi3' ? REPLACED_GSIS.slice(1).map((g) => g.name) : REPLACED_GSIS.map((g) => g.name),
  );
  const added = step === 'add-gsi3k' ? 1 : 2;
  const successors = tableDefinition.globalSecondaryIndexes.filter((g) => g.replaces !== undefined);
  return [
    ...tableDefinition.globalSecondaryIndexes.filter((g) => g.replaces === undefined),
    ...REPLACED_GSIS.filter((g) => kept.has(g.name)),
    ...successors.slice(0, added),
  ];
}

export interface DataTableProps {
  readonly removalPolicy: RemovalPolicy;
  /** DynamoDB's own deletion protection (StackConfig.deletionProtectionOn). */
  readonly deletionProtection: boolean;
  /** A step of the index migration (absent: the finished table). */
  readonly indexMigration?: IndexMigrationStep;
}

export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataTableProps) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableDefinition.ttlAttribute,
      stream: StreamViewType[tableDefinition.streamViewType],
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
    });
    for (const gsi of indexesAt(props.indexMigration)) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.name,
        partitionKey: { name: gsi.partitionKey, type: AttributeType.STRING },
        sortKey: { name: gsi.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType[gsi.projection],
      });
    }
  }
}
