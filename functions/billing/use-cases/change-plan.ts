/**
 * A subscriber's plan change: preview what it costs, then make it, on the one live subscription (never a
 * second checkout). The subscription is read from the billing provider (not from our last webhook), the
 * rule of shared/domain/plan-change decides how it is billed, a scheduled cancellation is removed, and the
 * price is replaced. Our plan changes only when the provider's verified webhook arrives; a downgrade billed at
 * the renewal is recorded as pending first, so that webhook keeps the higher plan until the renewal.
 */
import type { BillingSubscription, PlanChangePreview } from '../../../shared/api/endpoints/billing';
import {
  canChangePlan,
  isLiveSubscription,
  periodOfPriceKey,
  planChange,
  planOfPriceKey,
  type PendingPlanChange,
  type PlanChange,
} from '../../../shared/domain/plan-change';
import { PLAN_CATALOGUE, type PriceKey } from '../../../shared/domain/plans';
import { membersOverPlan, SEAT_PRICE_KEYS } from '../../../shared/domain/team';
import { TEAM_MESSAGES } from '../../../shared/messages/team-messages';
import { workspaceMemberCount } from '../../team';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-error';
import { BILLING_MESSAGES } from '../../../shared/messages/billing-messages';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import { priceKeyForPriceId } from '../adapters/billing-config';
import type { ProviderSubscription } from '../adapters/billing-port';
import { setPendingPlanChange } from '../store/billing-repository';
import { readProfile as getProfile } from '../../projects';
import type { BillingDeps } from '../ports';

type Deps = Pick<BillingDeps, 'db' | 'billing' | 'priceIds' | 'log'>;

interface Planned {
  seats: { priceId: string; quantity: number } | null;
  subscription: ProviderSubscription;
  change: PlanChange;
  priceId: string;
  current: PriceKey;
}

async function plan(deps: Deps, userId: string, target: PriceKey): Promise<Planned> {
  const profile = await getProfile(deps.db, userId);
  if (!profile) throw new NotFoundError(PROJECT_MESSAGES.profileNotFound);
  if (
    !profile.subscriptionId ||
    !profile.paddleCustomerId ||
    !isLiveSubscription(profile.subscriptionStatus)
  ) {
    throw new ConflictError(BILLING_MESSAGES.noLiveSubscription);
  }
  const subscription = await deps.billing.getSubscription(profile.subscriptionId);
  if (subscription.customerId !== profile.paddleCustomerId || !isLiveSubscription(subscription.status)) {
    throw new ConflictError(BILLING_MESSAGES.noLiveSubscription);
  }
  if (!canChangePlan(subscription.status)) throw new ConflictError(BILLING_MESSAGES.resumeBeforeChange);
  const current = priceKeyForPriceId(deps.priceIds, subscription.priceId);
  if (!current) throw new ConflictError(BILLING_MESSAGES.noLiveSubscription);
  // A plan with fewer seats than the team is refused until members are removed (never a silent overflow).
  const members = await workspaceMemberCount(deps.db, userId);
  const extraSeats = profile.extraSeats ?? 0;
  const over = membersOverPlan(planOfPriceKey(target), extraSeats, members);
  if (over !== null) {
    throw new ConflictError(
      TEAM_MESSAGES.downgradeOverSeats(over, PLAN_CATALOGUE[planOfPriceKey(target)].name),
    );
  }
  const change = planChange(current, target, {
    scheduledCancellation: subscription.scheduledChange !== null,
    keptPriceKey: profile.pendingPlanChange?.keepsPriceKey ?? null,
  });
  if (!change) throw new ConflictError(BILLING_MESSAGES.alreadyOnPrice);
  // Pro's extra seats stay on the subscription through a change between Pro prices (in the new period's
  // seat price); a plan below Pro has no extra seats.
  const seatPriceId = deps.priceIds[SEAT_PRICE_KEYS[periodOfPriceKey(target)]];
  const seats =
    planOfPriceKey(target) === 'pro' && extraSeats > 0 && seatPriceId
      ? { priceId: seatPriceId, quantity: extraSeats }
      : null;
  return { subscription, change, priceId: deps.priceIds[target], current, seats };
}

