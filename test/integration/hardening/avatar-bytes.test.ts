/**
 * SVG avatars are refused: they can carry script and would be served from the media origin.
 * Avatars are raster images only, checked by their bytes, not their name or declared type: an SVG is refused
 * at the request, and bytes that are not the declared raster image are refused at the confirmation, with the
 * profile left as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmAvatar, getProfile, requestAvatarUpload } from '../../../shared/api/endpoints/profile';
import { AVATAR_MESSAGES } from '../../../shared/messages/avatar-messages';
import { callEndpoint } from '../editor-api/support/editor-client';
import { expectError, expectOk, type TestUser } from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');

let editor: TestUser;
beforeAll(async () => {
  editor = await signedInUser('avatar-bytes');
});

async function uploadAs(contentType: string, body: Buffer): Promise<string> {
  const slot = await expectOk(requestAvatarUpload, {
    token: editor.token,
    body: { contentType, size: body.length },
  });
  const put = await fetch(slot.uploadUrl, {
    method: 'PUT',
    headers: slot.headers,
    body: new Uint8Array(body),
  });
  expect(put.ok).toBe(true);
  return slot.key;
}

describe('avatars are raster images checked by their bytes', () => {
  it('refuses an SVG at the request', async () => {
    const svg = await callEndpoint(requestAvatarUpload, {
      token: editor.token,
      body: { contentType: 'image/svg+xml', size: SVG.length },
    });
    expect(expectError(svg, 400).fields?.['body.contentType']).toBe(AVATAR_MESSAGES.imagesOnly);
  });

  it('refuses SVG bytes uploaded as a PNG, and a GIF declared as a PNG; the profile is unchanged', async () => {
    const before = await expectOk(getProfile, { token: editor.token });
    for (const key of [await uploadAs('image/png', SVG), await uploadAs('image/png', GIF)]) {
      const confirmed = await callEndpoint(confirmAvatar, { token: editor.token, body: { key } });
      expectError(confirmed, 400, AVATAR_MESSAGES.notARasterImage);
    }
    expect((await expectOk(getProfile, { token: editor.token })).profilePictureUrl).toBe(
      before.profilePictureUrl,
    );
  });

  it('accepts the raster image the bytes say it is', async () => {
    const key = await uploadAs('image/gif', GIF);
    const profile = await expectOk(confirmAvatar, { token: editor.token, body: { key } });
    expect(profile.profilePictureUrl).not.toBeNull();
  });
});
