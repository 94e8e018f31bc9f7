import { afterEach, describe, expect, it } from 'vitest';
import { ENV } from '../../../shared/config/env-names';
import {
  EnvError,
  env,
  requireEnv,
  resetEnv,
  tableName,
  userPoolConfig,
} from '../../../functions/platform/config/env';

const saved = { ...process.env };
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  resetEnv();
});

describe('functions/platform/config/env', () => {
  it('reads the variables the local system set', () => {
    expect(tableName()).toBe(process.env[ENV.tableName]);
    expect(userPoolConfig().localIssuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/local_/);
  });

  it('fails fast naming every missing variable of a need', () => {
    delete process.env[ENV.mediaBucket];
    delete process.env[ENV.mailFrom];
    resetEnv();
    expect(() => requireEnv(ENV.mediaBucket, ENV.mailFrom, ENV.tableName)).toThrow(EnvError);
    expect(() => requireEnv(ENV.mediaBucket, ENV.mailFrom, ENV.tableName)).toThrow(
      `Invalid environment: ${ENV.mediaBucket} is missing; ${ENV.mailFrom} is missing`,
    );
    // Other needs are unaffected.
    expect(tableName()).toBeTruthy();
  });

  it('knows every name of shared/config/env-names.ts', () => {
    // A number of seconds is read as a number; every other variable as the text it was given.
    const numeric: ReadonlySet<string> = new Set([ENV.reviewSnapshotCacheSeconds]);
    const sample = (name: string) =>
      numeric.has(name) ? '5' : name === ENV.mailFrom ? 'a@b.co' : `http://127.0.0.1/${name}`;
    for (const name of Object.values(ENV)) process.env[name] ??= sample(name);
    resetEnv();
    for (const name of Object.values(ENV)) {
      const given = process.env[name];
      expect(requireEnv(name)[name]).toBe(numeric.has(name) ? Number(given) : given);
    }
  });

  it('rejects a malformed value, naming the variable', () => {
    process.env[ENV.downloadQueueUrl] = 'not a url';
    resetEnv();
    expect(() => env()).toThrow(ENV.downloadQueueUrl);
  });

  it('parses once and memoizes until reset', () => {
    const first = env();
    process.env[ENV.tableName] = 'changed';
    expect(env()).toBe(first);
    resetEnv();
    expect(tableName()).toBe('changed');
  });
});
