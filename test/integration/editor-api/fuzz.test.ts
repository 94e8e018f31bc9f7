/**
 * Fuzzes every owner route of the contract with the owner's own valid token: malformed bodies (anything the
 * contract's body schema rejects, and text that is not JSON), malformed path ids and malformed query
 * strings. The answer is always a 4xx (never a 500, never a success) and nothing of the owner's changes.
 */
import { z } from 'zod';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/api/contract';
import { routeKey, type Endpoint } from '../../../shared/api/endpoint';
import { callEndpoint, type CallOptions } from './support/editor-client';
import type { TestUser } from './support/fixtures';
import { ownerFixture } from './support/owner-fixture';
import { ownerSnapshot } from './support/owner-snapshot';
import { sampleFor, type OwnerData } from './support/owner-samples';
import { signedInUser } from './support/users';

const RUNS = 12;
const ownerRoutes = endpoints.filter((e) => e.caller === 'owner');
/** Routes with something to fuzz (a body, path ids or a query string); the others take no input at all. */
const fuzzable = ownerRoutes.filter(
  (e) => e.body !== undefined || e.path.includes('{') || e.query !== undefined,
);

let owner: TestUser;
let data: OwnerData;
let before: Awaited<ReturnType<typeof ownerSnapshot>>;

beforeAll(async () => {
  owner = await signedInUser('fuzz');
  data = await ownerFixture(owner);
  before = await ownerSnapshot(owner, [data.detail.project.id]);
});

/** JSON values a schema rejects (fast-check generates; the contract's own schema decides "malformed"). */
const malformedBody = (schema: NonNullable<Endpoint['body']>) =>
  fc
    .oneof(
      fc.jsonValue(),
      fc.object(),
      fc.dictionary(
        fc.constantFrom('name', 'status', 'fileUrl', 'notes', 'displayName', 'videos', 'key', 'size'),
        fc.anything(),
      ),
    )
    .filter((value) => !z.safeParse(schema, value).success);

const notJson = fc.string({ minLength: 1 }).filter((text) => {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
});

// A whole '.' or '..' segment is resolved by the URL parser (WHATWG: also its %2E forms) before any server
// sees it: `/videos/../markers` IS the project's markers route, answered 200 to its owner. Such values never
// reach a route as an id, so they are not fuzzed as one ('../../etc/passwd' still is: its '/' is encoded).
const oddId = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 80 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
    fc.constantFrom(
      '...',
      '%',
      '%00',
      '../../etc/passwd',
      'a'.repeat(500),
      'PROJECT#x',
      "' OR 1=1",
      '{projectId}',
    ),
  )
  .filter((value) => !/^\.{1,2}$/.test(value));

/** Drive look-ups answer 200 with the outcome in the body: a well-formed id of no file is 'not_found'. */
function saysNotFound(status: number, body: unknown): boolean {
  const outcome = (body as { status?: unknown } | null)?.status;
  return status === 200 && (outcome === 'not_found' || outcome === 'folder_not_found');
}

function assertRefused(endpoint: Endpoint, status: number, body: unknown) {
  const detail = `${endpoint.id} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`;
  if (saysNotFound(status, body)) return;
  expect(status, detail).toBeGreaterThanOrEqual(400);
  expect(status, detail).toBeLessThan(500);
}

describe.each(fuzzable.map((e) => [routeKey(e), e] as const))('%s', (_key, endpoint) => {
  const base = (): Omit<CallOptions, 'token'> => sampleFor(endpoint, data);

  if (endpoint.body !== undefined)
    it('refuses malformed bodies with a 4xx', async () => {
      const schema = endpoint.body as NonNullable<Endpoint['body']>;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            malformedBody(schema).map((b) => ({ body: b })),
            notJson.map((raw) => ({ raw })),
          ),
          async (input) => {
            const request = base();
            const result = await callEndpoint(endpoint, {
              ...request,
              token: owner.token,
              ...('raw' in input ? { rawBody: input.raw, body: undefined } : { body: input.body }),
            });
            assertRefused(endpoint, result.status, result.body);
          },
        ),
        { numRuns: RUNS },
      );
    });

  if (endpoint.path.includes('{'))
    it('refuses malformed ids with a 4xx', async () => {
      const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...names), oddId, async (name, value) => {
          const request = base();
          const result = await callEndpoint(endpoint, {
            ...request,
            token: owner.token,
            params: { ...request.params, [name]: value },
          });
          assertRefused(endpoint, result.status, result.body);
        }),
        { numRuns: RUNS },
      );
    });

  if (endpoint.query !== undefined)
    it('refuses malformed query strings with a 4xx', async () => {
      const schema = endpoint.query as NonNullable<Endpoint['query']>;
      // The route's own query keys (a schema whose keys are all optional accepts any other key, so fuzzing
      // only unknown keys would never find a malformed query and fast-check's filter would spin forever).
      const shape = (schema as { shape?: Record<string, unknown> }).shape ?? {};
      const keys = [...new Set([...Object.keys(shape), 'filter', 'cursor', 'limit'])];
      const query = fc
        .dictionary(fc.constantFrom(...keys), fc.oneof(fc.string(), fc.integer().map(String)), {
          minKeys: 1,
        })
        .filter((q) => !z.safeParse(schema, q).success);
      await fc.assert(
        fc.asyncProperty(query, async (q) => {
          const result = await callEndpoint(endpoint, { ...base(), token: owner.token, query: q });
          assertRefused(endpoint, result.status, result.body);
        }),
        { numRuns: RUNS },
      );
    });
});

describe('after the fuzzing', () => {
  it("nothing of the owner's changed", async () => {
    const after = await ownerSnapshot(owner, [data.detail.project.id]);
    expect(after).toEqual(before);
  });
});
