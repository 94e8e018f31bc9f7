/**
 * The post-confirmation trigger, run by the local user pool on sign-up confirmation: the profile exists
 * with the full name as full and display name before the first API call; running it again changes nothing;
 * the password-reset confirmation does not touch the profile.
 */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { makePostConfirmationHandler } from '../../../functions/cognito-post-confirmation/handler';
import { getProfile as readProfile } from '../../../functions/projects/store/profile-repository';
import { createConfirmedUser } from '../../support/users';
import { localClients } from '../drive/support/worker-kit';

function event(
  triggerSource: PostConfirmationTriggerEvent['triggerSource'],
  attributes: Record<string, string>,
): PostConfirmationTriggerEvent {
  return {
    version: '1',
    region: 'local',
    userPoolId: 'local_pool',
    userName: attributes['email'] ?? 'x',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    triggerSource,
    request: { userAttributes: attributes },
    response: {},
  };
}

describe('post-confirmation trigger', () => {
  it('creates the profile with the sign-up name when the local pool confirms the sign-up', async () => {
    const user = await createConfirmedUser({ fullName: 'Ada Lovelace' });
    const { db } = localClients();
    const profile = await readProfile(db, user.userId);
    expect(profile).toMatchObject({
      id: user.userId,
      email: user.email,
      fullName: 'Ada Lovelace',
      displayName: 'Ada Lovelace',
      planLevel: 'free',
      displayUserId: user.userId,
    });
  });

  it('is idempotent and ignores the password-reset confirmation', async () => {
    const { db } = localClients();
    const handler = makePostConfirmationHandler(() => db);
    const sub = crypto.randomUUID();
    const attributes = { sub, email: `${sub}@test.cutroom.local`, name: 'Grace Hopper' };
    await handler(event('PostConfirmation_ConfirmSignUp', attributes));
    const first = await readProfile(db, sub);
    await handler(event('PostConfirmation_ConfirmSignUp', { ...attributes, name: 'Someone Else' }));
    expect(await readProfile(db, sub)).toEqual(first);

    const other = crypto.randomUUID();
    await handler(
      event('PostConfirmation_ConfirmForgotPassword', { sub: other, email: `${other}@test.cutroom.local` }),
    );
    expect(await readProfile(db, other)).toBeNull();
  });
});
