/**
 * Everything the SPA does with Amplify Auth (aws-amplify/auth only), behind one module that is loaded on
 * demand so the public review page never downloads it. Locally it talks to cognito-local with
 * USER_PASSWORD_AUTH. The session part (configure, session check, ID token, sign-out, events) is here; the
 * sign-in / sign-up / password calls live in amplify-auth-actions.ts, loaded on first use, so an editor
 * page's first render does not download the SRP and sign-up code.
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, getCurrentUser, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { isAdminFromGroups } from '../../../../shared/config/roles';
import type { RuntimeConfig } from '../../config/runtime-config';
import type { SignInOutcome } from './amplify-auth-actions';
import type { AuthUser } from './auth-context';

let configuredWith: RuntimeConfig | null = null;

export function configureAmplify(config: RuntimeConfig): void {
  if (configuredWith === config) return;
  const redirect = `${window.location.origin}/Dashboard`;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: {
          email: true,
          ...(config.googleSignIn && config.oauthDomain
            ? {
                oauth: {
                  domain: config.oauthDomain,
                  scopes: ['openid', 'email', 'profile'],
                  redirectSignIn: [redirect],
                  redirectSignOut: [`${window.location.origin}/Home`],
                  responseType: 'code' as const,
                },
              }
            : {}),
        },
      },
    },
  });
  configuredWith = config;
}

function authFlow(): 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH' {
  return configuredWith?.authFlowType ?? 'USER_SRP_AUTH';
}

/** The current user from the ID token, or null when signed out or the session check fails. */
export async function readCurrentUser(): Promise<AuthUser | null> {
  try {
    const session = await fetchAuthSession();
    const claims = session.tokens?.idToken?.payload;
    if (!claims) return null;
    const current = await getCurrentUser();
    const email = typeof claims.email === 'string' ? claims.email : (current.signInDetails?.loginId ?? '');
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name : null;
    return {
      userId: current.userId,
      email,
      fullName: name,
      isAdmin: isAdminFromGroups(claims['cognito:groups']),
    };
  } catch (error) {
    // A failed session check is logged and treated as signed out (spec §8).
    console.warn('Session check failed', error);
    return null;
  }
}

/** The Cognito ID token the API verifies (FOUNDATION's verifier accepts the ID token). */
export async function readIdToken(): Promise<string | null> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}

export type { SignInOutcome } from './amplify-auth-actions';

const loadActions = () => import('./amplify-auth-actions');

export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  return (await loadActions()).signInWithPassword(email, password, authFlow());
}

export async function registerAccount(
  fullName: string,
  email: string,
  password: string,
): Promise<{ needsConfirmation: boolean }> {
  return (await loadActions()).registerAccount(fullName, email, password);
}

export async function confirmRegistration(email: string, code: string): Promise<void> {
  await (await loadActions()).confirmRegistration(email, code);
}

export async function resendRegistrationCode(email: string): Promise<void> {
  await (await loadActions()).resendRegistrationCode(email);
}

export async function sendPasswordResetCode(email: string): Promise<void> {
  await (await loadActions()).sendPasswordResetCode(email);
}

export async function setNewPassword(email: string, code: string, newPassword: string): Promise<void> {
  await (await loadActions()).setNewPassword(email, code, newPassword);
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await (await loadActions()).changePassword(oldPassword, newPassword);
}

export async function signInWithGoogle(): Promise<void> {
  await (await loadActions()).signInWithGoogle();
}

export async function endSession(): Promise<void> {
  await signOut();
}

/** Subscribes to signedIn / signedOut / tokenRefresh; returns the unsubscribe function. */
export function onAuthEvent(
  listener: (event: 'signedIn' | 'signedOut' | 'tokenRefresh') => void,
): () => void {
  return Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'signedIn' || payload.event === 'signedOut' || payload.event === 'tokenRefresh') {
      listener(payload.event);
    }
  });
}
