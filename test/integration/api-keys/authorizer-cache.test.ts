/**
 * The API-key authorizer's cache, as the local server runs it (the stack's identity source, TTL and edge
 * placeholder): a server of the test's own over the one DynamoDB Local table and the real handlers, whose
 * authorizer counts its runs. Repeated calls with one key run it once within the TTL; a key revoked, expired,
 * deleted or narrowed to read while its answer is cached is refused on the very next call; a request without an
 * Authorization header reaches the authorizer through the placeholder and gets the product's 401 shape.
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthorizerResult } from '../../../functions/api-key-authorizer/handler';
import { documentClient } from '../../../functions/platform/aws/clients';
import { localApiKeyAuthorizer } from '../../../infra/local/api-key-authorizer';
import { startApiServer, type RunningApiServer } from '../../../infra/local/api-server';
import { loadFunctionHandler } from '../../../infra/local/handler-loader';
import { LIMITS } from '../../../infra/stack/limits';
import { revokeApiKey } from '../../../shared/api/endpoints/api-keys';
import { createProject, listProjects } from '../../../shared/api/endpoints/projects';
import { v1PathOf } from '../../../shared/api/public-api';
import { MISSING_API_KEY_AUTHORIZATION } from '../../../shared/config/edge-headers';
import { API_KEY_MESSAGES } from '../../../shared/messages/api-key-messages';
import { testTableName } from '../../support/env';
import { expectOk, sampleSelection, type TestUser } from '../editor-api/support/fixtures';
import { newKey, proOwner, setKeyExpiry } from './api-key-support';

type Authorizer = (event: { headers: Record<string, string | undefined> }) => Promise<AuthorizerResult>;

/** The Authorization values the authorizer was run with, in order. */
const runs: (string | undefined)[] = [];
let server: RunningApiServer;
let owner: TestUser;

beforeAll(async () => {
  owner = await proOwner('key-cache');
  const authorizeApiKey = localApiKeyAuthorizer({
    load: async <H>(name: string) => {
      const real = await loadFunctionHandler<Authorizer>(name);
      if (!real) return undefined;
      const counted: Authorizer = (event) => {
        runs.push(event.headers['authorization']);
        return real(event);
      };
      return counted as H;
    },
  });
  server = await startApiServer({
    port: 0,
    web: 'none',
    runtimeConfig: () => ({}),
    systemInfo: () => ({}),
    authorizeApiKey,
    log: () => {},
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function call(
  endpoint: { method: string; path: string },
  authorization: string | undefined,
  body?: unknown,
) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (authorization !== undefined) headers['authorization'] = authorization;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${v1PathOf(endpoint.path)}`, {
    method: endpoint.method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const refused = { error: { code: 'UNAUTHORIZED', message: API_KEY_MESSAGES.invalidKey } };
const runsWith = (authorization: string) => runs.filter((value) => value === authorization).length;

describe('the API-key authorizer’s cache (local server, the stack’s TTL)', () => {
  it('runs the authorizer once for repeated calls with one key within the TTL, and once per key', async () => {
    expect(LIMITS.apiKeyAuthorizerCacheSeconds).toBeGreaterThan(0);
    const [first, second] = [(await newKey(owner, 'read')).secret, (await newKey(owner, 'read')).secret];
    for (let i = 0; i < 5; i += 1) {
      expect((await call(listProjects, `Bearer ${first}`)).status).toBe(200);
    }
    expect((await call(listProjects, `Bearer ${second}`)).status).toBe(200);
    expect(runsWith(`Bearer ${first}`)).toBe(1);
    expect(runsWith(`Bearer ${second}`)).toBe(1);
  });

  it('refuses a key revoked while its answer is cached on the very next call', async () => {
    const { key, secret } = await newKey(owner, 'read');
    expect((await call(listProjects, `Bearer ${secret}`)).status).toBe(200);
    await expectOk(revokeApiKey, { token: owner.token, params: { keyId: key.keyId } });
    const after = await call(listProjects, `Bearer ${secret}`);
    expect(after).toEqual({ status: 401, body: refused });
    // The authorizer's cached 'yes' was what API Gateway passed on: the handler refused it.
    expect(runsWith(`Bearer ${secret}`)).toBe(1);
  });

  it('refuses a key expired or deleted while its answer is cached on the very next call', async () => {
    const expiring = await newKey(owner, 'read', 'Expiring', 7);
    const deleted = await newKey(owner, 'read', 'Deleted');
    for (const { secret } of [expiring, deleted])
      expect((await call(listProjects, `Bearer ${secret}`)).status).toBe(200);
    await setKeyExpiry(expiring.key.keyId, new Date(Date.now() - 1000).toISOString());
    await documentClient().send(
      new DeleteCommand({
        TableName: testTableName(),
        Key: { pk: `APIKEY#${deleted.key.keyId}`, sk: 'APIKEY' },
      }),
    );
    for (const { secret } of [expiring, deleted]) {
      expect(await call(listProjects, `Bearer ${secret}`)).toEqual({ status: 401, body: refused });
      expect(runsWith(`Bearer ${secret}`)).toBe(1);
    }
  });

  it('judges a call by the scope the key holds now, not the one its cached answer carries', async () => {
    const { key, secret } = await newKey(owner, 'write', 'Narrowed');
    expect((await call(listProjects, `Bearer ${secret}`)).status).toBe(200);
    await documentClient().send(
      new UpdateCommand({
        TableName: testTableName(),
        Key: { pk: `APIKEY#${key.keyId}`, sk: 'APIKEY' },
        UpdateExpression: 'SET #scope = :read',
        ExpressionAttributeNames: { '#scope': 'scope' },
        ExpressionAttributeValues: { ':read': 'read' },
      }),
    );
    const project = { name: 'Cached scope', clientDisplayName: 'Robot', videos: sampleSelection(1) };
    const after = await call(createProject, `Bearer ${secret}`, project);
    expect(after).toEqual({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: API_KEY_MESSAGES.readOnlyKey } },
    });
    expect(runsWith(`Bearer ${secret}`)).toBe(1);
  });

  it('answers a request without an Authorization header in the product’s 401 shape, through the authorizer', async () => {
    const before = runsWith(MISSING_API_KEY_AUTHORIZATION);
    for (const authorization of [undefined, '', '   ']) {
      expect(await call(listProjects, authorization), String(authorization)).toEqual({
        status: 401,
        body: refused,
      });
    }
    // The edge's placeholder reached the authorizer (API Gateway's own 401 would have skipped it), once.
    expect(runsWith(MISSING_API_KEY_AUTHORIZATION) - before).toBe(1);
  });
});
