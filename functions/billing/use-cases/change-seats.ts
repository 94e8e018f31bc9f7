/**
 * Pro's extra seats: preview and make a change of the seat item's quantity on the one live subscription,
 * prorated by the billing provider and charged now. The seats follow the provider's verified webhook (the
 * quantity it reports is stored as it is, so a retried or reordered delivery never counts a seat twice).
 * Never below the workspace's members (remove members first) nor below the seats Pro includes.
 */
import type { SeatChangePreview } from '../../../shared/api/endpoints/team';
import { isLiveSubscription, periodOfPriceKey } from '../../../shared/domain/plan-change';
import { extraSeatsFor, PRO_INCLUDED_SEATS, SEAT_PRICE_KEYS } from '../../../shared/domain/team';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/errors/app-error';
import { BILLING_MESSAGES } from '../../../shared/messages/billing-messages';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import { TEAM_MESSAGES } from '../../../shared/messages/team-messages';
import { priceKeyForPriceId } from '../adapters/billing-config';
import type { PlanChangeRequest } from '../adapters/billing-port';
import { readProfile as getProfile } from '../../projects';
import { workspaceMemberCount } from '../../team';
import type { BillingDeps } from '../ports';

type Deps = Pick<BillingDeps, 'db' | 'billing' | 'priceIds' | 'log'>;

interface SeatPlan {
  request: PlanChangeRequest;
  extraSeats: number;
  currentExtraSeats: number;
}

async function seatPlan(deps: Deps, input: { workspaceId: string; seats: number }): Promise<SeatPlan> {
  const profile = await getProfile(deps.db, input.workspaceId);
  if (!profile) throw new NotFoundError(PROJECT_MESSAGES.profileNotFound);
  if (profile.planLevel !== 'pro') throw new ConflictError(TEAM_MESSAGES.seatsNeedPro);
  if (!profile.subscriptionId || !isLiveSubscription(profile.subscriptionStatus)) {
    throw new ConflictError(BILLING_MESSAGES.noLiveSubscription);
  }
  if (input.seats < PRO_INCLUDED_SEATS) throw new ValidationError(TEAM_MESSAGES.seatsIncluded);
  const members = await workspaceMemberCount(deps.db, input.workspaceId);
  if (input.seats < members) throw new ConflictError(TEAM_MESSAGES.seatsBelowMembers(members));
  const subscription = await deps.billing.getSubscription(profile.subscriptionId);
  const current = priceKeyForPriceId(deps.priceIds, subscription.priceId);
  if (!current || subscription.customerId !== profile.paddleCustomerId) {
    throw new ConflictError(BILLING_MESSAGES.noLiveSubscription);
  }
  const seatPriceId = deps.priceIds[SEAT_PRICE_KEYS[periodOfPriceKey(current)]];
  if (!seatPriceId) throw new ConflictError(TEAM_MESSAGES.seatsNeedPro);
  const extraSeats = extraSeatsFor(input.seats);
  const currentExtraSeats = profile.extraSeats ?? 0;
  if (extraSeats === currentExtraSeats) throw new ConflictError(BILLING_MESSAGES.alreadyOnPrice);
  return {
    request: {
      subscriptionId: subscription.id,
      priceId: subscription.priceId,
      billing: 'now',
      seats: extraSeats > 0 ? { priceId: seatPriceId, quantity: extraSeats } : null,
    },
    extraSeats,
    currentExtraSeats,
  };
}

export async function previewSeatChange(
  deps: Deps,
  input: { workspaceId: string; seats: number },
): Promise<SeatChangePreview> {
  const plan = await seatPlan(deps, input);
  const quote = await deps.billing.previewPlanChange(plan.request);
  return {
    seats: input.seats,
    extraSeats: plan.extraSeats,
    currencyCode: quote.currencyCode,
    chargeNow: quote.chargeNow,
    credit: quote.credit,
    next: quote.next,
  };
}

export async function changeSeats(
  deps: Deps,
  input: { workspaceId: string; seats: number },
): Promise<{ seats: number; status: 'pending' }> {
  const plan = await seatPlan(deps, input);
  await deps.billing.changePlan(plan.request);
  deps.log.info('billing seat change sent', {
    workspaceId: input.workspaceId,
    from: plan.currentExtraSeats,
    to: plan.extraSeats,
  });
  return { seats: input.seats, status: 'pending' };
}
