/**
 * A subscription in trouble, ending or changing: past_due, paused, cancelled at the period end, or a
 * downgrade that applies at the renewal.
 */
import Alert from '@mui/material/Alert';
import type { Profile } from '../../../../shared/domain/entities';
import { formatLongDate } from '../../../../shared/lib/date-format';
import { planOfPriceKey } from '../../../../shared/domain/plan-change';
import { PLAN_CATALOGUE } from '../../../../shared/domain/plans';
import { BILLING_MESSAGES } from '../../../../shared/messages/billing-messages';

export function SubscriptionNotice({ profile }: { profile: Profile }) {
  if (profile.subscriptionStatus === 'past_due') {
    return <Alert severity="warning">{BILLING_MESSAGES.pastDue}</Alert>;
  }
  if (profile.subscriptionStatus === 'paused') {
    return <Alert severity="info">{BILLING_MESSAGES.paused}</Alert>;
  }
  if (profile.cancelAtPeriodEnd && profile.nextBillingDate) {
    return (
      <Alert severity="info">{BILLING_MESSAGES.cancelsOn(formatLongDate(profile.nextBillingDate))}</Alert>
    );
  }
  if (profile.pendingPlanChange) {
    const { priceKey, effectiveAt } = profile.pendingPlanChange;
    return (
      <Alert severity="info">
        {BILLING_MESSAGES.changesOn(
          PLAN_CATALOGUE[planOfPriceKey(priceKey)].name,
          formatLongDate(effectiveAt),
        )}
      </Alert>
    );
  }
  return null;
}
