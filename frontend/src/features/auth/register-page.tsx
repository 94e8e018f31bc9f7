/** /Register: full name, e-mail, password with the strength meter, confirm; then the e-mail code step. */
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { registerFormSchema, type RegisterForm } from '../../../../shared/forms/register-form';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth-messages';
import { AUTH_FLOW_MESSAGES } from '../../../../shared/messages/editor-app-messages';
import { FormPasswordField } from '../../components/form/form-password-field';
import { FormShell } from '../../components/form/form-shell';
import { FormTextField } from '../../components/form/form-text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { createPageUrl, paths } from '../../config/paths';
import { signUpErrorMessage } from './auth-errors';
import { AuthCard } from './components/auth-card';
import { EmailField } from './components/email-field';
import { AuthFooterLink, OrGoogle } from './components/auth-links';
import { ConfirmSignUp } from './components/confirm-sign-up';
import { useAuthCall } from './hooks/use-auth-call';
import { StrengthMeter } from './components/strength-meter';

const EMPTY = { fullName: '', email: '', password: '', confirmPassword: '' };

export default function RegisterPage() {
  const navigate = useNavigate();
  const form = useZodForm(registerFormSchema, EMPTY);
  const password = useWatch({ control: form.control, name: 'password' });
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const register = useAuthCall(async (mod, values: RegisterForm) => {
    const { needsConfirmation } = await mod.registerAccount(values.fullName, values.email, values.password);
    form.reset(EMPTY);
    if (needsConfirmation) setPendingEmail(values.email);
    else navigate(paths.login, { state: { email: values.email } });
  }, signUpErrorMessage);

  if (pendingEmail) {
    return (
      <AuthCard title={AUTH_FLOW_MESSAGES.registerTitle}>
        <Alert severity="success" sx={{ mb: 2 }}>
          {AUTH_MESSAGES.accountCreated}
        </Alert>
        <ConfirmSignUp
          email={pendingEmail}
          onConfirmed={() =>
            navigate(paths.login, { state: { email: pendingEmail, notice: AUTH_FLOW_MESSAGES.confirmed } })
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={AUTH_FLOW_MESSAGES.registerTitle}
      footer={
        <AuthFooterLink
          text={AUTH_FLOW_MESSAGES.haveAccount}
          linkText={AUTH_FLOW_MESSAGES.signInLink}
          to={createPageUrl('Login')}
        />
      }
    >
      <FormShell
        form={form}
        onSubmit={register.submit}
        label={AUTH_MESSAGES.createAccount}
        error={register.error}
        submitLabel={AUTH_MESSAGES.createAccount}
        submitDisabled={register.busy}
        after={<OrGoogle />}
      >
        <FormTextField
          control={form.control}
          name="fullName"
          label={AUTH_MESSAGES.fullNameLabel}
          autoComplete="name"
        />
        <EmailField control={form.control} />
        <FormPasswordField
          control={form.control}
          name="password"
          label={AUTH_MESSAGES.passwordLabel}
          autoComplete="new-password"
        />
        <StrengthMeter password={password} />
        <FormPasswordField
          control={form.control}
          name="confirmPassword"
          label={AUTH_MESSAGES.confirmPasswordLabel}
          autoComplete="new-password"
        />
      </FormShell>
    </AuthCard>
  );
}
