/**
 * Vitest globalSetup of the integration and e2e projects: the local system, started once per test run.
 *
 * If CUTROOM_TEST_SYSTEM_URL is set (the test runner started the system already), its coordinates are read
 * from that server's `/__local/system` document and reused. Otherwise this setup starts the whole local
 * system in memory on free ports (the SPA built and served statically for the e2e project; no SPA for the
 * integration project) and stops it at the end. The values are set in process.env (ENV names; test workers
 * inherit them) and given to tests through `provide` (read them with test/support/env.ts).
 */
import type { TestProject } from 'vitest/node';
import { startLocalSystem } from '../../infra/local/system';
import { ENV } from '../../shared/config/env-names';
import { EVERY_PORT_FREE } from './free-ports';
import { TEST_SYSTEM_KEYS, type TestSystemInfo } from './system-info';

export const TEST_SYSTEM_URL_VARIABLE = 'CUTROOM_TEST_SYSTEM_URL';
/** Download-queue visibility timeout in tests (seconds): failed messages come back quickly. */
export const TEST_QUEUE_VISIBILITY_SECONDS = 3;

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
  if (!response.ok) {
    throw new Error(`${TEST_SYSTEM_URL_VARIABLE}=${url}: /__local/system answered ${response.status}`);
  }
  return { ...emptyInfo(), ...((await response.json()) as Partial<TestSystemInfo>) };
}

/**
 * One system per vitest process, shared by every project of the run (integration and e2e in one
 * `vitest run`): the handlers run in this process, so two systems would fight over process.env.
 */
interface SharedSystem {
  info: Promise<TestSystemInfo>;
  stop: () => Promise<void>;
  users: number;
}
const SHARED_KEY = Symbol.for('cutroom.test-system');
type Holder = { [SHARED_KEY]?: SharedSystem };

function startShared(project: TestProject): SharedSystem {
  const existing = process.env[TEST_SYSTEM_URL_VARIABLE];
  if (existing) return { info: reuse(existing), stop: async () => {}, users: 0 };
  const runsE2e = project.vitest.projects.some((p) => p.name === 'e2e');
  const started = startLocalSystem({
    inMemory: true,
    ports: EVERY_PORT_FREE,
    // The SPA is built and served only when e2e tests run.
    web: runsE2e ? 'static' : 'none',
    queueVisibilityTimeoutSeconds: TEST_QUEUE_VISIBILITY_SECONDS,
    log: (message) => {
      if (process.env.CUTROOM_TEST_VERBOSE) console.log(message);
      // The local event sources' troubles are printed always: a stalled pipeline shows its cause in CI.
      else if (/timed out|given up|polling error|failed the whole/.test(message)) console.error(message);
    },
  });
  return {
    info: started.then((system) => ({ ...emptyInfo(), ...(system.info as Partial<TestSystemInfo>) })),
    stop: async () => (await started).stop(),
    users: 0,
  };
}

/** Tests must never reach a real AWS account: every endpoint has to be on this machine. */
function refuseNonLocalEndpoints(info: TestSystemInfo): void {
  const endpoints = [
    ENV.dynamoEndpoint,
    ENV.s3Endpoint,
    ENV.sqsEndpoint,
    ENV.sesEndpoint,
    ENV.cognitoEndpoint,
  ];
  for (const name of endpoints) {
    const value = info.env[name];
    const host = value ? new URL(value).hostname : '';
    if (host !== '127.0.0.1' && host !== 'localhost') {
      throw new Error(`Refusing to run tests: ${name}=${value ?? '(unset)'} is not a local endpoint`);
    }
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const holder = globalThis as Holder;
  holder[SHARED_KEY] ??= startShared(project);
  const shared = holder[SHARED_KEY];
  shared.users += 1;
  const info = await shared.info;
  refuseNonLocalEndpoints(info);
  Object.assign(process.env, info.env);
  for (const key of TEST_SYSTEM_KEYS) project.provide(key, info[key]);
  project.provide('env', info.env);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[SHARED_KEY];
    await shared.stop();
  };
}
