/**
 * Settings › Security: Change Password (current, new, confirm; the spec's rules from shared/forms; really
 * changed in the user pool with ChangePassword) and Sign Out (to Home).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  changePasswordFormSchema,
  type ChangePasswordForm,
} from '../../../../../shared/forms/change-password-form';
import { AUTH_MESSAGES } from '../../../../../shared/messages/auth-messages';
import { NAV_LABELS } from '../../../../../shared/messages/access-messages';
import { SETTINGS_MESSAGES } from '../../../../../shared/messages/settings-messages';
import { useToast } from '../../../components/toast/toast-context';
import { changePassword } from '../../../lib/auth/amplify-auth';
import { SettingsSection } from './settings-section';

/** A wrong current password (Cognito: NotAuthorizedException; the local pool: InvalidPasswordException). */
export function changePasswordErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  if (
    name === 'NotAuthorizedException' ||
    (name === 'InvalidPasswordException' && message === 'Invalid password')
  )
    return SETTINGS_MESSAGES.currentPasswordIncorrect;
  return message || AUTH_MESSAGES.signInUnexpected;
}

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

export function SecuritySection({ onSignOut }: { onSignOut: () => void }) {
  const toast = useToast();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const change = useMutation({
    mutationFn: (values: ChangePasswordForm) => changePassword(values.currentPassword, values.newPassword),
    onSuccess: () => {
      form.reset(EMPTY);
      toast.success(SETTINGS_MESSAGES.passwordChanged);
    },
    onError: (error) => {
      const message = changePasswordErrorMessage(error);
      if (message === SETTINGS_MESSAGES.currentPasswordIncorrect) {
        form.setError('currentPassword', { message });
      } else toast.error(message);
    },
  });
  const errors = form.formState.errors;

  return (
    <SettingsSection id="security" title={SETTINGS_MESSAGES.securitySection}>
      <Typography variant="h5" component="h3" sx={{ mb: 1.5 }}>
        {SETTINGS_MESSAGES.changePassword}
      </Typography>
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={form.handleSubmit((values) => change.mutate(values))}
        aria-label={SETTINGS_MESSAGES.changePassword}
      >
        <TextField
          type="password"
          autoComplete="current-password"
          label={SETTINGS_MESSAGES.currentPasswordLabel}
          {...form.register('currentPassword')}
          error={Boolean(errors.currentPassword)}
          helperText={errors.currentPassword?.message}
        />
        <TextField
          type="password"
          autoComplete="new-password"
          label={SETTINGS_MESSAGES.newPasswordLabel}
          {...form.register('newPassword')}
          error={Boolean(errors.newPassword)}
          helperText={errors.newPassword?.message}
        />
        <TextField
          type="password"
          autoComplete="new-password"
          label={SETTINGS_MESSAGES.confirmNewPasswordLabel}
          {...form.register('confirmNewPassword')}
          error={Boolean(errors.confirmNewPassword)}
          helperText={errors.confirmNewPassword?.message}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={change.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {SETTINGS_MESSAGES.changePassword}
        </Button>
      </Stack>
      <Divider sx={{ my: 3 }} />
      <Button variant="outlined" color="error" onClick={onSignOut}>
        {NAV_LABELS.signOut}
      </Button>
    </SettingsSection>
  );
}
