import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { COMMON_MESSAGES } from '../../../../shared/messages/common-messages';

/** A titled error panel with Try Again ('Retrying...' while the retry runs) and optional extra actions. */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying = false,
  extra,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  extra?: ReactNode;
}) {
  return (
    <Paper
      role="alert"
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderColor: 'error.dark' }}
    >
      <ErrorOutlineIcon color="error" sx={{ fontSize: 40, mb: 1 }} />
      <Typography variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        {extra}
        {onRetry ? (
          <Button variant="contained" onClick={onRetry} disabled={retrying}>
            {retrying ? COMMON_MESSAGES.retrying : COMMON_MESSAGES.tryAgain}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
