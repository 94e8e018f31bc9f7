/**
 * The auth state machine (loading → authenticated | unauthenticated) over a session module that is loaded
 * on demand. The editor SPA passes Amplify's loader (auth-provider.tsx); the public site's light tree passes
 * one that first loads /config.json, and asks only after the first paint (`afterPaint`), so a visitor's
 * first paint downloads neither Amplify nor the config schema.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type * as AmplifyAuth from './amplify-auth';
import { AuthContext, type AuthState, type AuthStatus, type AuthUser } from './auth-context';

export type SessionModule = Pick<typeof AmplifyAuth, 'readCurrentUser' | 'onAuthEvent' | 'endSession'>;

export interface AuthStateProviderProps {
  children: ReactNode;
  enabled: boolean;
  load: () => Promise<SessionModule>;
  /** Wait for the browser to paint the page before loading the session module. */
  afterPaint?: boolean;
}

function afterNextPaint(run: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(run, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

export function AuthStateProvider({ children, enabled, load, afterPaint = false }: AuthStateProviderProps) {
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<AuthUser | null>(null);

  const refresh = useCallback(async () => {
    const mod = await load();
    const current = await mod.readCurrentUser();
    setUser(current);
    setStatus(current ? 'authenticated' : 'unauthenticated');
  }, [load]);

  useEffect(() => {
    if (!enabled) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const check = () =>
      void (async () => {
        try {
          const mod = await load();
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
    const cancelWait = afterPaint ? afterNextPaint(check) : (check(), undefined);
    return () => {
      cancelled = true;
      cancelWait?.();
      unsubscribe?.();
    };
  }, [enabled, load, refresh, afterPaint]);

  const signOut = useCallback(async () => {
    let ok = true;
    try {
      const mod = await load();
      await mod.endSession();
    } catch (error) {
      console.warn('Logout failed', error);
      ok = false;
    }
    setUser(null);
    setStatus('unauthenticated');
    return { ok };
  }, [load]);

  const value = useMemo<AuthState>(
    () => ({ status, user, refresh, signOut }),
    [status, user, refresh, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
