import { describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../../functions/lib/auth/verify-token';
import { userPoolConfig } from '../../../functions/lib/config/env';
import { UnauthorizedError } from '../../../shared/errors/app-error';
import { createConfirmedUser, signIn, uniqueEmail } from '../../support/users';

describe('owner token verification against the local user pool', () => {
  it('accepts the ID token of a confirmed user and yields its id and e-mail', async () => {
    const email = uniqueEmail('auth');
    const user = await createConfirmedUser({ email, fullName: 'Ada Editor' });
    const tokens = await signIn(user.email, user.password);
    const verify = await createTokenVerifier(userPoolConfig());
    await expect(verify(tokens.idToken)).resolves.toMatchObject({ userId: user.userId, email });
  });

  it('refuses an access token, a tampered token and garbage with UnauthorizedError', async () => {
    const user = await createConfirmedUser();
    const tokens = await signIn(user.email, user.password);
    const verify = await createTokenVerifier(userPoolConfig());
    await expect(verify(tokens.accessToken)).rejects.toBeInstanceOf(UnauthorizedError);
    const [header, payload, signature] = tokens.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    await expect(verify(`${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(verify('not-a-jwt')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('refuses a wrong password at sign-in', async () => {
    const user = await createConfirmedUser();
    await expect(signIn(user.email, 'Wrong-password-9')).rejects.toThrow();
  });
});
