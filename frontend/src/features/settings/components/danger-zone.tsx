/**
 * Settings › Danger Zone: Deactivate / Reactivate Account (review links stop answering and no owner mail
 * is sent while deactivated; data kept; the server enforces it) and Delete Account, with the spec's
 * confirmation text and the password entered again. Deactivating kills every shared link at once, so it
 * asks first, in a dialog that says what stops and how to undo it; reactivating is harmless and immediate.
 * The server checks the password, cancels the subscription and queues the erasure; the user is signed out
 * and lands on Home.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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

/** What deactivating does, in the confirmation dialog. */
function DeactivateConsequences() {
  const dialogText = SETTINGS_MESSAGES.deactivateDialog;
  return (
    <div id="deactivate-what">
      <Typography sx={{ mb: 1 }}>{dialogText.intro}</Typography>
      <Box component="ul" sx={{ m: 0, mb: 2, pl: 3, '& li': { mb: 1 } }}>
        <li>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {dialogText.linksStop}
          </Typography>
        </li>
        <li>
          <Typography component="span">{dialogText.mailsStop}</Typography>
        </li>
        <li>
          <Typography component="span">{dialogText.dataKept}</Typography>
        </li>
      </Box>
    </div>
  );
}

/** Deleting the account for good, confirmed with the password. */
function DeleteAccountDialog({
  open,
  onClose,
  onDeleted,
}: {
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
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
    <Dialog open={open} onClose={() => !remove.isPending && onClose()} aria-labelledby="delete-title">
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
          <Button onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={remove.isPending}>
            {SETTINGS_MESSAGES.deleteAccount}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function DangerZone({
  deactivatedAt,
  onDeleted,
}: {
  /** When the account was deactivated; null while active. */
  deactivatedAt: string | null;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [confirmDeactivate, setConfirmDeactivate] = useState(false);
  const queryClient = useQueryClient();
  const activity = useMutation({
    mutationFn: (deactivate: boolean) =>
      deactivate ? apiCall(deactivateAccount) : apiCall(reactivateAccount),
    onSuccess: (_data, deactivate) => {
      setConfirmDeactivate(false);
      return invalidateAfter(queryClient, deactivate ? deactivateAccount : reactivateAccount);
    },
  });
  const dialogText = SETTINGS_MESSAGES.deactivateDialog;

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
        {activity.isError && !confirmDeactivate ? (
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
          onClick={() => {
            activity.reset();
            if (deactivatedAt) activity.mutate(false);
            else setConfirmDeactivate(true);
          }}
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
      <Dialog
        open={confirmDeactivate}
        onClose={() => !activity.isPending && setConfirmDeactivate(false)}
        aria-labelledby="deactivate-title"
        aria-describedby="deactivate-what"
      >
        <DialogTitle id="deactivate-title">{dialogText.title}</DialogTitle>
        <DialogContent>
          <DeactivateConsequences />
          <Alert severity="info">{dialogText.undo}</Alert>
          {activity.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {isApiError(activity.error) && activity.error.status < 500
                ? activity.error.message
                : BILLING_MESSAGES.actionFailed}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setConfirmDeactivate(false)} disabled={activity.isPending} autoFocus>
            {dialogText.cancel}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={activity.isPending}
            onClick={() => activity.mutate(true)}
          >
            {SETTINGS_MESSAGES.deactivateAccount}
          </Button>
        </DialogActions>
      </Dialog>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} onDeleted={onDeleted} />
    </Card>
  );
}
