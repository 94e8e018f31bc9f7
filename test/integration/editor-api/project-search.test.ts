/**
 * Project search on the projects list (`GET /api/projects?q=…`) through the local system: names matched in
 * any case and with or without accents, combined with the filters and 'mine' of a two-member workspace, never another workspace's
 * projects, bad input a 400, and a sparse search over a large workspace found by following `nextCursor`
 * with every request inside the read budget (DynamoDB requests counted by an SDK middleware).
 */
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  archiveProject,
  createProject,
  listProjects,
  type ProjectListResponse,
} from '../../../shared/api/endpoints/projects';
import { PROJECT_SEARCH_MAX } from '../../../shared/domain/project-search';
import { dynamoDbClient } from '../../../functions/platform/aws/clients';
import { createProject as storeProject } from '../../../functions/projects/store/project-repository';
import { SEARCH_READ_BUDGET, searchProjectsByOwner } from '../../../functions/projects/store/project-search';
import { inWorkspace, memberOf, testDbPort } from '../workspaces/workspace-support';
import { callEndpoint } from './support/editor-client';
import {
  createProjectAs,
  ensureProfileOf,
  expectError,
  expectOk,
  sampleSelection,
  type TestUser,
} from './support/fixtures';
import { signedInOnPlan, signedInUser } from './support/users';

let team: TestUser;
let member: TestUser;
let other: TestUser;
const ids: Record<string, string> = {};

const names = (page: { items: Array<{ name: string }> }) => page.items.map((p) => p.name).sort();

beforeAll(async () => {
  team = await signedInOnPlan('search-owner', 'pro');
  member = await memberOf(team.userId, 'editor', 'search-editor');
  other = await signedInUser('search-other');
  ids.launch = (await createProjectAs(team, { name: 'ACME Launch Cut', videos: 1 })).id;
  ids.teaser = (await createProjectAs(team, { name: 'Acme Teaser', videos: 1 })).id;
  ids.brand = (await createProjectAs(team, { name: 'Other Brand — Café Noir', videos: 1 })).id;
  const made = await expectOk(createProject, {
    token: member.token,
    headers: inWorkspace(team.userId),
    body: { name: 'acme behind the scenes', clientDisplayName: 'C', videos: sampleSelection(1) },
  });
  ids.bts = made.id;
  ids.elsewhere = (await createProjectAs(other, { name: 'ACME Elsewhere', videos: 1 })).id;
  await expectOk(archiveProject, { token: team.token, params: { projectId: ids.teaser } });
});

describe('project search', () => {
  it('finds the names containing the text in any case, trimmed, within the filter', async () => {
    const all = await expectOk(listProjects, { token: team.token, query: { q: '  acme ' } });
    expect(names(all)).toEqual(['ACME Launch Cut', 'acme behind the scenes']);
    expect(all.nextCursor).toBeNull();
    const archived = await expectOk(listProjects, {
      token: team.token,
      query: { filter: 'archived', q: 'ACME' },
    });
    expect(names(archived)).toEqual(['Acme Teaser']);
    const active = await expectOk(listProjects, { token: team.token, query: { filter: 'active', q: 'cut' } });
    expect(active.items.map((p) => p.id)).toEqual([ids.launch]);
    // Accents are ignored both ways, as an editor types them or not.
    for (const q of ['cafe noir', 'CAFÉ']) {
      const accents = await expectOk(listProjects, { token: team.token, query: { q } });
      expect(names(accents)).toEqual(['Other Brand — Café Noir']);
    }
    const none = await expectOk(listProjects, { token: team.token, query: { q: 'nothing like it' } });
    expect(none).toEqual({ items: [], nextCursor: null });
  });

  it('combines with mine: each member finds only the projects they created', async () => {
    const membersOwn = await expectOk(listProjects, {
      token: member.token,
      headers: inWorkspace(team.userId),
      query: { mine: 'true', q: 'acme' },
    });
    expect(membersOwn.items.map((p) => p.id)).toEqual([ids.bts]);
    const ownersOwn = await expectOk(listProjects, { token: team.token, query: { mine: 'true', q: 'acme' } });
    expect(ownersOwn.items.map((p) => p.id)).toEqual([ids.launch]);
  });

  it('never finds another workspace’s projects', async () => {
    const team1 = await expectOk(listProjects, { token: team.token, query: { q: 'elsewhere' } });
    expect(team1.items).toEqual([]);
    const others = await expectOk(listProjects, { token: other.token, query: { q: 'acme' } });
    expect(others.items.map((p) => p.id)).toEqual([ids.elsewhere]);
  });

  it('refuses a text over 100 characters, a blank text and hostile cursors with 400', async () => {
    const search = (query: Record<string, string>) =>
      callEndpoint(listProjects, { token: team.token, query: { q: 'acme', ...query } });
    expectError(await search({ q: 'a'.repeat(PROJECT_SEARCH_MAX + 1) }), 400);
    expectError(await search({ q: '   ' }), 400);
    const othersList = await expectOk(listProjects, { token: other.token, query: { limit: 1 } });
    const foreign = Buffer.from(
      JSON.stringify({ pk: 'PROJECT#x', sk: 'PROJECT', gsi1pk: `USER#${other.userId}`, gsi1sk: 'LIVE#x' }),
    ).toString('base64url');
    const hostile = [
      'not a cursor!',
      Buffer.from('{"pk":').toString('base64url'),
      Buffer.from(JSON.stringify({ pk: { S: 'x' } })).toString('base64url'),
      foreign,
      'x'.repeat(3000),
      ...(othersList.nextCursor ? [othersList.nextCursor] : []),
    ];
    for (const cursor of hostile) expectError(await search({ cursor }), 400);
  });
});