export async function previewPlanChange(
  deps: Deps,
  input: { userId: string; priceKey: PriceKey },
): Promise<PlanChangePreview> {
  const { subscription, change, priceId, seats } = await plan(deps, input.userId, input.priceKey);
  const quote = await deps.billing.previewPlanChange({
    subscriptionId: subscription.id,
    priceId,
    billing: change.billing,
    seats,
  });
  return {
    priceKey: input.priceKey,
    direction: change.direction,
    billing: change.billing,
    currencyCode: quote.currencyCode,
    chargeNow: quote.chargeNow,
    credit: quote.credit,
    next: quote.next,
    removesScheduledCancellation: subscription.scheduledChange !== null,
    // A downgrade billed at the renewal applies then (the period's end, which the renewal starts from).
    changesAt:
      change.direction === 'downgrade' && change.billing === 'next_renewal'
        ? (subscription.nextBilledAt ?? quote.next?.date ?? null)
        : null,
    keepsCurrentPlan: change.keepsCurrentPlan === true,
  };
}

export async function changePlan(
  deps: Deps,
  input: { userId: string; priceKey: PriceKey },
): Promise<{ priceKey: PriceKey; status: 'pending' }> {
  const { subscription, change, priceId, current, seats } = await plan(deps, input.userId, input.priceKey);
  // Changing plan means staying: the scheduled cancellation goes first (its own call, as Paddle documents
  // it); a retry after a failure in between finds no schedule and only changes the price.
  if (subscription.scheduledChange) await deps.billing.removeScheduledChange(subscription.id);
  const pending = pendingOf(subscription, change, current, input.priceKey);
  // Recorded before the provider is asked: its webhook for the lower price may arrive before it answers.
  if (pending) await setPendingPlanChange(deps.db, input.userId, pending);
  try {
    await deps.billing.changePlan({
      subscriptionId: subscription.id,
      priceId,
      billing: change.billing,
      seats,
    });
  } catch (error) {
    // Refused: the provider still bills the higher price, so nothing is pending.
    if (pending) await setPendingPlanChange(deps.db, input.userId, null);
    throw error;
  }
  // Back to the price paid for this period: the provider bills it at the renewal again, nothing is pending.
  if (change.keepsCurrentPlan) await setPendingPlanChange(deps.db, input.userId, null);
  deps.log.info('billing plan change sent', {
    userId: input.userId,
    subscriptionId: subscription.id,
    priceKey: input.priceKey,
    direction: change.direction,
    billing: change.billing,
  });
  return { priceKey: input.priceKey, status: 'pending' };
}

/** A downgrade billed at the renewal applies at the end of the current period, which the provider holds. */
function pendingOf(
  subscription: ProviderSubscription,
  change: PlanChange,
  current: PriceKey,
  target: PriceKey,
): PendingPlanChange | null {
  if (change.direction !== 'downgrade' || change.billing !== 'next_renewal') return null;
  if (!subscription.nextBilledAt) return null;
  return {
    planLevel: planOfPriceKey(target),
    priceKey: target,
    effectiveAt: subscription.nextBilledAt,
    keepsPlanLevel: planOfPriceKey(current),
    keepsPriceKey: current,
  };
}

/** The caller's live subscription as the provider holds it now (Settings › Billing); null without one. */
export async function currentSubscription(
  deps: Deps,
  input: { userId: string },
): Promise<BillingSubscription> {
  const profile = await getProfile(deps.db, input.userId);
  if (!profile) throw new NotFoundError(PROJECT_MESSAGES.profileNotFound);
  if (
    !profile.subscriptionId ||
    !profile.paddleCustomerId ||
    !isLiveSubscription(profile.subscriptionStatus)
  ) {
    return null;
  }
  const sub = await deps.billing.getSubscription(profile.subscriptionId);
  if (sub.customerId !== profile.paddleCustomerId) return null;
  const pending = profile.pendingPlanChange ?? null;
  return {
    // The price paid for the current period: a pending downgrade's lower price is only billed from its date.
    priceKey: pending ? pending.keepsPriceKey : priceKeyForPriceId(deps.priceIds, sub.priceId),
    status: sub.status,
    nextCharge: sub.nextCharge,
    scheduledChange: sub.scheduledChange,
    pendingChange: pending ? { priceKey: pending.priceKey, effectiveAt: pending.effectiveAt } : null,
  };
}
