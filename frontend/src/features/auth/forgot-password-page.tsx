/** /ForgotPassword: send the reset code, then set the new password with it. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { forgotPasswordFormSchema } from '../../../../shared/forms/forgot-password-form';
import { validateForm } from '../../../../shared/forms/field-errors';
import { passwordSchema } from '../../../../shared/forms/login-form';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth-messages';
import { AUTH_FLOW_MESSAGES } from '../../../../shared/messages/editor-app-messages';
import { getRuntimeConfig } from '../../config/runtime-config';
import { createPageUrl, paths } from '../../config/paths';
import { loadAmplifyAuth } from '../../lib/auth/auth-provider';
import { resetErrorMessage } from './auth-errors';
import { AuthCard } from './components/auth-card';
import { PasswordField } from './components/password-field';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const mailPageUrl = getRuntimeConfig().mailPageUrl;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const result = validateForm(forgotPasswordFormSchema, { email });
    if (!result.ok) {
      setEmailError(result.errors.email);
      return;
    }
    setSending(true);
    try {
      const mod = await loadAmplifyAuth();
      await mod.sendPasswordResetCode(result.value.email);
      setSentTo(result.value.email);
    } catch (error) {
      setFormError(resetErrorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    setFormError(null);
    const pw = passwordSchema.safeParse(newPassword);
    if (!pw.success) {
      setPasswordError(pw.error.issues[0]?.message);
      return;
    }
    if (!code.trim()) {
      setFormError(AUTH_FLOW_MESSAGES.codeRequired);
      return;
    }
    setSending(true);
    try {
      const mod = await loadAmplifyAuth();
      await mod.setNewPassword(sentTo, code.trim(), newPassword);
      navigate(paths.login, { state: { email: sentTo, notice: AUTH_FLOW_MESSAGES.passwordReset } });
    } catch (error) {
      setFormError(
        error instanceof Error && error.message ? error.message : AUTH_FLOW_MESSAGES.resetConfirmFailed,
      );
    } finally {
      setSending(false);
    }
  };

  const backLink = (
    <Link component={RouterLink} to={createPageUrl('Login')}>
      {AUTH_MESSAGES.backToSignIn}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard title={AUTH_FLOW_MESSAGES.forgotTitle} footer={backLink}>
        <Stack
          component="form"
          spacing={2}
          onSubmit={(e) => void confirm(e)}
          noValidate
          aria-label={AUTH_FLOW_MESSAGES.setNewPassword}
        >
          <Alert severity="success">{AUTH_MESSAGES.resetEmailSent}</Alert>
          <Alert severity="info">
            {AUTH_FLOW_MESSAGES.resetCodeSent(sentTo)}
            {mailPageUrl ? (
              <>
                {' '}
                <Link href={mailPageUrl} target="_blank" rel="noopener">
                  {AUTH_FLOW_MESSAGES.openMailPage}
                </Link>
              </>
            ) : null}
          </Alert>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <TextField
            label={AUTH_FLOW_MESSAGES.resetCodeLabel}
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
          />
          <PasswordField
            label={AUTH_FLOW_MESSAGES.newPasswordLabel}
            name="newPassword"
            autoComplete="new-password"
            value={newPassword}
            onChange={(v) => {
              setNewPassword(v);
              setPasswordError(undefined);
            }}
            error={passwordError}
          />
          <Button type="submit" variant="contained" size="large" disabled={sending}>
            {AUTH_FLOW_MESSAGES.setNewPassword}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={AUTH_FLOW_MESSAGES.forgotTitle} footer={backLink}>
      <Stack
        component="form"
        spacing={2}
        onSubmit={(e) => void send(e)}
        noValidate
        aria-label={AUTH_MESSAGES.sendResetEmail}
      >
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <TextField
          label={AUTH_MESSAGES.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailError(undefined);
          }}
          error={Boolean(emailError)}
          helperText={emailError}
        />
        <Button type="submit" variant="contained" size="large" disabled={sending || email.trim() === ''}>
          {AUTH_MESSAGES.sendResetEmail}
        </Button>
      </Stack>
    </AuthCard>
  );
}
