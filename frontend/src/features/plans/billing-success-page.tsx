/**
 * /BillingSuccess: where the checkout sends the browser after paying. It sets no plan: it waits for the
 * billing webhook to confirm the purchased plan ('Confirming your payment…', asking for the profile every
 * 1.5 s), then says so; if no confirmation comes within 30 s it says the payment went through but the plan
 * update did not, with a way to contact support.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { SUPPORT_EMAIL } from '../../../../shared/config/product';
import { PLAN_CATALOGUE } from '../../../../shared/domain/plans';
import {
  PAYMENT_CONFIRMATION_POLL_MS,
  PAYMENT_CONFIRMATION_WAIT_MS,
} from '../../../../shared/domain/subscription';
import { BILLING_MESSAGES } from '../../../../shared/messages/billing-messages';
import { NAV_LABELS } from '../../../../shared/messages/access-messages';
import { paths } from '../../config/paths';
import { forgetPurchase, pendingPurchase } from '../../lib/api/billing';
import { profileQueryOptions } from '../../lib/api/get-profile';
import { ResultCard } from './components/result-card';

export default function BillingSuccessPage() {
  const pending = useMemo(() => pendingPurchase(), []);
  const [timedOut, setTimedOut] = useState(false);
  const profile = useQuery({
    ...profileQueryOptions(),
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      const done = data && (pending ? data.planLevel === pending.plan : data.planLevel !== 'free');
      return done || timedOut ? false : PAYMENT_CONFIRMATION_POLL_MS;
    },
  });
  const data = profile.data;
  const confirmed = Boolean(data && (pending ? data.planLevel === pending.plan : data.planLevel !== 'free'));

  useEffect(() => {
    if (confirmed) {
      forgetPurchase();
      return;
    }
    const timer = setTimeout(() => setTimedOut(true), PAYMENT_CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [confirmed]);

  return (
    <ResultCard
      icon={<CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />}
      title={BILLING_MESSAGES.paymentSuccessful}
      actions={[
        { label: NAV_LABELS.dashboard, to: paths.dashboard, primary: true },
        { label: BILLING_MESSAGES.billingSection, to: paths.settings('billing') },
        ...(timedOut && !confirmed
          ? [{ label: BILLING_MESSAGES.contactSupport, to: `mailto:${SUPPORT_EMAIL}` }]
          : []),
      ]}
    >
      {confirmed && data ? (
        <Typography role="status">
          {PLAN_CATALOGUE[data.planLevel].name} plan is active: {PLAN_CATALOGUE[data.planLevel].mainFeature}.
        </Typography>
      ) : timedOut ? (
        <Alert severity="warning" sx={{ textAlign: 'left' }}>
          {BILLING_MESSAGES.planUpdateFailedPaid}. {BILLING_MESSAGES.contactSupportHint}
        </Alert>
      ) : (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{BILLING_MESSAGES.confirmingPayment}</Typography>
        </Stack>
      )}
    </ResultCard>
  );
}
