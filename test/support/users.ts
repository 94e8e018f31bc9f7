/**
 * Editors for tests, in the local user pool of the running test system (cognito-local).
 * `createConfirmedUser` signs up and confirms a new user with a unique e-mail; `signIn` returns the tokens
 * the SPA would hold. Owner routes expect `Authorization: Bearer <idToken>`.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { ensureConfirmedUser } from '../../infra/local/seed/confirmed-user';
import { assertLocalEndpoint } from './env';

export const TEST_PASSWORD = 'Test-password-1';

export interface TestUser {
  userId: string;
  email: string;
  password: string;
  fullName: string;
}

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

let client: CognitoIdentityProviderClient | undefined;
function cognito(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: assertLocalEndpoint(inject('cognitoEndpoint')),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return client;
}

/** A unique address per call: `<prefix>-<uuid>@test.cutroom.local`. */
export function uniqueEmail(prefix = 'editor'): string {
  return `${prefix}-${randomUUID()}@test.cutroom.local`;
}

export async function createConfirmedUser(
  input: { email?: string; password?: string; fullName?: string } = {},
): Promise<TestUser> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? TEST_PASSWORD;
  const fullName = input.fullName ?? 'Test Editor';
  const { userId } = await ensureConfirmedUser(cognito(), {
    userPoolId: inject('userPoolId'),
    clientId: inject('clientId'),
    email,
    password,
    fullName,
  });
  return { userId, email, password, fullName };
}

export async function signIn(email: string, password: string): Promise<Tokens> {
  const result = await cognito().send(
    new InitiateAuthCommand({
      ClientId: inject('clientId'),
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const auth = result.AuthenticationResult;
  if (!auth?.IdToken || !auth.AccessToken || !auth.RefreshToken) {
    throw new Error(`Sign-in of ${email} returned no tokens (challenge: ${result.ChallengeName ?? 'none'})`);
  }
  return { idToken: auth.IdToken, accessToken: auth.AccessToken, refreshToken: auth.RefreshToken };
}

/** A confirmed, signed-in editor with the `authorization` header owner routes expect. */
export async function signedInUser(
  input: { email?: string; password?: string; fullName?: string } = {},
): Promise<TestUser & { tokens: Tokens; authorization: string }> {
  const user = await createConfirmedUser(input);
  const tokens = await signIn(user.email, user.password);
  return { ...user, tokens, authorization: `Bearer ${tokens.idToken}` };
}
