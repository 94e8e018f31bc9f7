/**
 * Holds the auth state (loading → authenticated | unauthenticated). Amplify is imported on demand; pages
 * that need no session (the client review page) pass `enabled={false}` and never load it.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getRuntimeConfig } from '../../config/runtime-config';
import { setTokenProvider } from '../api-client';
import type * as AmplifyAuth from './amplify-auth';
import { AuthContext, type AuthState, type AuthStatus, type AuthUser } from './auth-context';

type AmplifyAuthModule = typeof AmplifyAuth;

let modulePromise: Promise<AmplifyAuthModule> | null = null;

/** Loads and configures Amplify once. */
export function loadAmplifyAuth(): Promise<AmplifyAuthModule> {
  modulePromise ??= import('./amplify-auth').then((mod) => {
    mod.configureAmplify(getRuntimeConfig());
    setTokenProvider(mod.readIdToken);
    return mod;
  });
  return modulePromise;
}

export function AuthProvider({ children, enabled }: { children: ReactNode; enabled: boolean }) {
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<AuthUser | null>(null);

  const refresh = useCallback(async () => {
    const mod = await loadAmplifyAuth();
    const current = await mod.readCurrentUser();
    setUser(current);
    setStatus(current ? 'authenticated' : 'unauthenticated');
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      try {
        const mod = await loadAmplifyAuth();
        if (cancelled) return;
        unsubscribe = mod.onAuthEvent((event) => {
          if (event === 'signedOut') {
            setUser(null);
            setStatus('unauthenticated');
          } else {
            void refresh();
          }
        });
        await refresh();
      } catch (error) {
        console.warn('Session check failed', error);
        setUser(null);
        setStatus('unauthenticated');
      }
    })();
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [enabled, refresh]);

  const signOut = useCallback(async () => {
    let ok = true;
    try {
      const mod = await loadAmplifyAuth();
      await mod.endSession();
    } catch (error) {
      console.warn('Logout failed', error);
      ok = false;
    }
    setUser(null);
    setStatus('unauthenticated');
    return { ok };
  }, []);

  const value = useMemo<AuthState>(
    () => ({ status, user, refresh, signOut }),
    [status, user, refresh, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
