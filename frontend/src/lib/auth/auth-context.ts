import { createContext, useContext } from 'react';

/** The signed-in user as the SPA mirrors it (cleared on sign-out). */
export interface AuthUser {
  userId: string;
  email: string;
  /** The `name` attribute given at sign-up. */
  fullName: string | null;
  /**
   * Member of the user pool's admin group (the ID token's `cognito:groups`). Display only: the server
   * never trusts a role from the client.
   */
  isAdmin?: boolean;
}

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** Re-reads the session (after sign-in). */
  refresh(): Promise<void>;
  /** Ends the session; resolves even when the provider call fails (the caller still leaves). */
  signOut(): Promise<{ ok: boolean }>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside <AuthProvider>');
  return value;
}
