/**
 * The Upgrade page's button for a plan card, from the user's current plan and the card's plan:
 * same plan → 'Current Plan' (disabled); a higher plan → 'Upgrade' (starts a purchase with a price key);
 * a lower plan → 'Downgrade' (opens the billing management portal).
 */
import { BILLING_MESSAGES } from '../messages/billing-messages';
import { PLAN_RANK } from './plans';
import type { PlanLevel } from './status-values';

export const PLAN_BUTTON_ACTIONS = ['none', 'purchase', 'manage'] as const;
export type PlanButtonAction = (typeof PLAN_BUTTON_ACTIONS)[number];

export interface PlanButton {
  readonly label: string;
  readonly disabled: boolean;
  readonly action: PlanButtonAction;
}

export function planButton(current: PlanLevel, target: PlanLevel): PlanButton {
  if (current === target) return { label: BILLING_MESSAGES.currentPlan, disabled: true, action: 'none' };
  if (PLAN_RANK[target] > PLAN_RANK[current]) {
    return { label: BILLING_MESSAGES.upgrade, disabled: false, action: 'purchase' };
  }
  return { label: BILLING_MESSAGES.downgrade, disabled: false, action: 'manage' };
}
