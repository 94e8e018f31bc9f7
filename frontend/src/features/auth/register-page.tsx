/** /Register: full name, e-mail, password with the strength meter, confirm; then the e-mail code step. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { registerFormSchema } from '../../../../shared/forms/register-form';
import { validateForm, type FormErrors } from '../../../../shared/forms/field-errors';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth-messages';
import { AUTH_FLOW_MESSAGES } from '../../../../shared/messages/editor-app-messages';
import { createPageUrl, paths } from '../../config/paths';
import { loadAmplifyAuth } from '../../lib/auth/auth-provider';
import { signUpErrorMessage } from './auth-errors';
import { AuthCard } from './components/auth-card';
import { ConfirmSignUp } from './components/confirm-sign-up';
import { GoogleButton } from './components/google-button';
import { PasswordField } from './components/password-field';
import { StrengthMeter } from './components/strength-meter';

const EMPTY = { fullName: '', email: '', password: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

export default function RegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const result = validateForm(registerFormSchema, form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setBusy(true);
    try {
      const mod = await loadAmplifyAuth();
      const { needsConfirmation } = await mod.registerAccount(
        result.value.fullName,
        result.value.email,
        result.value.password,
      );
      setForm(EMPTY);
      if (needsConfirmation) setPendingEmail(result.value.email);
      else navigate(paths.login, { state: { email: result.value.email } });
    } catch (error) {
      setFormError(signUpErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

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
        <Typography color="text.secondary">
          {AUTH_FLOW_MESSAGES.haveAccount}{' '}
          <Link component={RouterLink} to={createPageUrl('Login')}>
            {AUTH_FLOW_MESSAGES.signInLink}
          </Link>
        </Typography>
      }
    >
      <Stack
        component="form"
        spacing={2}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={AUTH_MESSAGES.createAccount}
      >
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <TextField
          label={AUTH_MESSAGES.fullNameLabel}
          name="fullName"
          autoComplete="name"
          value={form.fullName}
          onChange={(e) => set('fullName')(e.target.value)}
          error={Boolean(errors.fullName)}
          helperText={errors.fullName}
        />
        <TextField
          label={AUTH_MESSAGES.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => set('email')(e.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <PasswordField
          label={AUTH_MESSAGES.passwordLabel}
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={errors.password}
        />
        <StrengthMeter password={form.password} />
        <PasswordField
          label={AUTH_MESSAGES.confirmPasswordLabel}
          name="confirmPassword"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {AUTH_MESSAGES.createAccount}
        </Button>
        <Divider>{AUTH_FLOW_MESSAGES.or}</Divider>
        <GoogleButton />
      </Stack>
    </AuthCard>
  );
}
