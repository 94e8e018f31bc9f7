/**
 * Vitest globalSetup of the integration and e2e projects: the local system, started once per test run.
 *
 * If CUTROOM_TEST_SYSTEM_URL is set (the test runner started the system already), its coordinates are read
 * from that server's `/__local/system` document and reused; otherwise this setup starts DynamoDB Local
 * in memory with the table, and stops it at the end. The values are set in process.env (ENV names; test
 * workers inherit them) and given to tests through `provide` (read them with test/support/env.ts).
 */
import type { TestProject } from 'vitest/node';
import { ENV } from '../../shared/config/env-names';
import { startDynamoDb } from '../../infra/local/services/dynamodb';
import { TEST_SYSTEM_KEYS, type TestSystemInfo } from './system-info';

export const TEST_SYSTEM_URL_VARIABLE = 'CUTROOM_TEST_SYSTEM_URL';
const TEST_TABLE = 'cutroom-test';

function emptyInfo(): TestSystemInfo {
  return {
    baseUrl: '',
    mailUrl: '',
    dynamoEndpoint: '',
    s3Endpoint: '',
    sqsEndpoint: '',
    sesEndpoint: '',
    cognitoEndpoint: '',
    userPoolId: '',
    clientId: '',
    driveUrl: '',
    env: {},
  };
}

async function reuse(url: string): Promise<TestSystemInfo> {
  const response = await fetch(new URL('/__local/system', url));
  if (!response.ok)
    throw new Error(`${TEST_SYSTEM_URL_VARIABLE}=${url}: /__local/system answered ${response.status}`);
  return { ...emptyInfo(), ...((await response.json()) as Partial<TestSystemInfo>) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const existing = process.env[TEST_SYSTEM_URL_VARIABLE];
  let info: TestSystemInfo;
  let stop: () => Promise<void> = async () => {};
  if (existing) {
    info = await reuse(existing);
  } else {
    const dynamo = await startDynamoDb({ port: 0, tableName: TEST_TABLE });
    stop = dynamo.stop;
    info = {
      ...emptyInfo(),
      dynamoEndpoint: dynamo.endpoint,
      env: {
        [ENV.stage]: 'local',
        [ENV.tableName]: TEST_TABLE,
        [ENV.dynamoEndpoint]: dynamo.endpoint,
      },
    };
  }
  Object.assign(process.env, info.env);
  for (const key of TEST_SYSTEM_KEYS) project.provide(key, info[key]);
  project.provide('env', info.env);
  return async () => {
    await stop();
  };
}
