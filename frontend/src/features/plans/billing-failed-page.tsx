/** /BillingFailed: the checkout was declined or failed; nothing changed. */
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Typography from '@mui/material/Typography';
import { SUPPORT_EMAIL } from '../../../../shared/config/product';
import { BILLING_MESSAGES } from '../../../../shared/messages/billing-messages';
import { paths } from '../../config/paths';
import { ResultCard } from './components/result-card';

export default function BillingFailedPage() {
  return (
    <ResultCard
      icon={<ErrorIcon color="error" sx={{ fontSize: 64 }} aria-hidden />}
      title={BILLING_MESSAGES.paymentFailed}
      actions={[
        { label: 'Try Again', to: paths.upgrade, primary: true },
        { label: BILLING_MESSAGES.contactSupport, to: `mailto:${SUPPORT_EMAIL}` },
        { label: BILLING_MESSAGES.backToDashboard, to: paths.dashboard },
      ]}
    >
      <Typography>{BILLING_MESSAGES.paymentFailedBody}</Typography>
      <Typography color="text.secondary">{BILLING_MESSAGES.paymentFailedDetail}</Typography>
    </ResultCard>
  );
}
