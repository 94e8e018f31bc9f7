/** At the plan cap: the cap's message and the way to upgrade (import step 1, Restore). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { planLimitMessage } from '../../../../shared/domain/plan-usage';
import type { PlanLevel } from '../../../../shared/domain/status-values';
import { NAV_LABELS } from '../../../../shared/messages/access-messages';
import { paths } from '../../config/paths';

export function PlanCapNotice({ plan }: { plan: PlanLevel }) {
  return (
    <Alert
      severity="warning"
      variant="outlined"
      role="status"
      action={
        <Button component={RouterLink} to={paths.upgrade} color="inherit" size="small" variant="outlined">
          {NAV_LABELS.upgradePlan}
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      {planLimitMessage(plan)}
    </Alert>
  );
}
