/**
 * Settings › Billing: the current plan card with usage and renewal date, a notice when the subscription is
 * past due, paused or ending; Manage, Manage Plan, Cancel Subscription and 'Need help with billing' open a
 * billing portal session (none before the first purchase: then they lead to /Upgrade).
 */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forwardRef } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Profile } from '../../../../../shared/domain/entities';
import { activeProjectLimit } from '../../../../../shared/domain/plan-usage';
import { PLAN_CATALOGUE } from '../../../../../shared/domain/plans';
import { formatLongDate } from '../../../../../shared/lib/date-format';
import { BILLING_MESSAGES } from '../../../../../shared/messages/billing-messages';
import { DASHBOARD_MESSAGES } from '../../../../../shared/messages/dashboard-messages';
import { NAV_LABELS } from '../../../../../shared/messages/access-messages';
import { SubscriptionNotice } from '../../../components/billing/subscription-notice';
import { useToast } from '../../../components/toast/toast-context';
import { paths } from '../../../config/paths';
import { useOpenBillingPortal } from '../../../lib/api/billing';
import { isApiError } from '../../../lib/api-error';

export const BillingSection = forwardRef<HTMLDivElement, { profile: Profile }>(function BillingSection(
  { profile },
  ref,
) {
  const toast = useToast();
  const portal = useOpenBillingPortal();
  const plan = PLAN_CATALOGUE[profile.planLevel];
  const hasAccount = Boolean(profile.paddleCustomerId);
  const open = () =>
    portal.mutate(undefined, {
      onError: (e) => toast.error(isApiError(e) ? e.message : BILLING_MESSAGES.actionFailed),
    });
  const portalButton = (label: string, variant: 'contained' | 'outlined' | 'text' = 'outlined') => (
    <Button key={label} variant={variant} onClick={open} disabled={portal.isPending}>
      {label}
    </Button>
  );

  return (
    <Card component="section" aria-labelledby="billing-title" ref={ref}>
      <CardContent>
        <Typography id="billing-title" variant="h4" component="h2" gutterBottom>
          {BILLING_MESSAGES.billingSection}
        </Typography>
        <Stack spacing={2}>
          <Card variant="outlined" sx={{ bgcolor: 'background.default' }}>
            <CardContent>
              <Typography color="text.secondary" variant="body2">
                {BILLING_MESSAGES.currentPlan}
              </Typography>
              <Typography variant="h3" component="p">
                {plan.name}
              </Typography>
              <Typography color="text.secondary">
                {DASHBOARD_MESSAGES.usage(profile.activeProjectCount, activeProjectLimit(profile.planLevel))}
              </Typography>
              {profile.nextBillingDate && !profile.cancelAtPeriodEnd ? (
                <Typography sx={{ mt: 1 }}>
                  {BILLING_MESSAGES.renewsOn(formatLongDate(profile.nextBillingDate))}
                </Typography>
              ) : null}
            </CardContent>
          </Card>
          <SubscriptionNotice profile={profile} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {hasAccount ? (
              <>
                {portalButton(BILLING_MESSAGES.manage, 'contained')}
                {portalButton(BILLING_MESSAGES.managePlan)}
                {profile.subscriptionStatus !== 'canceled' && !profile.cancelAtPeriodEnd
                  ? portalButton(BILLING_MESSAGES.cancelSubscription)
                  : null}
              </>
            ) : null}
            <Button component={RouterLink} to={paths.upgrade} variant={hasAccount ? 'text' : 'contained'}>
              {NAV_LABELS.upgradePlan}
            </Button>
          </Stack>
          {hasAccount ? (
            <Button
              variant="text"
              onClick={open}
              sx={{ alignSelf: 'flex-start' }}
              disabled={portal.isPending}
            >
              {BILLING_MESSAGES.needHelp}
            </Button>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {BILLING_MESSAGES.faqComingSoon}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
});
