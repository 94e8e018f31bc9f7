/**
 * The editor SPA's auth state over Amplify, imported on demand; pages that need no session (the client
 * review page) pass `enabled={false}` and never load it. The state machine is auth-state-provider.tsx.
 */
import type { ReactNode } from 'react';
import { getRuntimeConfig } from '../../config/runtime-config';
import { setTokenProvider } from '../api-client';
import type * as AmplifyAuth from './amplify-auth';
import { AuthStateProvider } from './auth-state-provider';

type AmplifyAuthModule = typeof AmplifyAuth;

let modulePromise: Promise<AmplifyAuthModule> | null = null;

/** Loads and configures Amplify once (the runtime config must be loaded). */
export function loadAmplifyAuth(): Promise<AmplifyAuthModule> {
  modulePromise ??= import('./amplify-auth').then((mod) => {
    mod.configureAmplify(getRuntimeConfig());
    setTokenProvider(mod.readIdToken);
    return mod;
  });
  return modulePromise;
}

export function AuthProvider({ children, enabled }: { children: ReactNode; enabled: boolean }) {
  return (
    <AuthStateProvider enabled={enabled} load={loadAmplifyAuth}>
      {children}
    </AuthStateProvider>
  );
}
