/**
 * The table's indexes copy what their readers use: the owner's lists (GSI1, GSI2) whole items, the due
 * indexes only their keys (their jobs read the due items by key). A deployed table moves to that in steps of
 * one index created or deleted per deploy (CloudFormation's limit), without a moment where a reader's index
 * is missing: the steps of docs/gsi-projections.md.
 */
import { App, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { DataTable, INDEX_MIGRATION_STEPS, type IndexMigrationStep } from '../../infra/stack/data-table';
import { GSIS } from '../../shared/config/table-definition';

/** Index name → projection type of the table synthesized at a migration step. */
function indexesOf(step?: IndexMigrationStep): Record<string, string> {
  const stack = new Stack(new App(), 'T');
  new DataTable(stack, 'Data', {
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: false,
    ...(step ? { indexMigration: step } : {}),
  });
  const tables = Template.fromStack(stack).findResources('AWS::DynamoDB::Table');
  const [table] = Object.values(tables) as { Properties: Record<string, unknown> }[];
  const gsis = (table?.Properties['GlobalSecondaryIndexes'] ?? []) as {
    IndexName: string;
    Projection: { ProjectionType: string };
  }[];
  return Object.fromEntries(gsis.map((g) => [g.IndexName, g.Projection.ProjectionType]));
}

describe('the table indexes projections', () => {
  it('copies whole items into the owner lists and only keys into the due indexes', () => {
    expect(indexesOf()).toEqual({
      [GSIS.gsi1.name]: 'ALL',
      [GSIS.gsi2.name]: 'ALL',
      [GSIS.gsi3.name]: 'KEYS_ONLY',
      [GSIS.gsi4.name]: 'KEYS_ONLY',
    });
    // A new projection is a new index name: the old one cannot be changed in place.
    expect(GSIS.gsi3.name).not.toBe(GSIS.gsi3.replaces);
    expect(GSIS.gsi4.name).not.toBe(GSIS.gsi4.replaces);
  });

  it('migrates a deployed table one index per deploy, a due index always there for its readers', () => {
    const deployed = { GSI1: 'ALL', GSI2: 'ALL', GSI3: 'ALL', GSI4: 'ALL' };
    const steps = [deployed, ...INDEX_MIGRATION_STEPS.map((s) => indexesOf(s)), indexesOf()];
    for (let i = 1; i < steps.length; i += 1) {
      const before = Object.keys(steps[i - 1] ?? {});
      const after = Object.keys(steps[i] ?? {});
      const changed = [
        ...after.filter((n) => !before.includes(n)),
        ...before.filter((n) => !after.includes(n)),
      ];
      expect(changed, `step ${i}`).toHaveLength(1);
      // Each due index, or the one it replaces, is there at every step.
      for (const gsi of [GSIS.gsi3, GSIS.gsi4])
        expect(after.includes(gsi.name) || after.includes(gsi.replaces), `step ${i} ${gsi.name}`).toBe(true);
    }
    // No index changes its projection under the same name.
    for (const step of steps)
      for (const [name, projection] of Object.entries(step))
        if (name in deployed) expect(projection).toBe('ALL');
  });
});
