/**
 * The password prompt of a protected review link: shown before anything of the review, on a phone
 * as on a laptop. Enter submits; wrong and locked answers are said under the field and announced.
 */
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { REVIEW_PASSWORD_LIMITS } from '../../../../../shared/domain/review-password';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import { PasswordVisibilityToggle } from '../../../components/form/password-visibility-toggle';
import { ApiError } from '../../../lib/api-error';
import { useUnlockReview } from '../api/unlock-review';

const T = REVIEW_MESSAGES.password;

function unlockErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'WRONG_PASSWORD') return T.wrong;
    if (error.code === 'PASSWORD_LOCKED') return error.message;
    const linkGone: readonly string[] = [REVIEW_MESSAGES.notFound, REVIEW_MESSAGES.expired];
    if (linkGone.includes(error.message)) return error.message;
  }
  return REVIEW_MESSAGES.loadFailed;
}

export function PasswordPrompt({ token, sessionEnded }: { token: string; sessionEnded: boolean }) {
  const unlock = useUnlockReview(token);
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [empty, setEmpty] = useState(false);
  const titleId = useId();
  const error = empty ? T.required : unlock.isError ? unlockErrorText(unlock.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unlock.isPending) return;
    if (password === '') {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    unlock.mutate(password);
  };

  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 420, width: '100%' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ textAlign: 'center', mb: 2 }}>
            <LockOutlined color="primary" sx={{ fontSize: 44, mb: 1 }} aria-hidden />
            <Typography variant="h2" component="h1" id={titleId} gutterBottom>
              {T.title}
            </Typography>
            <Typography color="text.secondary">{sessionEnded ? T.sessionEnded : T.intro}</Typography>
          </Box>
          <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
            <TextField
              label={T.label}
              type={visible ? 'text' : 'password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              autoFocus
              fullWidth
              error={error !== null}
              helperText={error ?? ' '}
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
            <Button
              type="submit"
              variant="contained"
              fullWidth
              size="large"
              disabled={unlock.isPending}
              sx={{ mt: 1 }}
            >
              {unlock.isPending ? T.checking : T.submit}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
