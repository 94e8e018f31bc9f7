/** Secrets read from Secrets Manager are cached for a short time, and re-read at once when refused. */
import type { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { describe, expect, it } from 'vitest';
import {
  cachedSecret,
  SECRET_CACHE,
  secretsManagerSecret,
} from '../../../functions/platform/aws/cached-secret';

/** A secret store whose value ops can replace (`put-secret-value`), counting the reads. */
function store(initial: string) {
  const state = { value: initial, reads: 0, failing: false };
  return {
    state,
    fetch: () => {
      state.reads += 1;
      return state.failing ? Promise.reject(new Error('unreachable')) : Promise.resolve(state.value);
    },
  };
}

describe('cachedSecret', () => {
  it('a replaced secret is used once the cache age passes, not for the life of the container', async () => {
    let now = 0;
    const s = store('generated-placeholder');
    const secret = cachedSecret(s.fetch, { now: () => now });
    expect(await secret()).toBe('generated-placeholder');
    s.state.value = 'real-key';
    now += SECRET_CACHE.maxAgeMs - 1;
    expect(await secret()).toBe('generated-placeholder');
    now += 1;
    expect(await secret()).toBe('real-key');
    expect(s.state.reads).toBe(2);
  });

  it('re-reads at once when the value was refused, at most once per refresh interval', async () => {
    let now = 1_000_000;
    const s = store('generated-placeholder');
    const secret = cachedSecret(s.fetch, { now: () => now });
    await secret();
    s.state.value = 'real-key';
    now += SECRET_CACHE.minRefreshMs;
    expect(await secret({ fresh: true })).toBe('real-key');
    // A flood of refused (forged) values right after: no further reads until the interval passes.
    for (let i = 0; i < 50; i++) expect(await secret({ fresh: true })).toBe('real-key');
    expect(s.state.reads).toBe(2);
    now += SECRET_CACHE.minRefreshMs;
    await secret({ fresh: true });
    expect(s.state.reads).toBe(3);
  });

  it('shares one read between concurrent callers', async () => {
    const s = store('k');
    const secret = cachedSecret(s.fetch);
    expect(await Promise.all([secret(), secret(), secret()])).toEqual(['k', 'k', 'k']);
    expect(s.state.reads).toBe(1);
  });

  it('keeps the last value when a re-read fails, and throws when there is none', async () => {
    let now = 0;
    const s = store('k1');
    const secret = cachedSecret(s.fetch, { now: () => now });
    s.state.failing = true;
    await expect(secret()).rejects.toThrow('unreachable');
    s.state.failing = false;
    expect(await secret()).toBe('k1');
    s.state.failing = true;
    now += SECRET_CACHE.maxAgeMs;
    expect(await secret()).toBe('k1');
    s.state.failing = false;
    s.state.value = 'k2';
    expect(await secret()).toBe('k2');
  });
});

describe('secretsManagerSecret', () => {
  it('reads the secret by id, trimmed; an empty secret is an error', async () => {
    const asked: string[] = [];
    let text = '  key-1 \n';
    const client = () => ({
      send: (command: GetSecretValueCommand) => {
        asked.push(String(command.input.SecretId));
        return Promise.resolve({ SecretString: text });
      },
    });
    const secret = secretsManagerSecret('arn:secret:drive', 'Drive API key', {
      client: client as never,
      maxAgeMs: 0,
    });
    expect(await secret()).toBe('key-1');
    text = '';
    await expect(secret()).resolves.toBe('key-1'); // the last good value while the secret is broken
    expect(asked).toEqual(['arn:secret:drive', 'arn:secret:drive']);
  });
});
