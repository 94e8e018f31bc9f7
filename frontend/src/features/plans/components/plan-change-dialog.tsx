/**
 * A subscriber's plan change on /Upgrade: what the billing provider will charge today (its own prorated
 * preview, never our guess), the credit for the unused part of the current plan, the next charge, and
 * whether a scheduled cancellation goes with it; Confirm sends the change, which the webhook then confirms.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PERIOD_LABELS } from '../../../../../shared/domain/plan-button';
import { periodOfPriceKey, planOfPriceKey } from '../../../../../shared/domain/plan-change';
import { PLAN_CATALOGUE, type PriceKey } from '../../../../../shared/domain/plans';
import { formatLongDate } from '../../../../../shared/lib/date-format';
import { formatMinorUnits } from '../../../../../shared/lib/money';
import { BILLING_MESSAGES } from '../../../../../shared/messages/billing-messages';
import { usePlanChangePreview } from '../../../lib/api/billing';
import { isApiError } from '../../../lib/api-error';

export interface PlanChangeDialogProps {
  /** The price to change to; null when closed. */
  priceKey: PriceKey | null;
  busy: boolean;
  /** The plan the customer is on (kept until the renewal by a downgrade that applies then). */
  currentPlanName?: string;
  onConfirm(priceKey: PriceKey): void;
  onClose(): void;
}

export function PlanChangeDialog({
  priceKey,
  busy,
  currentPlanName,
  onConfirm,
  onClose,
}: PlanChangeDialogProps) {
  const preview = usePlanChangePreview(priceKey);
  const title = priceKey
    ? BILLING_MESSAGES.changePlanTitle(
        PLAN_CATALOGUE[planOfPriceKey(priceKey)].name,
        PERIOD_LABELS[periodOfPriceKey(priceKey)],
      )
    : '';
  const quote = preview.data;
  const money = (amount: number) => formatMinorUnits(amount, quote?.currencyCode ?? 'USD');
  return (
    <Dialog open={priceKey !== null} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {preview.isPending ? (
          <Stack spacing={1} aria-busy="true">
            <Typography color="text.secondary">{BILLING_MESSAGES.loadingPreview}</Typography>
            <Skeleton variant="text" />
            <Skeleton variant="text" width="70%" />
          </Stack>
        ) : preview.isError ? (
          <Alert severity="error">
            {isApiError(preview.error) ? preview.error.message : BILLING_MESSAGES.actionFailed}
          </Alert>
        ) : quote ? (
          <Stack spacing={1.5}>
            <Typography variant="h4" component="p">
              {quote.chargeNow > 0
                ? BILLING_MESSAGES.chargeToday(money(quote.chargeNow))
                : BILLING_MESSAGES.nothingToday}
            </Typography>
            {quote.changesAt && priceKey ? (
              <Alert severity="info">
                {currentPlanName
                  ? BILLING_MESSAGES.changesOnKeeping(
                      PLAN_CATALOGUE[planOfPriceKey(priceKey)].name,
                      formatLongDate(quote.changesAt),
                      currentPlanName,
                    )
                  : BILLING_MESSAGES.changesOn(
                      PLAN_CATALOGUE[planOfPriceKey(priceKey)].name,
                      formatLongDate(quote.changesAt),
                    )}
              </Alert>
            ) : null}
            {quote.keepsCurrentPlan && priceKey ? (
              <Alert severity="info">
                {BILLING_MESSAGES.pendingChangeWithdrawn(PLAN_CATALOGUE[planOfPriceKey(priceKey)].name)}
              </Alert>
            ) : null}
            {quote.credit > 0 ? (
              <Typography color="text.secondary">
                {BILLING_MESSAGES.creditApplied(money(quote.credit))}
              </Typography>
            ) : null}
            {quote.next ? (
              <Typography color="text.secondary">
                {BILLING_MESSAGES.nextCharge(money(quote.next.amount), formatLongDate(quote.next.date))}
              </Typography>
            ) : null}
            {quote.removesScheduledCancellation ? (
              <Alert severity="info">{BILLING_MESSAGES.scheduledCancelRemoved}</Alert>
            ) : null}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {BILLING_MESSAGES.cancel}
        </Button>
        <Button
          variant="contained"
          disabled={busy || !quote}
          onClick={() => priceKey && onConfirm(priceKey)}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {busy ? BILLING_MESSAGES.planChanging : BILLING_MESSAGES.confirmChange}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
