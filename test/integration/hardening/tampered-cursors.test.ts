/**
 * A list cursor for the caller's own partition, with key attributes missing,
 * extra or empty, used to reach DynamoDB and come back as a 500. Now every such cursor is a 400 on `cursor`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { listProjects } from '../../../shared/api/endpoints/projects';
import { ERROR_CODES } from '../../../shared/errors/app-error';
import { callEndpoint } from '../editor-api/support/editor-client';
import type { TestUser } from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';

const cursorOf = (key: Record<string, unknown>) =>
  Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

let editor: TestUser;
beforeAll(async () => {
  editor = await signedInUser('cursor');
});

describe('tampered list cursors of the caller’s own partition', () => {
  it.each([
    ['the sort keys missing', { gsi1pk: 'OWN#PROJECTS' }, 'all'],
    ['the table key missing', { gsi1pk: 'OWN#PROJECTS', gsi1sk: 'LIVE#2026' }, 'all'],
    [
      'an extra attribute',
      { pk: 'PROJECT#x', sk: 'META', gsi1pk: 'OWN#PROJECTS', gsi1sk: 'LIVE#2026', evil: 'x' },
      'all',
    ],
    ['an empty key value', { pk: '', sk: 'META', gsi1pk: 'OWN#PROJECTS', gsi1sk: 'LIVE#2026' }, 'all'],
    ['a status list with the sort keys missing', { gsi2pk: 'OWN#STATUS#active' }, 'active'],
    [
      'a status list with an empty sort key',
      { pk: 'PROJECT#x', sk: 'META', gsi2pk: 'OWN#STATUS#active', gsi2sk: '' },
      'active',
    ],
  ])('%s → 400 on cursor, never a 500', async (_label, shape, filter) => {
    const key = JSON.parse(JSON.stringify(shape).replaceAll('OWN#', `USER#${editor.userId}#`)) as Record<
      string,
      unknown
    >;
    const result = await callEndpoint<{ error: { code: string; fields?: Record<string, string> } }>(
      listProjects,
      { token: editor.token, query: { filter, cursor: cursorOf(key) } },
    );
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe(ERROR_CODES.validation);
    expect(result.body.error.fields).toHaveProperty('cursor');
  });

  it('a well-formed cursor of the caller’s own list still pages', async () => {
    const first = await callEndpoint<{ items: unknown[]; nextCursor: string | null }>(listProjects, {
      token: editor.token,
      query: { filter: 'all', limit: 1 },
    });
    expect(first.status).toBe(200);
  });
});
