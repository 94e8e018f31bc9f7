/**
 * A logo through the product's own upload path for the integration tests: a picture made on the spot, an
 * upload slot asked for as the SPA does, and the bytes PUT where the presigned slot says.
 */
import sharp from 'sharp';
import { expect } from 'vitest';
import { requestLogoUpload } from '../../../shared/api/endpoints/brand';
import { expectOk, type TestUser } from '../editor-api/support/fixtures';

/** A plain PNG of the given size. */
export function solidPng(width: number, height: number, background = '#7c3aed'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();
}

/** Asks for an upload slot as `declared` and PUTs `bytes` there; answers the key to confirm. */
export async function putLogoUpload(
  user: TestUser,
  declared: string,
  bytes: Buffer,
  headers = {},
): Promise<string> {
  const slot = await expectOk(requestLogoUpload, {
    token: user.token,
    headers,
    body: { contentType: declared, size: Math.max(1, bytes.length) },
  });
  const put = await fetch(slot.uploadUrl, {
    method: 'PUT',
    headers: slot.headers,
    body: new Uint8Array(bytes),
  });
  expect(put.ok, `upload answered ${put.status}`).toBe(true);
  return slot.key;
}
