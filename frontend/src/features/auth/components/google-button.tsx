import GoogleIcon from '@mui/icons-material/Google';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { AUTH_MESSAGES } from '../../../../../shared/messages/auth-messages';
import { AUTH_FLOW_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { loadAmplifyAuth } from '../../../lib/auth/auth-provider';

/** Google through the user pool's federated provider; where it is not configured the button says so. */
export function GoogleButton() {
  const [message, setMessage] = useState<{ severity: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    const config = getRuntimeConfig();
    if (!config.googleSignIn || !config.oauthDomain) {
      setMessage({ severity: 'info', text: AUTH_FLOW_MESSAGES.googleNotConfigured });
      return;
    }
    setBusy(true);
    try {
      const mod = await loadAmplifyAuth();
      await mod.signInWithGoogle();
    } catch (error) {
      setMessage({
        severity: 'error',
        text:
          error instanceof Error && error.message
            ? error.message || AUTH_MESSAGES.googleFailed
            : AUTH_MESSAGES.googleUnexpected,
      });
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        fullWidth
        size="large"
        startIcon={<GoogleIcon />}
        onClick={() => void onClick()}
        disabled={busy}
      >
        {AUTH_MESSAGES.continueWithGoogle}
      </Button>
      {message ? (
        <Alert severity={message.severity} sx={{ mt: 1.5 }} role="status">
          {message.text}
        </Alert>
      ) : null}
    </>
  );
}
