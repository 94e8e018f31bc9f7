/**
 * Account deletion against the local system: the password is checked again (a wrong one changes nothing);
 * the subscription is cancelled at the stand-in; the queued erasure job leaves zero items and zero objects
 * of the user and deletes the user-pool user (the old login fails). An erasure that crashes half-way
 * finishes when it runs again.
 */
import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { DbPort } from '../../../functions/platform/db/db-port';
import { eraseAccount } from '../../../functions/account/use-cases/erase-account';
import { s3StoredObjects } from '../../../functions/account/adapters/erase-user-objects';
import { deleteAccount } from '../../../shared/api/endpoints/account';
import { createCheckout } from '../../../shared/api/endpoints/billing';
import { confirmAvatar, getProfile, requestAvatarUpload } from '../../../shared/api/endpoints/profile';
import { testSystem } from '../../support/env';
import { signIn } from '../../support/users';
import { localClients } from '../drive/support/worker-kit';
import { dyingOnSecondBatch, leavingUser, leftOf, userPool, waitUntil } from './account-erasure-kit';
import { callEndpoint } from '../editor-api/support/editor-client';
import {
  createProjectAs,
  ensureProfileOf,
  expectError,
  expectOk,
  settledProject,
  type TestUser,
} from '../editor-api/support/fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadAvatar(user: TestUser): Promise<void> {
  const slot = await expectOk(requestAvatarUpload, {
    token: user.token,
    body: { contentType: 'image/png', size: PNG.length },
  });
  const put = await fetch(slot.uploadUrl, { method: 'PUT', headers: slot.headers, body: PNG });
  expect(put.ok).toBe(true);
  await expectOk(confirmAvatar, { token: user.token, body: { key: slot.key } });
}

async function itemsOf(db: DbPort, userId: string): Promise<number> {
  const { own, projects } = await leftOf(db, userId);
  // The account's tombstone is meant to stay (deleted-account-tokens.test.ts): it holds no personal data.
  const kept = own.filter((item) => item['sk'] === 'PROFILE#TOMBSTONE').length;
  return own.length - kept + projects.length;
}

async function objectsUnder(s3: S3Client, prefixes: string[]): Promise<number> {
  let count = 0;
  for (const prefix of prefixes) {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: 'cutroom-media', Prefix: prefix }));
    count += page.KeyCount ?? 0;
  }
  return count;
}

/** Puts a project's media objects in place (as the download worker would) so erasure has them to find. */
async function seedMedia(s3: S3Client, projectIds: string[]): Promise<string[]> {
  const prefixes: string[] = [];
  for (const id of projectIds) {
    for (const prefix of [`media/${id}/`, `thumbnails/${id}/`]) {
      prefixes.push(prefix);
      await s3.send(
        new PutObjectCommand({ Bucket: 'cutroom-media', Key: `${prefix}v/x`, Body: Buffer.from('bytes') }),
      );
    }
  }
  return prefixes;
}

/**
 * The user's profile, avatar and projects of `videoCounts` videos, with media objects under each project's
 * prefixes; the download worker is let finish with the projects first (its copies are part of what is erased).
 * The prefixes that hold the account's objects.
 */
async function accountWithMedia(test: TestUser, videoCounts: number[]): Promise<string[]> {
  await ensureProfileOf(test);
  await uploadAvatar(test);
  const projects = [];
  for (const videos of videoCounts) projects.push(await createProjectAs(test, { videos }));
  for (const p of projects) await settledProject(test, p.id);
  const media = await seedMedia(
    localClients().s3,
    projects.map((p) => p.id),
  );
  return [`avatars/${test.userId}/`, ...media];
}

describe('delete account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { test } = await leavingUser('wrong');
    await ensureProfileOf(test);
    await createProjectAs(test, { videos: 1 });
    const { db } = localClients();
    const before = await itemsOf(db, test.userId);
    const result = await callEndpoint(deleteAccount, {
      token: test.token,
      body: { password: 'nope-nope-1' },
    });
    expectError(result, 403, 'The current password is incorrect.');
    expect(await itemsOf(db, test.userId)).toBe(before);
    expect((await expectOk(getProfile, { token: test.token })).id).toBe(test.userId);
  });

  it('cancels the subscription, erases every item and object, deletes the login', async () => {
    const user = await leavingUser('all');
    const { test } = user;
    const { db, s3 } = localClients();
    const prefixes = await accountWithMedia(test, [1, 1]);
    // A real subscription through the stand-in's checkout.
    const checkout = await expectOk(createCheckout, { token: test.token, body: { priceKey: 'pro_monthly' } });
    await fetch(`${checkout.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(
      await waitUntil(async () => (await expectOk(getProfile, { token: test.token })).planLevel === 'pro'),
    ).toBe(true);
    expect(await objectsUnder(s3, prefixes)).toBeGreaterThanOrEqual(5);
    expect(await itemsOf(db, test.userId)).toBeGreaterThan(2);

    const accepted = await callEndpoint(deleteAccount, {
      token: test.token,
      body: { password: user.password },
    });
    expect(accepted.status).toBe(202);

    expect(await waitUntil(async () => (await itemsOf(db, test.userId)) === 0)).toBe(true);
    expect(await objectsUnder(s3, prefixes)).toBe(0);
    await expect(signIn(user.email, user.password)).rejects.toThrow();
    // The stand-in cancelled the subscription (its webhook was delivered).
    const deliveries = (await (
      await fetch(`${testSystem().env['CUTROOM_PADDLE_ENVIRONMENT']}/__control/deliveries`)
    ).json()) as { eventType: string }[];
    expect(deliveries.some((d) => d.eventType === 'subscription.canceled')).toBe(true);
  });

  it('an erasure that crashes half-way finishes when it runs again', async () => {
    const user = await leavingUser('crash');
    const { test } = user;
    const { db, s3 } = localClients();
    const prefixes = await accountWithMedia(test, [2, 1]);

    // The first run dies on its second batch delete (after the objects and part of the items are gone).
    const crashing = dyingOnSecondBatch(db);
    const log = { info: () => undefined };
    const clock = { now: () => new Date() };
    const job = { userId: test.userId, email: user.email };
    await expect(
      eraseAccount(
        { db: crashing, objects: s3StoredObjects(s3, 'cutroom-media'), userPool: userPool(), clock, log },
        job,
      ),
    ).rejects.toThrow('crash');
    expect(await itemsOf(db, test.userId)).toBeGreaterThan(0);

    await eraseAccount(
      { db, objects: s3StoredObjects(s3, 'cutroom-media'), userPool: userPool(), clock, log },
      job,
    );
    expect(await itemsOf(db, test.userId)).toBe(0);
    expect(await objectsUnder(s3, prefixes)).toBe(0);
    await expect(signIn(user.email, user.password)).rejects.toThrow();
    // A third run (a duplicate delivery) is harmless.
    await eraseAccount(
      { db, objects: s3StoredObjects(s3, 'cutroom-media'), userPool: userPool(), clock, log },
      job,
    );
  });
});
