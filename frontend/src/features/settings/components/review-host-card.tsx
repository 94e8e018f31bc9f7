/**
 * Settings › Branding › Review address: the host name a Pro workspace serves its review links on, the TXT
 * record that proves it (shown until verified) and the check; Admins and the Owner change it.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { planIncludes } from '../../../../../shared/domain/plan-features';
import { REVIEW_HOST_MESSAGES as T } from '../../../../../shared/messages/review-host-messages';
import { isApiError } from '../../../lib/api-error';
import {
  useRemoveReviewHost,
  useReviewHost,
  useSetReviewHost,
  useVerifyReviewHost,
} from '../../../lib/api/review-host';

const errorText = (error: unknown) =>
  isApiError(error) ? error.message : error instanceof Error ? error.message : String(error);

export function ReviewHostCard() {
  const view = useReviewHost();
  const save = useSetReviewHost();
  const verify = useVerifyReviewHost();
  const remove = useRemoveReviewHost();
  const [host, setHost] = useState('');
  const data = view.data;
  if (!data) return null;
  const mayChange = data.mayChange && planIncludes(data.plan, 'customBranding');
  const current = data.reviewHost;
  const failed = save.error ?? verify.error ?? remove.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(host);
  };

  return (
    <Box component="section" aria-labelledby="review-host-title" sx={{ mt: 3 }}>
      <Typography id="review-host-title" variant="h5" component="h3" gutterBottom>
        {T.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {T.intro}
      </Typography>
      {current ? (
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{current.host}</Typography>
            <Chip
              size="small"
              color={current.status === 'verified' ? 'success' : 'default'}
              label={current.status === 'verified' ? T.verified : T.pending}
            />
          </Stack>
          {current.status === 'pending' ? (
            <Box>
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {T.instructions}
              </Typography>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  overflowWrap: 'anywhere',
                  // The labels in the text's face, the values to copy in monospace.
                  '& dt': { fontSize: 12, color: 'text.secondary', mt: 0.5 },
                  '& dd': { ml: 0, mb: 0.5, fontFamily: 'monospace', fontSize: 13 },
                }}
              >
                <dt>TXT name</dt>
                <dd>{current.verification.name}</dd>
                <dt>TXT value</dt>
                <dd>{current.verification.value}</dd>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {T.cname}
              </Typography>
            </Box>
          ) : null}
          {mayChange ? (
            <Stack
              direction="row"
              sx={{ gap: 1, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
            >
              {current.status === 'pending' ? (
                <Button
                  variant="contained"
                  onClick={() => verify.mutate(undefined)}
                  disabled={verify.isPending}
                >
                  {T.verify}
                </Button>
              ) : null}
              <Button onClick={() => remove.mutate(undefined)} disabled={remove.isPending}>
                {T.remove}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      ) : mayChange ? (
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField
            label={T.hostLabel}
            value={host}
            onChange={(e) => setHost(e.target.value)}
            placeholder="review.your-studio.com"
            size="small"
            sx={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" variant="contained" disabled={save.isPending || host.trim() === ''}>
            {T.save}
          </Button>
        </Box>
      ) : null}
      {failed ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {errorText(failed)}
        </Alert>
      ) : null}
    </Box>
  );
}
