/**
 * The owner-route TokenVerifier (see ../http/route.ts).
 *
 * Token choice: the SPA sends the Cognito **ID token** (`Authorization: Bearer <idToken>`), so the e-mail
 * is in the claims; `token_use` must be `id` and `aud` must be the app client id.
 *
 * - Cloud: `CognitoJwtVerifier` (JWKS fetched over https from cognito-idp, cached per container).
 * - Local (CUTROOM_LOCAL_JWT_ISSUER set): cognito-local serves its JWKS over plain http, which
 *   aws-jwt-verify refuses to fetch, and its pool ids (`local_…`) are not accepted by CognitoJwtVerifier;
 *   so we use the generic `JwtRsaVerifier` with the issuer, fetch the JWKS ourselves and cache it in the
 *   verifier. Signature, issuer, audience, expiry and token_use are checked the same way in both.
 *
 * Anything invalid, expired or without an expiry (`exp`) → UnauthorizedError (401).
 */
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import * as z from '../zod';
import { UnauthorizedError } from '../../../shared/errors/app-error';
import { userPoolConfig, type UserPoolConfig } from '../config/env';
import type { AuthContext, TokenVerifier } from '../http/route';

/** Which Cognito token the API expects from the SPA. */
export const EXPECTED_TOKEN_USE = 'id' as const;

const claimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  email: z.optional(z.string()),
  name: z.optional(z.string()),
});

export function authContextFromClaims(payload: JwtPayload): AuthContext {
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw new UnauthorizedError();
  const { sub, email, name } = claims.data;
  return { userId: sub, ...(email ? { email } : {}), ...(name ? { name } : {}) };
}

const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())).check(z.minLength(1)) });

async function fetchLocalJwks(issuer: string) {
  const url = `${issuer}/.well-known/jwks.json`;
  let response: Response | undefined;
  // cognito-local may still be settling right after start: a few quick retries.
  for (let attempt = 1; !response; attempt += 1) {
    try {
      response = await fetch(url);
    } catch (error) {
      if (attempt < 4) {
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
        continue;
      }
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw new Error(`Could not fetch the local JWKS ${url}${cause}`, { cause: error });
    }
  }
  if (!response.ok) throw new Error(`Local JWKS ${url} answered HTTP ${response.status}`);
  return jwksSchema.parse(await response.json());
}

function wrap(verify: (token: string) => Promise<JwtPayload>): TokenVerifier {
  return async (token) => {
    let payload: JwtPayload;
    try {
      payload = await verify(token);
    } catch {
      throw new UnauthorizedError();
    }
    // aws-jwt-verify checks `exp` only when it is there: a token that never expires is refused outright.
    if (typeof payload.exp !== 'number') throw new UnauthorizedError();
    return authContextFromClaims(payload);
  };
}

/** A verifier for the given pool (tests build one with their own config). */
export async function createTokenVerifier(config: UserPoolConfig): Promise<TokenVerifier> {
  if (config.localIssuer) {
    const issuer = config.localIssuer;
    const verifier = JwtRsaVerifier.create({
      issuer,
      audience: config.clientId,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== EXPECTED_TOKEN_USE) throw new Error('Unexpected token_use');
      },
    });
    const jwks = await fetchLocalJwks(issuer);
    verifier.cacheJwks(jwks as unknown as Parameters<typeof verifier.cacheJwks>[0]);
    return wrap((token) => verifier.verify(token));
  }
  const verifier = CognitoJwtVerifier.create({
    userPoolId: config.userPoolId,
    clientId: config.clientId,
    tokenUse: EXPECTED_TOKEN_USE,
  });
  return wrap((token) => verifier.verify(token));
}

let shared: Promise<TokenVerifier> | undefined;
let sharedFor: string | undefined;

/**
 * The verifier for the pool in the environment, built once per container and again only when the pool
 * settings change (the local system points the handlers at its pool through the environment).
 */
export function tokenVerifier(): Promise<TokenVerifier> {
  const config = userPoolConfig();
  const key = JSON.stringify(config);
  if (!shared || sharedFor !== key) {
    sharedFor = key;
    shared = createTokenVerifier(config).catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
  }
  return shared;
}

/** Forgets the shared verifier (the local system calls it when it points the handlers at a new pool). */
export function resetTokenVerifier(): void {
  shared = undefined;
}
