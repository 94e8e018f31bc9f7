/**
 * Erasing an account erases its workspace's brand: the brand item and every logo file in the media bucket
 * (the re-encoded copies under their content hash and a raw upload never confirmed), and nobody else's.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3StoredObjects } from '../../../functions/account/adapters/erase-user-objects';
import { eraseAccount } from '../../../functions/account/use-cases/erase-account';
import type { DbPort } from '../../../functions/platform/db/db-port';
import { keys } from '../../../functions/platform/db/keys';
import { confirmLogo, updateBrand } from '../../../shared/api/endpoints/brand';
import { putLogoUpload, solidPng } from '../branding/logo-upload';
import { localClients } from '../drive/support/worker-kit';
import { expectOk, setPlanOf, type TestUser } from '../editor-api/support/fixtures';
import { leavingUser, userPool } from './account-erasure-kit';

const BRAND = {
  displayName: 'Leaving Studio',
  accent: '#0b5394',
  theme: 'light',
  showPoweredBy: true,
} as const;

/** Uploads a logo; `confirm: false` leaves the raw upload where the presigned PUT put it. */
async function uploadLogo(user: TestUser, confirm: boolean): Promise<void> {
  const key = await putLogoUpload(user, 'image/png', await solidPng(300, 100, '#0b5394'));
  if (confirm) await expectOk(confirmLogo, { token: user.token, body: { key } });
}

async function brandedAccount(label: string) {
  const user = await leavingUser(label);
  await setPlanOf(user.test, 'pro');
  await expectOk(updateBrand, { token: user.test.token, body: BRAND });
  await uploadLogo(user.test, true);
  await uploadLogo(user.test, false);
  return user;
}

async function keysUnder(s3: S3Client, prefix: string): Promise<string[]> {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: 'cutroom-media', Prefix: prefix }));
  return (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
}

async function brandItem(db: DbPort, workspaceId: string) {
  const out = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: keys.workspaceBrand(workspaceId), ConsistentRead: true }),
  );
  return out.Item ?? null;
}

describe("an account's erasure", () => {
  it("removes its workspace's brand item and logo files, and leaves another workspace's brand", async () => {
    const { db, s3 } = localClients();
    const [leaving, staying] = [await brandedAccount('brand'), await brandedAccount('brand-stays')];
    const id = leaving.test.userId;
    expect(await brandItem(db, id)).not.toBeNull();
    expect(await keysUnder(s3, `brand/${id}/`)).toHaveLength(1);
    expect(await keysUnder(s3, `brand-uploads/${id}/`)).toHaveLength(1);

    await eraseAccount(
      {
        db,
        objects: s3StoredObjects(s3, 'cutroom-media'),
        userPool: userPool(),
        clock: { now: () => new Date() },
        log: { info: () => undefined },
      },
      { userId: id, email: leaving.email },
    );

    expect(await brandItem(db, id)).toBeNull();
    expect(await keysUnder(s3, `brand/${id}/`)).toEqual([]);
    expect(await keysUnder(s3, `brand-uploads/${id}/`)).toEqual([]);
    const other = staying.test.userId;
    expect(await brandItem(db, other)).not.toBeNull();
    expect(await keysUnder(s3, `brand/${other}/`)).toHaveLength(1);
  });
});
