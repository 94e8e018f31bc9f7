/** A subscription in trouble or ending: past_due, paused, or cancelled at the period end. */
import Alert from '@mui/material/Alert';
import type { Profile } from '../../../../shared/domain/entities';
import { formatLongDate } from '../../../../shared/lib/date-format';
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
  return null;
}
