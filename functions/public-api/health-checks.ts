/**
 * One reachability check per dependency of the product, each with a short timeout. A check resolves when
 * the dependency answers as expected and throws (with a message worth showing) when it does not.
 * Names (table, bucket, queue, pool) are read from the environment at check time, so a missing variable
 * fails that one check instead of the whole health route.
 */
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { GetAccountCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { GetQueueAttributesCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { DependencyName } from '../../shared/api/endpoints/health';
import { cognitoClient, dynamoDbClient, s3Client, sesClient, sqsClient } from '../platform/aws/clients';
import {
  downloadQueueUrl,
  driveConfig,
  mediaBucket,
  tableName,
  userPoolConfig,
} from '../platform/config/env';

/** Runs one check; must honour the abort signal (the timeout). */
export type HealthCheck = (signal: AbortSignal) => Promise<void>;
export type HealthChecks = Record<DependencyName, HealthCheck>;

/** Google's Drive API root (the cloud); locally CUTROOM_DRIVE_ENDPOINT points at the stand-in. */
export const GOOGLE_DRIVE_ROOT = 'https://www.googleapis.com';

export interface HealthCheckClients {
  dynamodb: () => DynamoDBClient;
  s3: () => S3Client;
  sqs: () => SQSClient;
  ses: () => SESv2Client;
  cognito: () => CognitoIdentityProviderClient;
  /** The Drive API root URL. */
  driveRoot: () => string;
  fetch: typeof fetch;
}

export function defaultHealthCheckClients(): HealthCheckClients {
  return {
    dynamodb: dynamoDbClient,
    s3: s3Client,
    sqs: sqsClient,
    ses: sesClient,
    cognito: cognitoClient,
    driveRoot: () => driveConfig().endpoint ?? GOOGLE_DRIVE_ROOT,
    fetch: (...args) => fetch(...args),
  };
}

export function healthChecks(clients: HealthCheckClients = defaultHealthCheckClients()): HealthChecks {
  return {
    table: async (abortSignal) => {
      const { Table } = await clients
        .dynamodb()
        .send(new DescribeTableCommand({ TableName: tableName() }), { abortSignal });
      if (Table?.TableStatus !== 'ACTIVE' && Table?.TableStatus !== 'UPDATING') {
        throw new Error(`Table status is ${Table?.TableStatus ?? 'unknown'}`);
      }
    },
    bucket: async (abortSignal) => {
      await clients.s3().send(new HeadBucketCommand({ Bucket: mediaBucket() }), { abortSignal });
    },
    queue: async (abortSignal) => {
      await clients
        .sqs()
        .send(new GetQueueAttributesCommand({ QueueUrl: downloadQueueUrl(), AttributeNames: ['QueueArn'] }), {
          abortSignal,
        });
    },
    mail: async (abortSignal) => {
      const account = await clients.ses().send(new GetAccountCommand({}), { abortSignal });
      if (account.SendingEnabled === false) throw new Error('Sending is disabled for this account');
    },
    userPool: async (abortSignal) => {
      await clients
        .cognito()
        .send(new DescribeUserPoolCommand({ UserPoolId: userPoolConfig().userPoolId }), { abortSignal });
    },
    drive: async (signal) => {
      // Reachability only: any answer below 500 (even 401/403/404 without credentials) means Drive is up.
      const response = await clients.fetch(new URL('/drive/v3/about', clients.driveRoot()), { signal });
      await response.body?.cancel();
      if (response.status >= 500) throw new Error(`Drive answered HTTP ${response.status}`);
    },
  };
}
