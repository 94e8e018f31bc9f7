import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../../functions/platform/auth/verify-token';
import { userPoolConfig } from '../../../functions/platform/config/env';
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

  it('refuses a correctly signed token of the pool that carries no expiry (exp)', async () => {
    const user = await createConfirmedUser();
    const tokens = await signIn(user.email, user.password);
    const verify = await createTokenVerifier(userPoolConfig());
    // cognito-local signs with a key it ships: sign the same claims with it, minus `exp`.
    const keyFile = createRequire(import.meta.url).resolve(
      'cognito-local/lib/keys/cognitoLocal.private.json',
    );
    const { pem } = JSON.parse(readFileSync(keyFile, 'utf8')) as { pem: string };
    const [header = '', payload = ''] = tokens.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const sign = (body: Record<string, unknown>) => {
      const unsigned = `${header}.${Buffer.from(JSON.stringify(body)).toString('base64url')}`;
      const signature = createSign('RSA-SHA256').update(unsigned).sign(pem).toString('base64url');
      return `${unsigned}.${signature}`;
    };
    // The same claims re-signed are accepted (the signing is right), without `exp` they are not.
    await expect(verify(sign(claims))).resolves.toMatchObject({ userId: user.userId });
    const { exp: _dropped, ...forever } = claims;
    await expect(verify(sign(forever))).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('refuses a wrong password at sign-in', async () => {
    const user = await createConfirmedUser();
    await expect(signIn(user.email, 'Wrong-password-9')).rejects.toThrow();
  });
});
