/**
 * A deleted account stays deleted. Its ID tokens stay valid for up to 24 h after the erasure (JWT checks
 * alone cannot tell), so the account's tombstone, written when the deletion starts and kept by the erasure,
 * must refuse them: 401 on every owner route of the contract (read, create, billing, profile, Drive), with
 * nothing created; the same while the erasure is still running; a new sign-up with the same address is a
 * new user id and works, and a late re-run of the old erasure job leaves that new user alone.
 */
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEditorApiDeps } from '../../../functions/editor-api/deps';
import {
  ACCOUNT_TOMBSTONE_TTL_SECONDS,
  markDeletionRequested,
} from '../../../functions/account/store/account-repository';
import { AccountClosedError } from '../../../functions/projects/store/profile-repository';
import { createProject as createProjectUseCase } from '../../../functions/projects/use-cases/create-project';
import type { DbPort } from '../../../functions/platform/db/db-port';
import { deleteAccount as deleteAccountUseCase } from '../../../functions/account/use-cases/delete-account';
import { eraseAccount } from '../../../functions/account/use-cases/erase-account';
import { s3StoredObjects } from '../../../functions/account/adapters/erase-user-objects';
import type { ErasureJob } from '../../../functions/account/ports';
import { endpoints } from '../../../shared/api/contract';
import { routeKey, type Endpoint } from '../../../shared/api/endpoint';
import { deleteAccount } from '../../../shared/api/endpoints/account';
import { createCheckout } from '../../../shared/api/endpoints/billing';
import { getProfile } from '../../../shared/api/endpoints/profile';
import { createProject, getProject, listProjects } from '../../../shared/api/endpoints/projects';
import { signIn, signedInUser, TEST_PASSWORD } from '../../support/users';
import { localClients } from '../drive/support/worker-kit';
import { dyingOnSecondBatch, leavingUser, leftOf, userPool, waitUntil } from './account-erasure-kit';
import { callEndpoint } from '../editor-api/support/editor-client';
import { createProjectAs, expectOk, sampleSelection } from '../editor-api/support/fixtures';
import { ownerFixture } from '../editor-api/support/owner-fixture';
import { sampleFor, type OwnerData } from '../editor-api/support/owner-samples';

const ownerRoutes = endpoints.filter((e) => e.caller === 'owner');
const TOMBSTONE_SK = 'PROFILE#TOMBSTONE';
/** The longest an ID token lives (Cognito and cognito-local alike). */
const TOKEN_LIFETIME_SECONDS = 24 * 3600;

const silent = { info: () => undefined };
const clock = { now: () => new Date() };

async function onlyTombstoneLeft(db: DbPort, userId: string): Promise<boolean> {
  const left = await leftOf(db, userId);
  return left.projects.length === 0 && left.own.length === 1 && left.own[0]?.['sk'] === TOMBSTONE_SK;
}

async function objectCount(s3: S3Client, bucket: string, prefix: string): Promise<number> {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return page.KeyCount ?? 0;
}

/** The deleted account's erasure can take longer than the kit's default wait. */
const waitLonger = (check: () => Promise<boolean>) => waitUntil(check, 30_000);

/** A request with a still-valid token of a closed account: refused, as if signed out. */
async function expectRefused(endpoint: Endpoint, options: Parameters<typeof callEndpoint>[1]) {
  const result = await callEndpoint(endpoint, { ...options, noRetryOn429: true });
  expect(result.status, `${endpoint.id}: ${JSON.stringify(result.body)}`).toBe(401);
}

