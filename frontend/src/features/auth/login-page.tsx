/** /Login: e-mail and password, Google, links to forgot-password and sign-up (spec §2.8, §5, §8). */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { loginFormSchema, type LoginForm } from '../../../../shared/forms/login-form';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth-messages';
import { AUTH_FLOW_MESSAGES } from '../../../../shared/messages/editor-app-messages';
import { FormPasswordField } from '../../components/form/form-password-field';
import { FormShell } from '../../components/form/form-shell';
import { useZodForm } from '../../components/form/use-zod-form';
import { createPageUrl, paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { isUserNotConfirmed, signInErrorMessage } from './auth-errors';
import { AuthCard } from './components/auth-card';
import { EmailField } from './components/email-field';
import { AuthFooterLink, OrGoogle } from './components/auth-links';
import { ConfirmSignUp } from './components/confirm-sign-up';
import { useAuthCall } from './hooks/use-auth-call';

function stateString(state: unknown, key: string): string | undefined {
  if (typeof state === 'object' && state !== null && key in state) {
    const value = (state as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const form = useZodForm(loginFormSchema, {
    email: stateString(location.state, 'email') ?? '',
    password: '',
  });
  const [notice] = useState(stateString(location.state, 'notice') ?? null);
  const [confirming, setConfirming] = useState(false);
  const signIn = useAuthCall(
    async (mod, values: LoginForm) => {
      const outcome = await mod.signInWithPassword(values.email, values.password);
      if (outcome.kind === 'confirmSignUp') {
        setConfirming(true);
        return AUTH_MESSAGES.emailNotConfirmed;
      }
      if (outcome.kind !== 'signedIn') return AUTH_MESSAGES.signInFailed;
      await auth.refresh();
      navigate(stateString(location.state, 'from') ?? paths.dashboard, { replace: true });
      return undefined;
    },
    signInErrorMessage,
    (error) => {
      if (isUserNotConfirmed(error)) setConfirming(true);
    },
  );
  const { error: formError, setError: setFormError } = signIn;

  if (confirming) {
    return (
      <AuthCard title={AUTH_FLOW_MESSAGES.signInTitle}>
        {formError ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        ) : null}
        <ConfirmSignUp
          email={form.getValues('email').trim()}
          onConfirmed={() => {
            setConfirming(false);
            setFormError(null);
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={AUTH_FLOW_MESSAGES.signInTitle}
      footer={
        <AuthFooterLink
          text={AUTH_FLOW_MESSAGES.noAccount}
          linkText={AUTH_MESSAGES.signUpLink}
          to={createPageUrl('Register')}
        />
      }
    >
      <FormShell
        form={form}
        onSubmit={signIn.submit}
        label={AUTH_MESSAGES.signIn}
        error={formError}
        notices={notice ? <Alert severity="success">{notice}</Alert> : null}
        submitLabel={AUTH_MESSAGES.signIn}
        submitDisabled={signIn.busy}
        after={<OrGoogle />}
      >
        <EmailField control={form.control} />
        <FormPasswordField
          control={form.control}
          name="password"
          label={AUTH_MESSAGES.passwordLabel}
          autoComplete="current-password"
        />
        <Link component={RouterLink} to={createPageUrl('Forgot Password')} sx={{ alignSelf: 'flex-end' }}>
          {AUTH_MESSAGES.forgotPasswordLink}
        </Link>
      </FormShell>
    </AuthCard>
  );
}
