/**
 * Reading the local system's coordinates inside integration and e2e tests (values come from
 * test/support/global-setup.ts through vitest `provide`; process.env carries the same ENV variables).
 */
import { inject } from 'vitest';
import { ENV } from '../../shared/config/env-names';
import type { TestSystemInfo } from './system-info';

export type { TestSystemInfo } from './system-info';

/** Everything the global setup provided. */
export function testSystem(): TestSystemInfo {
  return {
    baseUrl: inject('baseUrl'),
    mailUrl: inject('mailUrl'),
    dynamoEndpoint: inject('dynamoEndpoint'),
    s3Endpoint: inject('s3Endpoint'),
    sqsEndpoint: inject('sqsEndpoint'),
    sesEndpoint: inject('sesEndpoint'),
    cognitoEndpoint: inject('cognitoEndpoint'),
    userPoolId: inject('userPoolId'),
    clientId: inject('clientId'),
    driveUrl: inject('driveUrl'),
    env: inject('env'),
  };
}

/** The one origin of the local API server and SPA (http://localhost:PORT). */
export function baseUrl(): string {
  const url = inject('baseUrl');
  if (!url) throw new Error('The local API server is not running in this test run');
  return url;
}

/** `${baseUrl}${path}` for an /api path. */
export function apiUrl(path: string): string {
  return `${baseUrl()}${path}`;
}

/** The table the tests use (DynamoDB Local). */
export function testTableName(): string {
  const name = inject('env')[ENV.tableName] ?? process.env[ENV.tableName];
  if (!name) throw new Error(`${ENV.tableName} is not set: is the integration globalSetup configured?`);
  return name;
}

/** Refuses anything but a 127.0.0.1/localhost endpoint, so a test can never touch a real AWS account. */
export function assertLocalEndpoint(endpoint: string | undefined): string {
  if (!endpoint) throw new Error('No local endpoint set');
  const { hostname } = new URL(endpoint);
  if (hostname !== '127.0.0.1' && hostname !== 'localhost') {
    throw new Error(`Refusing a non-local endpoint in tests: ${endpoint}`);
  }
  return endpoint;
}
