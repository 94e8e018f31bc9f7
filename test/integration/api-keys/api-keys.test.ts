/**
 * API keys end to end against the local system: Settings › API's routes (Pro; Owner and Admins), the key
 * shown once and stored as a hash, the public API v1 called with it, last use, revocation and expiry refused
 * at once, scope, the plan, and the places a key never reaches.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/platform/aws/clients';
import { createApiKey, listApiKeys, revokeApiKey } from '../../../shared/api/endpoints/api-keys';
import { getBillingSubscription } from '../../../shared/api/endpoints/billing';
import { createProject, listProjects } from '../../../shared/api/endpoints/projects';
import { getTeam } from '../../../shared/api/endpoints/team';
import { API_KEY_PREFIX } from '../../../shared/domain/api-keys';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import { API_KEY_MESSAGES } from '../../../shared/messages/api-key-messages';
import { v1PathOf } from '../../../shared/api/public-api';
import { testTableName } from '../../support/env';
import { callEndpoint } from '../editor-api/support/editor-client';
import { expectOk, sampleSelection, setPlanOf, type TestUser } from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';
import { inWorkspace, memberOf } from '../workspaces/workspace-support';
import { callWithKey, errorOf, newKey, proOwner, setKeyExpiry } from './api-key-support';

const v1 = <E extends { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string }>(e: E) => ({
  method: e.method,
  path: v1PathOf(e.path),
});

let owner: TestUser;

beforeAll(async () => {
  owner = await proOwner('keys-owner');
}, 120_000);

describe('Settings › API', () => {
  it('refuses keys below Pro with the plan reason', async () => {
    const free = await signedInUser('keys-free');
    await setPlanOf(free, 'basic');
    for (const call of [
      callEndpoint(listApiKeys, { token: free.token }),
      callEndpoint(createApiKey, {
        token: free.token,
        body: { name: 'x', scope: 'read', expiresInDays: null },
      }),
    ]) {
      const result = await call;
      expect(result.status).toBe(403);
      expect(errorOf(result)).toEqual({ code: 'PLAN_REQUIRED', message: planFeatureReason('apiAccess') });
    }
  });

  it('lets the Owner and Admins manage keys, and refuses Editors and Viewers', async () => {
    const [admin, editor, viewer] = await Promise.all([
      memberOf(owner.userId, 'admin', 'keys-admin'),
      memberOf(owner.userId, 'editor', 'keys-editor'),
      memberOf(owner.userId, 'viewer', 'keys-viewer'),
    ]);
    const byAdmin = await callEndpoint(createApiKey, {
      token: admin.token,
      headers: inWorkspace(owner.userId),
      body: { name: 'Admin’s key', scope: 'read', expiresInDays: 30 },
    });
    expect(byAdmin.status).toBe(201);
    for (const member of [editor, viewer]) {
      const result = await callEndpoint(listApiKeys, {
        token: member.token,
        headers: inWorkspace(owner.userId),
      });
      expect(result.status).toBe(403);
    }
  });

  it('shows a new key once, stores only its hash and prefix, and lists it without the secret', async () => {
    const created = await newKey(owner, 'write', 'Render farm');
    expect(created.secret.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(created.secret).toHaveLength(API_KEY_PREFIX.length + 48);
    expect(created.secret.startsWith(created.key.prefix)).toBe(true);
    const item = await documentClient().send(
      new GetCommand({
        TableName: testTableName(),
        Key: { pk: `APIKEY#${created.key.keyId}`, sk: 'APIKEY' },
      }),
    );
    expect(JSON.stringify(item.Item)).not.toContain(created.secret);
    expect(item.Item?.['keyHash']).toMatch(/^[0-9a-f]{64}$/);
    const list = await expectOk(listApiKeys, { token: owner.token });
    const listed = list.items.find((k) => k.keyId === created.key.keyId);
    expect(listed).toMatchObject({ name: 'Render farm', scope: 'write', lastUsedAt: null, revokedAt: null });
    expect(JSON.stringify(list)).not.toContain(created.secret);
  });
});

describe('the public API v1 with a key', () => {
  it('lists the workspace’s projects and records the key’s last use', async () => {
    const { key, secret } = await newKey(owner, 'read');
    const result = await callWithKey(v1(listProjects), secret, { query: { filter: 'all' } });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const list = await expectOk(listApiKeys, { token: owner.token });
    const used = list.items.find((k) => k.keyId === key.keyId);
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it('creates a project as the workspace with a write key', async () => {
    const { secret } = await newKey(owner, 'write');
    const result = await callWithKey(v1(createProject), secret, {
      body: { name: 'From the API', clientDisplayName: 'Robot', videos: sampleSelection(1) },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    const project = result.body as { userId: string; createdBy: string };
    expect(project.userId).toBe(owner.userId);
    expect(project.createdBy).toBe(owner.userId);
  });

  it('refuses a read key on a route that writes', async () => {
    const { secret } = await newKey(owner, 'read');
    const result = await callWithKey(v1(createProject), secret, {
      body: { name: 'Nope', clientDisplayName: 'Robot', videos: sampleSelection(1) },
    });
    expect(result.status).toBe(403);
    expect(errorOf(result)).toEqual({ code: 'FORBIDDEN', message: API_KEY_MESSAGES.readOnlyKey });
  });

  it('refuses a revoked key on the very next request', async () => {
    const { key, secret } = await newKey(owner, 'read');
    expect((await callWithKey(v1(listProjects), secret)).status).toBe(200);
    await expectOk(revokeApiKey, { token: owner.token, params: { keyId: key.keyId } });
    const after = await callWithKey(v1(listProjects), secret);
    expect(after.status).toBe(401);
    expect(errorOf(after)).toEqual({ code: 'UNAUTHORIZED', message: API_KEY_MESSAGES.invalidKey });
  });

  it('refuses an expired key at once', async () => {
    const { key, secret } = await newKey(owner, 'read', 'Short-lived', 7);
    expect((await callWithKey(v1(listProjects), secret)).status).toBe(200);
    await setKeyExpiry(key.keyId, new Date(Date.now() - 1000).toISOString());
    expect((await callWithKey(v1(listProjects), secret)).status).toBe(401);
  });

  it('refuses a missing, malformed or unknown key in the one error shape', async () => {
    const { secret } = await newKey(owner, 'read');
    const tampered = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const bearer of [undefined, 'nonsense', tampered]) {
      const result = await callEndpoint(v1(listProjects), { token: bearer });
      expect(result.status, String(bearer)).toBe(401);
      expect(errorOf(result), String(bearer)).toEqual({
        code: 'UNAUTHORIZED',
        message: API_KEY_MESSAGES.invalidKey,
      });
    }
  });

  it('refuses every key once the workspace is below Pro, with the plan reason', async () => {
    const other = await proOwner('keys-downgrade');
    const { secret } = await newKey(other, 'read');
    expect((await callWithKey(v1(listProjects), secret)).status).toBe(200);
    await setPlanOf(other, 'basic');
    const result = await callWithKey(v1(listProjects), secret);
    expect(result.status).toBe(403);
    expect(errorOf(result)).toEqual({ code: 'PLAN_REQUIRED', message: planFeatureReason('apiAccess') });
  });

  it('never reaches billing, members or keys: no v1 route, and the editor routes refuse the key', async () => {
    const { secret } = await newKey(owner, 'write');
    for (const endpoint of [getBillingSubscription, getTeam, listApiKeys, createApiKey]) {
      const asV1 = await callWithKey(v1(endpoint), secret, {
        body: endpoint.method === 'POST' ? { name: 'k', scope: 'write', expiresInDays: null } : undefined,
      });
      expect(asV1.status, endpoint.id).toBe(404);
      const direct = await callWithKey(endpoint, secret);
      expect(direct.status, endpoint.id).toBe(401);
    }
  });
});
