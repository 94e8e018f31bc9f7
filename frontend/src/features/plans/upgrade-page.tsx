/**
 * /Upgrade: the current plan, the monthly/annual toggle and the three plan cards. Without a live
 * subscription, 'Upgrade' starts a checkout for the price key (the server picks the price id) and
 * 'Downgrade' opens the billing portal. A subscriber's Upgrade, Downgrade or 'Switch to …' changes the one
 * subscription: a dialog shows the provider's prorated preview ('You'll be charged $X today') and Confirm
 * sends it; the Free card opens the portal (cancel there). The plan itself changes only when the billing
 * webhook confirms it.
 */
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { activeProjectLimit } from '../../../../shared/domain/plan-usage';
import { LINK_EXPIRY_SUMMARY, PLAN_CATALOGUE, priceKeyFor } from '../../../../shared/domain/plans';
import type { PlanLevel } from '../../../../shared/domain/status-values';
import { formatLongDate } from '../../../../shared/lib/date-format';
import { BILLING_MESSAGES } from '../../../../shared/messages/billing-messages';
import { DASHBOARD_MESSAGES } from '../../../../shared/messages/dashboard-messages';
import { NAV_LABELS } from '../../../../shared/messages/access-messages';
import { SETTINGS_MESSAGES } from '../../../../shared/messages/settings-messages';
import { PageHeader } from '../../components/layout/page-header';
import { useToast } from '../../components/toast/toast-context';
import { useChangePlan, useOpenBillingPortal, useStartCheckout } from '../../lib/api/billing';
import { isLiveSubscription, planOfPriceKey } from '../../../../shared/domain/plan-change';
import type { PriceKey } from '../../../../shared/domain/plans';
import { PlanChangeDialog } from './components/plan-change-dialog';
import { useProfile } from '../../lib/api/get-profile';
import { isApiError } from '../../lib/api-error';
import { PlanCards } from './components/plan-cards';
import { SeatsCard } from './components/seats-card';
import { SubscriptionNotice } from '../../components/billing/subscription-notice';

export default function UpgradePage() {
  const profile = useProfile();
  const toast = useToast();
  const checkout = useStartCheckout();
  const portal = useOpenBillingPortal();
  const change = useChangePlan();
  const [busyPlan, setBusyPlan] = useState<PlanLevel | undefined>();
  const [changeTo, setChangeTo] = useState<PriceKey | null>(null);

  if (profile.isPending) return <Skeleton variant="rounded" height={420} />;
  if (profile.isError) return <Alert severity="error">{SETTINGS_MESSAGES.loadUserFailed}</Alert>;
  const p = profile.data;
  const failed = (error: unknown) => {
    setBusyPlan(undefined);
    toast.error(isApiError(error) ? error.message : BILLING_MESSAGES.actionFailed);
  };
  const subscribed =
    p.subscriptionId && isLiveSubscription(p.subscriptionStatus) ? (p.priceKey ?? null) : null;
  const confirmChange = (priceKey: PriceKey) =>
    change.mutate(priceKey, {
      onSuccess: (result) => {
        setChangeTo(null);
        if (result === 'confirmed') {
          toast.success(BILLING_MESSAGES.planChanged(PLAN_CATALOGUE[planOfPriceKey(priceKey)].name));
        } else if (typeof result === 'object') {
          toast.success(
            BILLING_MESSAGES.changesOn(
              PLAN_CATALOGUE[planOfPriceKey(priceKey)].name,
              formatLongDate(result.scheduledAt),
            ),
          );
        } else {
          toast.info(BILLING_MESSAGES.planChangePending);
        }
      },
      onError: (error) => {
        setChangeTo(null);
        failed(error);
      },
    });

  return (
    <Stack spacing={3}>
      <PageHeader
        title={NAV_LABELS.upgradePlan}
        subtitle={
          <>
            {BILLING_MESSAGES.currentPlan}: <strong>{PLAN_CATALOGUE[p.planLevel].name}</strong> ·{' '}
            {DASHBOARD_MESSAGES.usage(p.activeProjectCount, activeProjectLimit(p.planLevel))}
          </>
        }
      />
      <SubscriptionNotice profile={p} />
      <PlanCards
        currentPlan={p.planLevel}
        subscribedPriceKey={subscribed}
        pendingPriceKey={subscribed ? (p.pendingPlanChange?.priceKey ?? null) : null}
        busyPlan={busyPlan}
        onChoose={(plan, period, action) => {
          if (action === 'none') return;
          if (action === 'change' && plan !== 'free') {
            setChangeTo(priceKeyFor(plan, period));
            return;
          }
          setBusyPlan(plan);
          if (action === 'purchase' && plan !== 'free') {
            checkout.mutate({ priceKey: priceKeyFor(plan, period), plan }, { onError: failed });
          } else {
            portal.mutate(undefined, { onError: failed });
          }
        }}
      />
      <SeatsCard />
      <PlanChangeDialog
        priceKey={changeTo}
        busy={change.isPending}
        currentPlanName={PLAN_CATALOGUE[p.planLevel].name}
        onConfirm={confirmChange}
        onClose={() => setChangeTo(null)}
      />
      <Typography variant="body2" color="text.secondary">
        {LINK_EXPIRY_SUMMARY}
      </Typography>
    </Stack>
  );
}
