/**
 * Sets or changes the review link's password. Checked here with the contract's own rule and
 * again by the server; the server keeps only a hash, so the password is never shown again.
 */
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { REVIEW_PASSWORD_LIMITS, reviewPasswordSchema } from '../../../../../shared/domain/review-password';
import { LINK_CARD_MESSAGES } from '../../../../../shared/messages/link-card-messages';
import { PasswordVisibilityToggle } from '../../../components/form/password-visibility-toggle';
import { useToast } from '../../../components/toast/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useSetReviewLinkPassword } from '../api/set-review-link-password';
import { FormDialog, type ProjectDialogProps } from './form-dialog';

export function LinkPasswordDialog({ projectId, open, onClose }: ProjectDialogProps) {
  const toast = useToast();
  const save = useSetReviewLinkPassword(projectId);
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (save.isPending) return;
    setPassword('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewPasswordSchema.safeParse(password);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? LINK_CARD_MESSAGES.passwordFailed);
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(LINK_CARD_MESSAGES.passwordSet);
        setPassword('');
        onClose();
      },
      onError: (e) => setError(isApiError(e) ? e.message : LINK_CARD_MESSAGES.passwordFailed),
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      titleId="link-password-title"
      title={LINK_CARD_MESSAGES.passwordDialogTitle}
      maxWidth="xs"
      onSubmit={submit}
      cancelLabel={LINK_CARD_MESSAGES.passwordCancel}
      cancelDisabled={save.isPending}
      submitLabel={LINK_CARD_MESSAGES.passwordSave}
      busy={save.isPending}
    >
      <DialogContentText sx={{ mb: 2 }}>{LINK_CARD_MESSAGES.passwordDialogIntro}</DialogContentText>
      <TextField
        label={LINK_CARD_MESSAGES.passwordLabel}
        type={visible ? 'text' : 'password'}
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(null);
        }}
        autoComplete="new-password"
        autoFocus
        fullWidth
        error={error !== null}
        helperText={error ?? `At least ${REVIEW_PASSWORD_LIMITS.minLength} characters`}
        slotProps={{
          htmlInput: { maxLength: REVIEW_PASSWORD_LIMITS.maxLength },
          formHelperText: { role: error ? 'alert' : undefined },
          input: {
            endAdornment: (
              <PasswordVisibilityToggle visible={visible} onToggle={() => setVisible((v) => !v)} />
            ),
          },
        }}
      />
    </FormDialog>
  );
}
