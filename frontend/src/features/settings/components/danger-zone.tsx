/**
 * Settings › Danger Zone: Deactivate / Reactivate Account (review links stop answering and no owner mail
 * is sent while deactivated; data kept; the server enforces it) and Delete Account, with the spec's confirmation text and the password entered again.
 * The server checks the password, cancels the subscription and queues the erasure; the user is signed out
 * and lands on Home.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  deactivateAccount,
  deleteAccount,
  deleteAccountBodySchema,
  reactivateAccount,
} from '../../../../../shared/api/endpoints/account';
import { BILLING_MESSAGES } from '../../../../../shared/messages/billing-messages';
import { SETTINGS_MESSAGES } from '../../../../../shared/messages/settings-messages';
import { apiCall } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { invalidateAfter } from '../../../lib/query-invalidation';

export function DangerZone({
  deactivatedAt,
  onDeleted,
}: {
  /** When the account was deactivated; null while active. */
  deactivatedAt: string | null;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const activity = useMutation({
    mutationFn: (deactivate: boolean) =>
      deactivate ? apiCall(deactivateAccount) : apiCall(reactivateAccount),
    onSuccess: (_data, deactivate) =>
      invalidateAfter(queryClient, deactivate ? deactivateAccount : reactivateAccount),
  });
  const form = useForm<{ password: string }>({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: '' },
  });
  const remove = useMutation({
    mutationFn: (values: { password: string }) => apiCall(deleteAccount, { body: values }),
    onSuccess: onDeleted,
    onError: (e) =>
      form.setError('password', {
        message: isApiError(e) && e.status < 500 ? e.message : BILLING_MESSAGES.actionFailed,
      }),
  });

  return (
    <Card component="section" aria-labelledby="danger-title" sx={{ borderColor: 'error.main' }}>
      <CardContent>
        <Typography id="danger-title" variant="h4" component="h2" color="error" gutterBottom>
          {SETTINGS_MESSAGES.dangerZone}
        </Typography>
        {deactivatedAt ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {SETTINGS_MESSAGES.accountDeactivated}
          </Alert>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {SETTINGS_MESSAGES.deactivateExplainer}
          </Typography>
        )}
        {activity.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {isApiError(activity.error) && activity.error.status < 500
              ? activity.error.message
              : BILLING_MESSAGES.actionFailed}
          </Alert>
        ) : null}
        <Button
          variant="outlined"
          color={deactivatedAt ? 'primary' : 'error'}
          disabled={activity.isPending}
          onClick={() => activity.mutate(!deactivatedAt)}
          sx={{ mb: 3 }}
        >
          {deactivatedAt ? SETTINGS_MESSAGES.reactivateAccount : SETTINGS_MESSAGES.deactivateAccount}
        </Button>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {SETTINGS_MESSAGES.deleteConfirm}
        </Typography>
        <Button variant="contained" color="error" onClick={() => setOpen(true)}>
          {SETTINGS_MESSAGES.deleteAccount}
        </Button>
      </CardContent>
      <Dialog open={open} onClose={() => !remove.isPending && setOpen(false)} aria-labelledby="delete-title">
        <form noValidate onSubmit={form.handleSubmit((values) => remove.mutate(values))}>
          <DialogTitle id="delete-title">{SETTINGS_MESSAGES.deleteAccount}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Alert severity="error">{SETTINGS_MESSAGES.deleteConfirm}</Alert>
              <TextField
                type="password"
                autoComplete="current-password"
                label={SETTINGS_MESSAGES.confirmWithPassword}
                {...form.register('password')}
                error={Boolean(form.formState.errors.password)}
                helperText={form.formState.errors.password?.message}
                autoFocus
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="error" variant="contained" disabled={remove.isPending}>
              {SETTINGS_MESSAGES.deleteAccount}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Card>
  );
}
