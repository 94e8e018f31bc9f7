/** The wizard's side of Connect Google Drive: opens the consent popup and waits for the token message. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { IMPORT_MESSAGES } from '../../../../../shared/messages/import-messages';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { paths } from '../../../config/paths';
import {
  DRIVE_OAUTH_STATE_KEY,
  DRIVE_POPUP_FEATURES,
  DRIVE_POPUP_NAME,
  driveAuthorizeUrl,
  driveRedirectUri,
  driveTokenMessageSchema,
  randomState,
} from './drive-oauth';

export interface DriveConnect {
  /** False when the environment has no driveOAuth config (the button explains instead). */
  configured: boolean;
  connect: () => void;
  waiting: boolean;
  error: string | null;
}

export function useDriveConnect(onToken: (accessToken: string) => void): DriveConnect {
  const config = getRuntimeConfig().driveOAuth;
  const pendingState = useRef<string | null>(null);
  const onTokenRef = useRef(onToken);
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const parsed = driveTokenMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      if (!pendingState.current || parsed.data.state !== pendingState.current) return;
      pendingState.current = null;
      window.sessionStorage.removeItem(DRIVE_OAUTH_STATE_KEY);
      setWaiting(false);
      if (parsed.data.accessToken) {
        setError(null);
        onTokenRef.current(parsed.data.accessToken);
      } else {
        setError(IMPORT_MESSAGES.driveConnectDenied);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const connect = useCallback(() => {
    if (!config) return;
    const state = randomState();
    pendingState.current = state;
    window.sessionStorage.setItem(DRIVE_OAUTH_STATE_KEY, state);
    const url = driveAuthorizeUrl(
      config,
      driveRedirectUri(window.location.origin, paths.driveConnected),
      state,
    );
    const popup = window.open(url, DRIVE_POPUP_NAME, DRIVE_POPUP_FEATURES);
    if (!popup) {
      pendingState.current = null;
      window.sessionStorage.removeItem(DRIVE_OAUTH_STATE_KEY);
      setWaiting(false);
      setError(IMPORT_MESSAGES.driveConnectPopupBlocked);
      return;
    }
    setError(null);
    setWaiting(true);
    popup.focus();
  }, [config]);

  return { configured: config !== undefined, connect, waiting, error };
}
