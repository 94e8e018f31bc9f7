/**
 * One call to the sign-in library from a form: the library loads on first use, the form is busy meanwhile,
 * and a failure becomes the form's one error line (its text from `errorMessage`, or the text `run` returns
 * when the library answered but refused). Every auth form (sign in,
 * register, reset, confirm) submits through this, so they agree on when the error clears and when the
 * button is enabled again.
 */
import { useState } from 'react';
import { loadAmplifyAuth } from '../../../lib/auth/auth-provider';

export type AmplifyAuth = Awaited<ReturnType<typeof loadAmplifyAuth>>;

export function useAuthCall<V>(
  run: (auth: AmplifyAuth, values: V) => Promise<string | void>,
  errorMessage: (error: unknown) => string,
  onError?: (error: unknown) => void,
) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (values: V): Promise<void> => {
    setError(null);
    setBusy(true);
    try {
      const refused = await run(await loadAmplifyAuth(), values);
      if (typeof refused === 'string') setError(refused);
    } catch (caught) {
      setError(errorMessage(caught));
      onError?.(caught);
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy, error, setError };
}

/** The library's own message when it has one (Cognito's are meant for people), else `fallback`. */
export const messageOr =
  (fallback: string) =>
  (error: unknown): string =>
    error instanceof Error && error.message ? error.message : fallback;
