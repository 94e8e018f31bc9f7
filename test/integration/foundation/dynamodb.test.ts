import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DescribeTableCommand, DescribeTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { documentClient, dynamoDbClient } from '../../../functions/platform/aws/clients';
import { awsEndpoints, tableName } from '../../../functions/platform/config/env';
import { GSIS, TABLE_KEYS } from '../../../shared/config/table-definition';
import { assertLocalEndpoint, testTableName } from '../../support/env';

describe('DynamoDB Local through the shared SDK clients', () => {
  it('points at the local engine and the test table', () => {
    expect(assertLocalEndpoint(awsEndpoints().dynamodb)).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(tableName()).toBe(testTableName());
  });

  it('has the table of the one table definition, with its GSIs and TTL', async () => {
    const { Table } = await dynamoDbClient().send(new DescribeTableCommand({ TableName: tableName() }));
    expect(Table?.KeySchema?.map((k) => k.AttributeName)).toEqual([
      TABLE_KEYS.partitionKey,
      TABLE_KEYS.sortKey,
    ]);
    expect(Table?.GlobalSecondaryIndexes?.map((g) => g.IndexName).sort()).toEqual(
      [GSIS.gsi1.name, GSIS.gsi2.name, GSIS.gsi3.name, GSIS.gsi4.name].sort(),
    );
    // Each index copies what the stack's copies (the readers of the KEYS_ONLY ones read items by key).
    expect(
      Object.fromEntries(
        (Table?.GlobalSecondaryIndexes ?? []).map((g) => [g.IndexName, g.Projection?.ProjectionType]),
      ),
    ).toEqual(Object.fromEntries(Object.values(GSIS).map((g) => [g.name, g.projection])));
    const ttl = await dynamoDbClient().send(new DescribeTimeToLiveCommand({ TableName: tableName() }));
    expect(ttl.TimeToLiveDescription?.AttributeName).toBe(TABLE_KEYS.ttl);
    expect(ttl.TimeToLiveDescription?.TimeToLiveStatus).toBe('ENABLED');
  });

  it('writes an item and reads it back (undefined attributes dropped)', async () => {
    const id = ulid();
    const item = {
      pk: `TEST#${id}`,
      sk: 'META',
      name: 'Zoë’s cut',
      size: 42,
      tags: ['a', 'b'],
      missing: undefined,
    };
    await documentClient().send(new PutCommand({ TableName: tableName(), Item: item }));
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: { pk: `TEST#${id}`, sk: 'META' }, ConsistentRead: true }),
    );
    expect(Item).toEqual({ pk: `TEST#${id}`, sk: 'META', name: 'Zoë’s cut', size: 42, tags: ['a', 'b'] });
    const other = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: { pk: `TEST#${ulid()}`, sk: 'META' } }),
    );
    expect(other.Item).toBeUndefined();
  });
});
