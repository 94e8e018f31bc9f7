/**
 * Billing's routes (shared/api/endpoints/billing.ts, and the seat routes of team.ts: seats are a change of the
 * one subscription): each one an owner route of the serving Lambda (functions/platform/http/owner-route.ts),
 * then one billing use case on the current workspace's billing record (its profile item).
 */
import {
  changePlan as changePlanEndpoint,
  createCheckout as createCheckoutEndpoint,
  createPortalSession as createPortalSessionEndpoint,
  getBillingSubscription as getBillingSubscriptionEndpoint,
  previewPlanChange as previewPlanChangeEndpoint,
} from '../../shared/api/endpoints/billing';
import {
  changeSeats as changeSeatsEndpoint,
  previewSeatChange as previewSeatChangeEndpoint,
} from '../../shared/api/endpoints/team';
import type { OwnerRouteFactory } from '../platform/http/owner-route';
import type { Route } from '../platform/http/route';
import {
  changePlan,
  changeSeats,
  currentSubscription,
  openBillingPortal,
  previewPlanChange,
  previewSeatChange,
  startCheckout,
} from './index';
import type { BillingDeps } from './ports';

export function billingRoutes<D extends { billing: () => BillingDeps }>(
  ownerRoute: OwnerRouteFactory<D>,
): Route<D>[] {
  return [
    ownerRoute(createCheckoutEndpoint, (caller, req, deps) =>
      startCheckout(deps.billing(), { userId: caller.workspaceId, priceKey: req.body.priceKey }),
    ),
    ownerRoute(createPortalSessionEndpoint, (caller, _req, deps) =>
      openBillingPortal(deps.billing(), { userId: caller.workspaceId }),
    ),
    ownerRoute(getBillingSubscriptionEndpoint, (caller, _req, deps) =>
      currentSubscription(deps.billing(), { userId: caller.workspaceId }),
    ),
    ownerRoute(previewPlanChangeEndpoint, (caller, req, deps) =>
      previewPlanChange(deps.billing(), { userId: caller.workspaceId, priceKey: req.body.priceKey }),
    ),
    ownerRoute(changePlanEndpoint, (caller, req, deps) =>
      changePlan(deps.billing(), { userId: caller.workspaceId, priceKey: req.body.priceKey }),
    ),
    ownerRoute(previewSeatChangeEndpoint, (caller, req, deps) =>
      previewSeatChange(deps.billing(), { workspaceId: caller.workspaceId, seats: req.body.seats }),
    ),
    ownerRoute(changeSeatsEndpoint, (caller, req, deps) =>
      changeSeats(deps.billing(), { workspaceId: caller.workspaceId, seats: req.body.seats }),
    ),
  ];
}