describe('a deleted account', () => {
  let gone: Awaited<ReturnType<typeof leavingUser>>;
  let data: OwnerData;

  beforeAll(async () => {
    gone = await leavingUser('deleted');
    data = await ownerFixture(gone.test);
    const accepted = await callEndpoint(deleteAccount, {
      token: gone.test.token,
      body: { password: TEST_PASSWORD },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    const { db } = localClients();
    // The local system's erasure worker runs the queued job; done when the profile, the projects and the
    // login are gone.
    const erased = async () => {
      const left = await leftOf(db, gone.userId);
      return left.projects.length === 0 && !left.own.some((item) => item['sk'] === 'PROFILE');
    };
    expect(await waitLonger(erased)).toBe(true);
    expect(
      await waitLonger(() =>
        signIn(gone.email, gone.password).then(
          () => false,
          () => true,
        ),
      ),
    ).toBe(true);
  }, 180_000);

  it('keeps only its tombstone: no personal data, kept well past the last token', async () => {
    const { db } = localClients();
    const { own } = await leftOf(db, gone.userId);
    expect(own).toHaveLength(1);
    const tombstone = own[0] ?? {};
    expect(Object.keys(tombstone).sort()).toEqual(['closedAt', 'entity', 'expiresAt', 'pk', 'sk']);
    expect(JSON.stringify(tombstone)).not.toContain(gone.email);
    const expiresAt = Number(tombstone['expiresAt']);
    expect(expiresAt - Date.now() / 1000).toBeGreaterThan(7 * TOKEN_LIFETIME_SECONDS);
    expect(expiresAt - Date.now() / 1000).toBeLessThanOrEqual(ACCOUNT_TOMBSTONE_TTL_SECONDS);
  });

  it('has owner routes to walk', () => {
    expect(ownerRoutes.length).toBeGreaterThanOrEqual(40);
  });

  describe.each(ownerRoutes.map((e) => [routeKey(e), e] as const))('%s', (_key, endpoint) => {
    it("answers 401 to the deleted user's still-valid token", async () => {
      await expectRefused(endpoint, { ...sampleFor(endpoint, data), token: gone.test.token });
    });
  });

  it('let none of those calls create anything (no profile, no project, no review link, no avatar)', async () => {
    const { db, s3, bucket } = localClients();
    // Once more after the walk: what the walk's create, profile and avatar routes would have left.
    await expectRefused(getProfile, { token: gone.test.token });
    await expectRefused(createProject, {
      token: gone.test.token,
      body: { name: 'Back from the dead', clientDisplayName: 'Nobody', videos: sampleSelection(1) },
    });
    expect(await onlyTombstoneLeft(db, gone.userId)).toBe(true);
    expect(await objectCount(s3, bucket, `avatars/${gone.userId}/`)).toBe(0);
  });

  it('signing up again with the same e-mail is a new user id that works; the old erasure leaves it alone', async () => {
    const again = await signedInUser({ email: gone.email, fullName: 'Back again' });
    expect(again.userId).not.toBe(gone.userId);
    const token = again.tokens.idToken;
    expect((await expectOk(getProfile, { token })).email).toBe(gone.email);
    const project = await createProjectAs({ userId: again.userId, email: again.email, token }, { videos: 1 });
    expect(project.userId).toBe(again.userId);

    // A late duplicate delivery of the old job: erases the old id's leftovers only, never the new login.
    const { db, s3, bucket } = localClients();
    const old: ErasureJob = { userId: gone.userId, email: gone.email };
    await eraseAccount(
      { db, objects: s3StoredObjects(s3, bucket), userPool: userPool(), clock, log: silent },
      old,
    );
    await expect(signIn(again.email, TEST_PASSWORD)).resolves.toBeDefined();
    expect((await expectOk(getProfile, { token })).id).toBe(again.userId);
    // And the old token still reaches nothing of the new account.
    await expectRefused(listProjects, { token: gone.test.token, query: { filter: 'all' } });
  });
});

describe('an account being deleted', () => {
  it('is refused on read, create, billing and profile routes before and during the erasure', async () => {
    const leaving = await leavingUser('deleting');
    const { db, s3, bucket } = localClients();
    const token = leaving.test.token;
    const project = await createProjectAs(leaving.test, { videos: 2 });

    // The deletion starts; the erasure job is held (not run yet).
    const held: ErasureJob[] = [];
    await deleteAccountUseCase(
      {
        db,
        userPool: userPool(),
        billing: () => {
          throw new Error('no subscription: billing is not called');
        },
        erasureQueue: { send: async (job) => void held.push(job) },
        clock,
      },
      { userId: leaving.userId, password: TEST_PASSWORD },
    );
    expect(held).toHaveLength(1);

    const everyKind = async () => {
      await expectRefused(getProfile, { token });
      await expectRefused(getProject, { token, params: { projectId: project.id } });
      await expectRefused(listProjects, { token, query: { filter: 'all' } });
      await expectRefused(createProject, {
        token,
        body: { name: 'Sneaked in', clientDisplayName: 'Nobody', videos: sampleSelection(1) },
      });
      await expectRefused(createCheckout, { token, body: { priceKey: 'basic_monthly' } });
    };
    await everyKind();

    // The erasure dies half-way (on its second batch delete): the account is still refused.
    const crashing = dyingOnSecondBatch(db);
    const job = held[0] as ErasureJob;
    await expect(
      eraseAccount(
        { db: crashing, objects: s3StoredObjects(s3, bucket), userPool: userPool(), clock, log: silent },
        job,
      ),
    ).rejects.toThrow('crash');
    await everyKind();

    await eraseAccount(
      { db, objects: s3StoredObjects(s3, bucket), userPool: userPool(), clock, log: silent },
      job,
    );
    await everyKind();
    expect(await onlyTombstoneLeft(db, leaving.userId)).toBe(true);
  }, 120_000);

  it('a project creation that read the profile just before the deletion began is refused by its own write', async () => {
    const racing = await leavingUser('racing');
    const { db } = localClients();
    const ports = { ...buildEditorApiDeps(), downloads: { enqueue: async () => undefined } };
    // The request passed its profile read (the account still open) ...
    const profile = await expectOk(getProfile, { token: racing.test.token });
    const stale = {
      userId: racing.userId,
      email: racing.email,
      profile,
    };
    // ... then the deletion began before its transaction ran.
    await markDeletionRequested(db, racing.userId, new Date());
    await expect(
      createProjectUseCase(ports, {
        caller: stale,
        body: { name: 'Raced in', clientDisplayName: 'Nobody', videos: sampleSelection(1) },
      }),
    ).rejects.toBeInstanceOf(AccountClosedError);
    expect((await leftOf(db, racing.userId)).projects).toHaveLength(0);
  });

  it('a deletion whose erasure job cannot be queued is withdrawn: the account keeps working', async () => {
    const user = await leavingUser('unqueued');
    const { db } = localClients();
    await expectOk(getProfile, { token: user.test.token });
    await expect(
      deleteAccountUseCase(
        {
          db,
          userPool: userPool(),
          billing: () => {
            throw new Error('no subscription: billing is not called');
          },
          erasureQueue: {
            send: () => Promise.reject(new Error('queue unavailable')),
          },
          clock,
        },
        { userId: user.userId, password: TEST_PASSWORD },
      ),
    ).rejects.toThrow('queue unavailable');
    const profile = await expectOk(getProfile, { token: user.test.token });
    expect(profile.id).toBe(user.userId);
    const { own } = await leftOf(db, user.userId);
    expect(own.map((item) => item['sk'])).not.toContain(TOMBSTONE_SK);
    expect(own.find((item) => item['sk'] === 'PROFILE')?.['deletionRequestedAt']).toBeUndefined();
  });
});
