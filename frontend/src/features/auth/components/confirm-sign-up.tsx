/** The e-mail confirmation step: the code the user pool sent (locally: on the local mail page). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { AUTH_FLOW_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { loadAmplifyAuth } from '../../../lib/auth/auth-provider';
import { messageOr, useAuthCall } from '../hooks/use-auth-call';

export function ConfirmSignUp({ email, onConfirmed }: { email: string; onConfirmed: () => void }) {
  const [code, setCode] = useState('');
  const [info, setInfo] = useState<string | null>(null);
  const mailPageUrl = getRuntimeConfig().mailPageUrl;
  const failed = messageOr(AUTH_FLOW_MESSAGES.confirmFailed);
  const confirm = useAuthCall(async (mod, trimmed: string) => {
    await mod.confirmRegistration(email, trimmed);
    onConfirmed();
  }, failed);
  const { error, setError, busy } = confirm;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(AUTH_FLOW_MESSAGES.codeRequired);
      return;
    }
    await confirm.submit(code.trim());
  };

  const resend = async () => {
    setError(null);
    try {
      const mod = await loadAmplifyAuth();
      await mod.resendRegistrationCode(email);
      setInfo(AUTH_FLOW_MESSAGES.codeResent);
    } catch (e) {
      setError(failed(e));
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={AUTH_FLOW_MESSAGES.confirmTitle}
    >
      <Typography variant="h3" component="h2">
        {AUTH_FLOW_MESSAGES.confirmTitle}
      </Typography>
      <Typography color="text.secondary">{AUTH_FLOW_MESSAGES.confirmIntro(email)}</Typography>
      {mailPageUrl ? (
        <Alert severity="info">
          {AUTH_FLOW_MESSAGES.localMailHint}{' '}
          <Link href={mailPageUrl} target="_blank" rel="noopener">
            {AUTH_FLOW_MESSAGES.openMailPage}
          </Link>
        </Alert>
      ) : null}
      <TextField
        label={AUTH_FLOW_MESSAGES.confirmationCodeLabel}
        name="code"
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setError(null);
        }}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={Boolean(error)}
        helperText={error ?? undefined}
      />
      {info ? <Alert severity="success">{info}</Alert> : null}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {AUTH_FLOW_MESSAGES.confirmButton}
      </Button>
      <Button onClick={() => void resend()}>{AUTH_FLOW_MESSAGES.resendCode}</Button>
    </Stack>
  );
}
