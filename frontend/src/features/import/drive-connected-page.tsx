/**
 * /DriveConnected: where the Drive consent popup lands. Reads the token (or the error) from the fragment,
 * checks the state against the one the wizard stored, posts the answer to the opener (its own origin
 * only), drops the fragment from the address bar and closes the window.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { IMPORT_MESSAGES } from '../../../../shared/messages/import-messages';
import {
  DRIVE_OAUTH_STATE_KEY,
  DRIVE_TOKEN_MESSAGE_TYPE,
  parseDriveOAuthFragment,
  type DriveTokenMessage,
} from './lib/drive-oauth';

interface Handoff {
  /** The message for the opener, or null when the answer does not match this tab's pending request. */
  message: DriveTokenMessage | null;
}

/** Reads the answer once (the effect below then clears the fragment and the stored state). */
function readHandoff(): Handoff {
  const answer = parseDriveOAuthFragment(window.location.hash);
  const expected = window.sessionStorage.getItem(DRIVE_OAUTH_STATE_KEY);
  if (!answer.state || !expected || answer.state !== expected || !window.opener) return { message: null };
  return {
    message: {
      type: DRIVE_TOKEN_MESSAGE_TYPE,
      state: answer.state,
      ...(answer.accessToken && !answer.error
        ? { accessToken: answer.accessToken }
        : { error: answer.error ?? 'no_token' }),
    },
  };
}

export default function DriveConnectedPage() {
  const [{ message }] = useState(readHandoff);

  useEffect(() => {
    window.history.replaceState(null, '', window.location.pathname);
    window.sessionStorage.removeItem(DRIVE_OAUTH_STATE_KEY);
    if (!message) return;
    (window.opener as Window).postMessage(message, window.location.origin);
    window.close();
  }, [message]);

  return (
    <Box component="main" sx={{ p: 3, maxWidth: 480, mx: 'auto' }}>
      {message ? (
        <Alert severity="success">{IMPORT_MESSAGES.driveConnectedTitle}</Alert>
      ) : (
        <Alert severity="error">{IMPORT_MESSAGES.driveConnectStateMismatch}</Alert>
      )}
    </Box>
  );
}
