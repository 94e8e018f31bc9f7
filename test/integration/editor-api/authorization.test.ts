/**
 * Walks the contract table: every owner route answers 401 without a token (and with a forged one), and a
 * second user calling it on the first user's ids gets 404/403 and changes nothing of the first user's.
 * Routes added to the contract are covered without touching this file (a missing sample fails loudly).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/api/contract';
import { routeKey } from '../../../shared/api/endpoint';
import { callEndpoint } from './support/editor-client';
import type { TestUser } from './support/fixtures';
import { ownerFixture } from './support/owner-fixture';
import { ownerSnapshot } from './support/owner-snapshot';
import { sampleFor, touchesOwnerData, type OwnerData } from './support/owner-samples';
import { signedInUser } from './support/users';

const ownerRoutes = endpoints.filter((e) => e.caller === 'owner');

let alice: TestUser;
let bob: TestUser;
let data: OwnerData;

const snapshotOf = (user: TestUser, projectId: string) => ownerSnapshot(user, [projectId]);

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser('authz-a'), signedInUser('authz-b')]);
  data = await ownerFixture(alice);
});

describe('the contract table', () => {
  it('has owner routes to walk (this file would prove nothing otherwise)', () => {
    expect(ownerRoutes.length).toBeGreaterThanOrEqual(23);
  });
});

describe.each(ownerRoutes.map((e) => [routeKey(e), e] as const))('%s', (_key, endpoint) => {
  it('answers 401 without a token and with a forged one', async () => {
    const request = sampleFor(endpoint, data);
    const anonymous = await callEndpoint(endpoint, { ...request, noRetryOn429: true });
    expect(anonymous.status, JSON.stringify(anonymous.body)).toBe(401);
    const forged = await callEndpoint(endpoint, {
      ...request,
      token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2lnbmF0dXJl',
      noRetryOn429: true,
    });
    expect(forged.status, JSON.stringify(forged.body)).toBe(401);
  });

  it("gives a second user nothing of the first user's and changes nothing", async () => {
    const request = sampleFor(endpoint, data);
    const before = await snapshotOf(alice, data.detail.project.id);
    const result = await callEndpoint(endpoint, { ...request, token: bob.token });
    if (touchesOwnerData(endpoint, request)) {
      expect([403, 404], `${endpoint.id}: ${result.status} ${JSON.stringify(result.body)}`).toContain(
        result.status,
      );
    } else {
      expect(result.status, JSON.stringify(result.body)).toBeLessThan(500);
    }
    const text = JSON.stringify(result.body);
    expect(text).not.toContain(data.detail.project.id);
    expect(text).not.toContain(data.detail.reviewLink.token);
    expect(text).not.toContain(data.noteId);
    const after = await snapshotOf(alice, data.detail.project.id);
    expect(after).toEqual(before);
  });
});
