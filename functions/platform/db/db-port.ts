/**
 * What every repository function takes: the DocumentClient (built once per container by the composition
 * root) and the table name. Tests pass a client pointed at DynamoDB Local.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface DbPort {
  readonly doc: DynamoDBDocumentClient;
  readonly tableName: string;
}
