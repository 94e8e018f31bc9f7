/**
 * Settings › Billing: the subscription as it is: plan, billing period and price, usage, the next renewal,
 * a notice when it is past due, paused or ending, and an alert when the provider holds more than one live
 * subscription for the account; Manage, Manage Plan, Cancel Subscription and 'Need help with billing' open
 * a billing portal session (none before the first purchase: then they lead to /Upgrade); the billing FAQ.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { BILLING_FAQ, BILLING_MESSAGES } from '../../../../../shared/messages/billing-messages';
import { PERIOD_LABELS } from '../../../../../shared/domain/plan-button';
import {
  isLiveSubscription,
  periodOfPriceKey,
  planOfPriceKey,
} from '../../../../../shared/domain/plan-change';
import { DASHBOARD_MESSAGES } from '../../../../../shared/messages/dashboard-messages';
import { NAV_LABELS } from '../../../../../shared/messages/access-messages';
import { SubscriptionNotice } from '../../../components/billing/subscription-notice';
import { useToast } from '../../../components/toast/toast-context';
import { paths } from '../../../config/paths';
import { useBillingSubscription, useOpenBillingPortal } from '../../../lib/api/billing';
import { formatMinorUnits } from '../../../../../shared/lib/money';
import { formatByteSize } from '../../../../../shared/lib/byte-size';
import { isApiError } from '../../../lib/api-error';

export const BillingSection = forwardRef<HTMLDivElement, { profile: Profile }>(function BillingSection(
  { profile },
  ref,
) {
  const toast = useToast();
  const portal = useOpenBillingPortal();
  const plan = PLAN_CATALOGUE[profile.planLevel];
  const hasAccount = Boolean(profile.paddleCustomerId);
  const billed = billedLine(profile);
  // The next charge as the provider will bill it (a proration or credit changes it from the list price).
  const provider = useBillingSubscription(billed !== null);
  const nextCharge = provider.data?.nextCharge ?? null;
  const duplicates = profile.liveSubscriptionIds ?? [];
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
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h3" component="p">
                  {plan.name}
                </Typography>
                {billed ? <Chip label={billed.period} size="small" variant="outlined" /> : null}
              </Stack>
              {billed ? <Typography>{billed.price}</Typography> : null}
              <Typography color="text.secondary">
                {DASHBOARD_MESSAGES.usage(profile.activeProjectCount, activeProjectLimit(profile.planLevel))}
              </Typography>
              <Typography color="text.secondary" data-testid="storage-used">
                {BILLING_MESSAGES.storageUsed(formatByteSize(profile.storageBytes ?? 0))}
              </Typography>
              {profile.nextBillingDate && !profile.cancelAtPeriodEnd ? (
                <Typography sx={{ mt: 1 }}>
                  {BILLING_MESSAGES.renewsOn(formatLongDate(profile.nextBillingDate))}
                </Typography>
              ) : null}
              {nextCharge ? (
                <Typography color="text.secondary">
                  {BILLING_MESSAGES.nextCharge(
                    formatMinorUnits(nextCharge.amount, nextCharge.currencyCode),
                    formatLongDate(nextCharge.date),
                  )}
                </Typography>
              ) : null}
            </CardContent>
          </Card>
          <SubscriptionNotice profile={profile} />
          {duplicates.length > 1 ? (
            <Alert severity="error">{BILLING_MESSAGES.duplicateSubscriptions(duplicates.length)}</Alert>
          ) : null}
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
          <Stack spacing={1} component="section" aria-labelledby="billing-faq-title">
            <Typography id="billing-faq-title" variant="h5" component="h3">
              {BILLING_MESSAGES.faqTitle}
            </Typography>
            <div>
              {BILLING_FAQ.map((item, index) => (
                <Accordion key={item.question} disableGutters variant="outlined">
                  <AccordionSummary
                    expandIcon={<ExpandMoreIcon />}
                    aria-controls={`billing-faq-${index}`}
                    id={`billing-faq-${index}-header`}
                  >
                    <Typography sx={{ fontWeight: 600 }}>{item.question}</Typography>
                  </AccordionSummary>
                  <AccordionDetails id={`billing-faq-${index}`}>
                    <Typography color="text.secondary">{item.answer}</Typography>
                  </AccordionDetails>
                </Accordion>
              ))}
            </div>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
});

/** 'Annual' and '$169 billed annually' for a live subscription; null without one. */
function billedLine(profile: Profile): { period: string; price: string } | null {
  if (!profile.priceKey || !isLiveSubscription(profile.subscriptionStatus)) return null;
  const period = periodOfPriceKey(profile.priceKey);
  const entry = PLAN_CATALOGUE[planOfPriceKey(profile.priceKey)];
  const dollars = period === 'annual' ? entry.annualPrice : entry.monthlyPrice;
  return {
    period: PERIOD_LABELS[period],
    price: BILLING_MESSAGES.billedEvery(`$${dollars}`, period === 'annual' ? 'annually' : 'monthly'),
  };
}
