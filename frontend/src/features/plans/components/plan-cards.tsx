/**
 * The three plan cards of the shared catalogue with a monthly/annual toggle ('Save 2 Months'): price,
 * annual savings and monthly equivalent, features, and one button per card by the shared planButton rule.
 * Used by /Upgrade (signed in: `currentPlan` set, a click starts checkout, changes the live subscription
 * (`subscribedPriceKey` set: the toggle starts on its billing period) or opens the portal) and by the
 * public Home/Pricing pages (no `currentPlan`: every card is a call to action, e.g. to /Register).
 * Light on purpose: it imports nothing from auth, editor layouts or charts.
 */
import { INCLUDED_SEATS } from '../../../../../shared/domain/team';
import { TEAM_MESSAGES } from '../../../../../shared/messages/team-messages';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ToggleChoice } from '../../../components/toggle-choice';
import { planButton, type PlanButtonAction } from '../../../../../shared/domain/plan-button';
import {
  ANNUAL_BADGE,
  PLAN_CATALOGUE,
  type BillingPeriod,
  type PlanCatalogueEntry,
  type PriceKey,
} from '../../../../../shared/domain/plans';
import { periodOfPriceKey } from '../../../../../shared/domain/plan-change';
import { PLAN_LEVELS, type PlanLevel } from '../../../../../shared/domain/status-values';
import { BILLING_MESSAGES } from '../../../../../shared/messages/billing-messages';

export type PlanId = PlanLevel;

export interface PlanCardsProps {
  /** The signed-in user's plan; absent for a public visitor (every card then shows `guestLabel`). */
  currentPlan?: PlanId;
  /** The live subscription's price key, when there is one (its plan changes instead of a new purchase). */
  subscribedPriceKey?: PriceKey | null;
  /** A downgrade waiting for the renewal: its price (that card shows the change as scheduled). */
  pendingPriceKey?: PriceKey | null;
  /** A card's button was clicked. `action` is the planButton rule's ('purchase', 'change' or 'manage'; 'purchase' for guests). */
  onChoose(plan: PlanId, period: BillingPeriod, action: PlanButtonAction): void;
  /** The plan whose action is under way: its button shows a spinner and every button is disabled. */
  busyPlan?: PlanId;
  /** The button label for public visitors (default 'Start Free'). */
  guestLabel?: string;
  /** Billing period shown first (default monthly). */
  defaultPeriod?: BillingPeriod;
}

const DEFAULT_GUEST_LABEL = 'Start Free';

function money(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

function PriceBlock({ plan, period }: { plan: PlanCatalogueEntry; period: BillingPeriod }) {
  if (plan.monthlyPrice === 0) {
    return (
      <Box>
        <Typography component="p" variant="h2">
          $0
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Free forever
        </Typography>
      </Box>
    );
  }
  const monthly = period === 'monthly';
  return (
    <Box>
      <Typography component="p" variant="h2">
        {money(monthly ? plan.monthlyPrice : plan.annualPrice)}
        <Typography component="span" variant="body1" color="text.secondary">
          {monthly ? '/month' : '/year'}
        </Typography>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {monthly ? 'Billed monthly' : `${money(plan.monthlyEquivalent)}/month, billed annually`}
      </Typography>
      {monthly ? null : (
        <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
          Save {money(plan.annualSavings)}
        </Typography>
      )}
    </Box>
  );
}

export function PlanCards({
  currentPlan,
  subscribedPriceKey,
  pendingPriceKey,
  onChoose,
  busyPlan,
  guestLabel = DEFAULT_GUEST_LABEL,
  defaultPeriod,
}: PlanCardsProps) {
  const [period, setPeriod] = useState<BillingPeriod>(
    defaultPeriod ?? (subscribedPriceKey ? periodOfPriceKey(subscribedPriceKey) : 'monthly'),
  );
  return (
    <Stack spacing={3} sx={{ alignItems: 'stretch' }}>
      <Box sx={{ alignSelf: 'center' }}>
        <ToggleChoice<BillingPeriod>
          dense={false}
          value={period}
          onChange={setPeriod}
          ariaLabel="Billing period"
          options={[
            { value: 'monthly', label: BILLING_MESSAGES.monthly },
            {
              value: 'annual',
              label: (
                <>
                  {BILLING_MESSAGES.annual}
                  <Chip label={ANNUAL_BADGE} size="small" color="success" sx={{ ml: 1, height: 20 }} />
                </>
              ),
            },
          ]}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {PLAN_LEVELS.map((id) => {
          const plan: PlanCatalogueEntry = PLAN_CATALOGUE[id];
          const button = currentPlan
            ? planButton(
                currentPlan,
                id,
                subscribedPriceKey
                  ? { priceKey: subscribedPriceKey, period, pendingPriceKey: pendingPriceKey ?? null }
                  : null,
              )
            : { label: guestLabel, disabled: false, action: 'purchase' as const };
          const isCurrent = currentPlan === id;
          const busy = busyPlan === id;
          return (
            <Card
              key={id}
              component="section"
              aria-labelledby={`plan-${id}-title`}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                borderColor: isCurrent ? 'primary.main' : undefined,
                borderWidth: isCurrent ? 2 : 1,
              }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
                  <Typography id={`plan-${id}-title`} variant="h3" component="h3">
                    {plan.name}
                  </Typography>
                  {isCurrent && <Chip label={BILLING_MESSAGES.currentPlan} size="small" color="primary" />}
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  {plan.description}
                </Typography>
                <PriceBlock plan={plan} period={period} />
                <Typography sx={{ mt: 2, fontWeight: 600 }}>{plan.mainFeature}</Typography>
                <Typography variant="body2">{TEAM_MESSAGES.planSeats(INCLUDED_SEATS[id])}</Typography>
                <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                  {plan.features.map((feature) => (
                    <Stack
                      component="li"
                      key={feature}
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center' }}
                    >
                      <CheckIcon fontSize="small" color="success" aria-hidden />
                      <Typography variant="body2">{feature}</Typography>
                    </Stack>
                  ))}
                </Stack>
              </CardContent>
              <CardActions sx={{ p: 2, pt: 0 }}>
                <Button
                  fullWidth
                  variant={
                    button.action === 'purchase' || button.action === 'change' ? 'contained' : 'outlined'
                  }
                  disabled={button.disabled || busyPlan !== undefined}
                  onClick={() => onChoose(id, period, button.action)}
                  aria-label={`${button.label}: ${plan.name}`}
                  startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
                >
                  {button.label}
                </Button>
              </CardActions>
            </Card>
          );
        })}
      </Box>
    </Stack>
  );
}
