/**
 * Idempotency-Key on the public API's POSTs, over HTTP against the local system: ten concurrent retries of
 * one create make exactly one project and all get its answer; a later retry replays it; the same key with
 * another request is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createProject, listProjects } from '../../../shared/api/endpoints/projects';
import { v1PathOf } from '../../../shared/api/public-api';
import { IDEMPOTENT_REPLAY_HEADER } from '../../../shared/domain/api-keys';
import { API_KEY_MESSAGES } from '../../../shared/messages/api-key-messages';
import { expectOk, sampleSelection, type TestUser } from '../editor-api/support/fixtures';
import { callWithKey, errorOf, newKey, proOwner } from './api-key-support';

const createV1 = { method: 'POST', path: v1PathOf(createProject.path) } as const;

let owner: TestUser;
let key: string;

beforeAll(async () => {
  owner = await proOwner('idem-owner');
  key = (await newKey(owner, 'write')).secret;
}, 120_000);

async function projectsNamed(name: string): Promise<number> {
  const list = await expectOk(listProjects, { token: owner.token, query: { filter: 'all', limit: 100 } });
  return list.items.filter((p) => p.name === name).length;
}

describe('Idempotency-Key', () => {
  it('creates exactly one project under 10 concurrent retries, and every retry gets its answer', async () => {
    const name = `Idempotent ${Date.now()}`;
    const body = { name, clientDisplayName: 'Robot', videos: sampleSelection(1) };
    const headers = { 'Idempotency-Key': `create-${name}` };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => callWithKey(createV1, key, { body, headers })),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(201);
    const ids = new Set(answers.map((a) => (a.body as { id: string }).id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.headers.get(IDEMPOTENT_REPLAY_HEADER) !== 'true')).toHaveLength(1);
    expect(await projectsNamed(name)).toBe(1);

    const later = await callWithKey(createV1, key, { body, headers });
    expect(later.status).toBe(201);
    expect(later.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(later.body).toEqual(answers[0]?.body);
    expect(await projectsNamed(name)).toBe(1);
  });

  it('refuses the same key with a different request', async () => {
    const name = `Idempotent mismatch ${Date.now()}`;
    const headers = { 'Idempotency-Key': `mismatch-${name}` };
    const first = await callWithKey(createV1, key, {
      body: { name, clientDisplayName: 'Robot', videos: sampleSelection(1) },
      headers,
    });
    expect(first.status).toBe(201);
    const other = await callWithKey(createV1, key, {
      body: { name: `${name} (other)`, clientDisplayName: 'Robot', videos: sampleSelection(1) },
      headers,
    });
    expect(other.status).toBe(409);
    expect(errorOf(other)).toEqual({ code: 'CONFLICT', message: API_KEY_MESSAGES.idempotencyMismatch });
    expect(await projectsNamed(`${name} (other)`)).toBe(0);
  });

  it('makes a new thing for each request without the header', async () => {
    const name = `Not idempotent ${Date.now()}`;
    const body = { name, clientDisplayName: 'Robot', videos: sampleSelection(1) };
    expect((await callWithKey(createV1, key, { body })).status).toBe(201);
    expect((await callWithKey(createV1, key, { body })).status).toBe(201);
    expect(await projectsNamed(name)).toBe(2);
  });

  it('refuses an Idempotency-Key that is not 1 to 255 printable ASCII characters', async () => {
    const result = await callWithKey(createV1, key, {
      body: { name: 'x', clientDisplayName: 'Robot', videos: sampleSelection(1) },
      headers: { 'Idempotency-Key': 'x'.repeat(256) },
    });
    expect(result.status).toBe(400);
    expect(errorOf(result).message).toBe(API_KEY_MESSAGES.idempotencyKeyInvalid);
  });
});
