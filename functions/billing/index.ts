export { type BillingPort } from './adapters/billing-port';
export { type BillingDeps } from './ports';
export { changePlan, currentSubscription, previewPlanChange } from './use-cases/change-plan';
export { handleBillingWebhook } from './use-cases/handle-webhook';
export { openBillingPortal } from './use-cases/open-portal';
export { startCheckout } from './use-cases/start-checkout';
export { changeSeats, previewSeatChange } from './use-cases/change-seats';
