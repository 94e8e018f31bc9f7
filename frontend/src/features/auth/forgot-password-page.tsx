/** /ForgotPassword: send the reset code, then set the new password with it (react-hook-form over shared zod). */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  forgotPasswordFormSchema,
  resetPasswordFormSchema,
  type ForgotPasswordForm,
  type ResetPasswordForm,
} from '../../../../shared/forms/forgot-password-form';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth-messages';
import { AUTH_FLOW_MESSAGES } from '../../../../shared/messages/editor-app-messages';
import { FormPasswordField } from '../../components/form/form-password-field';
import { FormShell } from '../../components/form/form-shell';
import { FormTextField } from '../../components/form/form-text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { getRuntimeConfig } from '../../config/runtime-config';
import { createPageUrl, paths } from '../../config/paths';
import { resetErrorMessage } from './auth-errors';
import { AuthCard } from './components/auth-card';
import { EmailField } from './components/email-field';
import { messageOr, useAuthCall } from './hooks/use-auth-call';

function SendCodeForm({ onSent }: { onSent: (email: string) => void }) {
  const form = useZodForm(forgotPasswordFormSchema, { email: '' });
  const email = useWatch({ control: form.control, name: 'email' });
  const send = useAuthCall(async (mod, values: ForgotPasswordForm) => {
    await mod.sendPasswordResetCode(values.email);
    onSent(values.email);
  }, resetErrorMessage);

  return (
    <FormShell
      form={form}
      onSubmit={send.submit}
      label={AUTH_MESSAGES.sendResetEmail}
      error={send.error}
      submitLabel={AUTH_MESSAGES.sendResetEmail}
      submitDisabled={send.busy || email.trim() === ''}
    >
      <EmailField control={form.control} />
    </FormShell>
  );
}

function NewPasswordForm({ sentTo }: { sentTo: string }) {
  const navigate = useNavigate();
  const form = useZodForm(resetPasswordFormSchema, { code: '', newPassword: '' });
  const mailPageUrl = getRuntimeConfig().mailPageUrl;
  const confirm = useAuthCall(async (mod, values: ResetPasswordForm) => {
    await mod.setNewPassword(sentTo, values.code, values.newPassword);
    navigate(paths.login, { state: { email: sentTo, notice: AUTH_FLOW_MESSAGES.passwordReset } });
  }, messageOr(AUTH_FLOW_MESSAGES.resetConfirmFailed));

  return (
    <FormShell
      form={form}
      onSubmit={confirm.submit}
      label={AUTH_FLOW_MESSAGES.setNewPassword}
      error={confirm.error}
      submitLabel={AUTH_FLOW_MESSAGES.setNewPassword}
      submitDisabled={confirm.busy}
      notices={
        <>
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
        </>
      }
    >
      <FormTextField
        control={form.control}
        name="code"
        label={AUTH_FLOW_MESSAGES.resetCodeLabel}
        autoComplete="one-time-code"
      />
      <FormPasswordField
        control={form.control}
        name="newPassword"
        label={AUTH_FLOW_MESSAGES.newPasswordLabel}
        autoComplete="new-password"
      />
    </FormShell>
  );
}

export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const backLink = (
    <Link component={RouterLink} to={createPageUrl('Login')}>
      {AUTH_MESSAGES.backToSignIn}
    </Link>
  );
  return (
    <AuthCard title={AUTH_FLOW_MESSAGES.forgotTitle} footer={backLink}>
      {sentTo ? <NewPasswordForm sentTo={sentTo} /> : <SendCodeForm onSent={setSentTo} />}
    </AuthCard>
  );
}