describe('a sparse search over a large workspace', () => {
  const PROJECTS = 150;
  let owner: TestUser;
  const queries: Array<{ limit: number | undefined }> = [];

  beforeAll(async () => {
    owner = await signedInUser('search-many');
    await ensureProfileOf(owner);
    const db = testDbPort();
    // Seeded through the store (no plan cap, no videos): the oldest is the only match.
    for (let start = 0; start < PROJECTS; start += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, k) => start + k).map((i) =>
          storeProject(db, {
            id: ulid(),
            userId: owner.userId,
            name: i === 0 ? 'The Needle, oldest' : `Hay ${i}`,
            clientDisplayName: 'Client',
            shareToken: randomBytes(16).toString('hex'),
            shareExpiresAt: null,
            createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
            videos: [],
            activeProjectCap: null,
          }),
        ),
      );
    }
    dynamoDbClient().middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'QueryCommand') {
          queries.push({ limit: (args.input as { Limit?: number }).Limit });
        }
        return next(args);
      },
      { step: 'initialize', name: 'searchQueryCounter', override: true },
    );
  }, 60_000);

  afterAll(() => {
    dynamoDbClient().middlewareStack.remove('searchQueryCounter');
  });

  /** Every page of a search through the API, following nextCursor (at most 30 requests). */
  async function searchAll(q: string, limit: number) {
    const pages: ProjectListResponse[] = [];
    let cursor: string | null = null;
    do {
      const page: ProjectListResponse = await expectOk(listProjects, {
        token: owner.token,
        query: { q, limit, ...(cursor ? { cursor } : {}) },
      });
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 30);
    return { pages, names: pages.flatMap((p) => p.items.map((i) => i.name)), cursor };
  }

  it('finds the oldest project by following nextCursor through the API', async () => {
    const found = await searchAll('NEEDLE', 24);
    expect(found.names).toEqual(['The Needle, oldest']);
    expect(found.cursor).toBeNull();
    expect(found.pages.length).toBeGreaterThan(1);
  });

  it('reads at most the budget per request (Queries and items), and the pages join up', async () => {
    const pages: Array<{ names: string[]; queries: number; itemsAsked: number }> = [];
    let cursor: string | null = null;
    do {
      queries.length = 0;
      const page = await searchProjectsByOwner(testDbPort(), {
        userId: owner.userId,
        filter: 'all',
        limit: 24,
        cursor,
        q: 'needle',
      });
      pages.push({
        names: page.items.map((p) => p.name),
        queries: queries.length,
        itemsAsked: queries.reduce((sum, q) => sum + (q.limit ?? Infinity), 0),
      });
      cursor = page.nextCursor;
    } while (cursor && pages.length < 10);
    expect(pages.flatMap((p) => p.names)).toEqual(['The Needle, oldest']);
    expect(pages.length).toBe(2);
    for (const page of pages) {
      expect(page.queries).toBeLessThanOrEqual(SEARCH_READ_BUDGET.queries);
      expect(page.itemsAsked).toBeLessThanOrEqual(
        SEARCH_READ_BUDGET.queries * SEARCH_READ_BUDGET.itemsPerQueryMax,
      );
    }
    expect(pages[0]?.names).toEqual([]);
  });

  it('fills a page of many matches and goes on after its last one, with no gap or repeat', async () => {
    const found = await searchAll('hay 1', 7);
    expect(found.pages.every((p) => p.items.length <= 7)).toBe(true);
    expect(found.cursor).toBeNull();
    // 'Hay 1', 'Hay 10'..'Hay 19', 'Hay 100'..'Hay 149': 61 names, newest first, each once.
    const expected = Array.from({ length: PROJECTS }, (_, i) => i)
      .filter((i) => i > 0 && String(i).startsWith('1'))
      .reverse()
      .map((i) => `Hay ${i}`);
    expect(found.names).toEqual(expected);
  });
});
