/** The editor's time display preference through HTTP: stored on the profile, mm:ss until chosen, validated. */
import { beforeAll, describe, expect, it } from 'vitest';
import { getProfile, updatePreferences } from '../../../shared/api/endpoints/profile';
import { callEndpoint } from './support/editor-client';
import { expectError, expectOk, type TestUser } from './support/fixtures';
import { signedInUser } from './support/users';

describe('time display preference', () => {
  let editor: TestUser;
  beforeAll(async () => {
    editor = await signedInUser('time-display');
  });

  it('is absent (mm:ss) until chosen, then stored on the profile', async () => {
    expect((await expectOk(getProfile, { token: editor.token })).timeDisplay).toBeUndefined();
    const updated = await expectOk(updatePreferences, {
      token: editor.token,
      body: { timeDisplay: 'timecode' },
    });
    expect(updated.timeDisplay).toBe('timecode');
    expect((await expectOk(getProfile, { token: editor.token })).timeDisplay).toBe('timecode');
    await expectOk(updatePreferences, { token: editor.token, body: { timeDisplay: 'frames' } });
    expect((await expectOk(getProfile, { token: editor.token })).timeDisplay).toBe('frames');
  });

  it('refuses an unknown display (400) and keeps the choice', async () => {
    const res = await callEndpoint(updatePreferences, {
      token: editor.token,
      body: { timeDisplay: 'seconds' },
    });
    expect(expectError(res, 400).fields?.['body.timeDisplay']).toBeTruthy();
    expect((await expectOk(getProfile, { token: editor.token })).timeDisplay).toBe('frames');
  });
});
