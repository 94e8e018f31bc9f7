/**
 * Under the link field: what the wizard recognised ('Recognised: Dropbox file'), why it cannot import a link,
 * and, for a premium source on a plan without it, what Pro adds and the way to upgrade.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { FootageLinkResult } from '../../../../../shared/domain/footage/footage-link';
import { NAV_LABELS } from '../../../../../shared/messages/access-messages';
import { FOOTAGE_MESSAGES } from '../../../../../shared/messages/footage-messages';
import { paths } from '../../../config/paths';

export function LinkRecognition({ link, locked }: { link: FootageLinkResult; locked: boolean }) {
  if (!link.ok) {
    if (link.error === 'empty') return null;
    return (
      <Stack direction="row" spacing={1} role="status" aria-live="polite" sx={{ alignItems: 'flex-start' }}>
        <ErrorOutlineIcon fontSize="small" color="warning" sx={{ mt: '2px' }} />
        <Typography variant="body2" color="text.secondary">
          {link.message}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} role="status" aria-live="polite" sx={{ alignItems: 'center' }}>
        <CheckCircleIcon fontSize="small" color="success" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {FOOTAGE_MESSAGES.recognised(link.label)}
        </Typography>
      </Stack>
      {locked ? (
        <Alert severity="info" variant="outlined">
          <strong>{FOOTAGE_MESSAGES.planRequired}</strong> {FOOTAGE_MESSAGES.proAdds}
          <Stack direction="row" sx={{ mt: 1.5 }}>
            <Button component={RouterLink} to={paths.upgrade} color="inherit" size="small" variant="outlined">
              {NAV_LABELS.upgradePlan}
            </Button>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
