/** Billing section, Upgrade page and payment result pages. */
import { COMMON_MESSAGES } from './common-messages';
import { PLAN_LIMIT_MESSAGES } from './plan-limit-messages';

export const BILLING_MESSAGES = {
  billingSection: 'Billing',
  storageUsed: (size: string) => `Storage used: ${size}`,
  manage: 'Manage',
  managePlan: 'Manage Plan',
  cancelSubscription: 'Cancel Subscription',
  needHelp: 'Need help with billing',
  faqTitle: 'Billing questions',
  notReady: 'Billing system not ready. Please refresh the page.',
  actionFailed: COMMON_MESSAGES.somethingWentWrong,
  renewsOn: (date: string) => `Renews on ${date}`,
  ...PLAN_LIMIT_MESSAGES,

  currentPlan: 'Current Plan',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
  monthly: 'Monthly',
  annual: 'Annual',
  saveTwoMonths: 'Save 2 Months',

  paymentSuccessful: 'Payment Successful!',
  paymentFailed: 'Payment Failed',
  paymentFailedBody: 'Something went wrong with your payment.',
  paymentFailedDetail:
    'Your card may have been declined or there may be a temporary issue. Please try again.',
  contactSupport: 'Contact Support',
  backToDashboard: 'Back to Dashboard',
  goToDashboard: 'Go to Dashboard',
  createFirstProject: 'Create First Project',
  viewBilling: 'View Billing',
  welcomeFreeTitle: 'Welcome to Free Plan!',
  welcomeBasicTitle: 'Welcome to Basic Plan!',
  welcomeProTitle: 'Welcome to Pro Plan!',
  welcomeFreeToast: 'Welcome to the Free plan!',
  welcomeBasicToast: 'Welcome to the Basic plan!',
  welcomeProToast: 'Welcome to the Pro plan!',
  planUpdateFailedFree: 'Plan update failed, but your account is active',
  planUpdateFailedPaid: 'Plan update failed, but your payment was successful',

  /** Ours: /BillingSuccess while the webhook has not confirmed the plan yet. */
  confirmingPayment: 'Confirming your payment…',
  /** Ours: the fallback of /BillingSuccess offers this. */
  contactSupportHint: 'Contact support and we will set your plan by hand.',
  /** Ours (server): portal asked for before any purchase. */
  noBillingAccount: 'You have no billing account yet. Choose a paid plan first.',
  /** Ours (server): a webhook call that is not signed by the billing provider. */
  webhookSignatureInvalid: 'The webhook signature is missing, invalid or too old.',
  /** Ours: Settings › Billing for a subscription in trouble. */
  pastDue:
    'Your last payment did not go through. Update your payment method in the billing portal to keep your plan.',
  paused: 'Your subscription is paused: you are on the Free plan until you resume it.',
  cancelsOn: (date: string) => `Your subscription ends on ${date}; you keep your plan until then.`,

  /** Ours (server): a checkout asked for while the customer has a live subscription (one per customer). */
  liveSubscriptionExists:
    'You already have a subscription. Change your plan from the Upgrade page: it updates your subscription instead of starting a second one.',
  /** Ours (server): a plan change asked for without a live subscription. */
  noLiveSubscription: 'You have no subscription to change. Choose a plan to subscribe.',
  /** Ours (server): a plan change to the price the subscription already has. */
  alreadyOnPrice: 'Your subscription is already on this plan and billing period.',
  /** Ours (server): a plan change on a paused subscription. */
  resumeBeforeChange: 'Your subscription is paused. Resume it in the billing portal before changing plan.',
  /** Ours (server): the billing provider refused a plan change (e.g. the card was declined). */
  providerRefusedChange:
    'The payment provider did not accept the change, so your plan is unchanged. Check your payment method in the billing portal, or try again.',
  /** Ours: the plan-change dialog of /Upgrade. */
  changePlanTitle: (plan: string, period: string) => `Change to ${plan} (${period})`,
  switchTo: (period: string) => `Switch to ${period}`,
  confirmChange: 'Confirm change',
  cancel: 'Cancel',
  loadingPreview: 'Working out the price…',
  chargeToday: (amount: string) => `You'll be charged ${amount} today.`,
  nothingToday: 'Nothing is charged today.',
  creditApplied: (amount: string) => `${amount} of unused time on your current plan is credited.`,
  nextCharge: (amount: string, date: string) => `Your next charge: ${amount} on ${date}.`,
  scheduledCancelRemoved: 'Your scheduled cancellation is removed: the subscription renews as usual.',
  /** Ours: a downgrade applies at the renewal (dialog, toast, Upgrade page and Settings › Billing). */
  changesOn: (plan: string, date: string) => `Changes to ${plan} on ${date}`,
  /** Ours: the dialog of a downgrade that applies at the renewal. */
  changesOnKeeping: (plan: string, date: string, current: string) =>
    `Changes to ${plan} on ${date}. You keep ${current} until then.`,
  /** Ours: the Upgrade page's button of the plan paid for this period while a downgrade is pending. */
  keepPlan: 'Keep this plan',
  /** Ours: the Upgrade page's button of the pending downgrade's plan. */
  changeScheduled: 'Change scheduled',
  /** Ours: the dialog of going back to the plan paid for this period while a downgrade is pending. */
  pendingChangeWithdrawn: (plan: string) => `Your scheduled change is withdrawn: you stay on ${plan}.`,
  planChanging: 'Changing your plan…',
  planChanged: (plan: string) => `Your plan is now ${plan}.`,
  planChangePending:
    'Your plan change was sent; the payment provider has not confirmed it yet. Refresh in a minute.',
  /** Ours: Settings › Billing, the subscription as it is. */
  billedEvery: (price: string, period: string) => `${price} billed ${period}`,
  /** Ours: Settings › Billing when the billing provider holds two live subscriptions for the customer. */
  duplicateSubscriptions: (count: number) =>
    `Your account has ${count} live subscriptions, so you may be billed more than once. We have been alerted and will cancel and refund the extra one; you can also cancel it in the billing portal.`,
} as const;

/** Settings › Billing: the billing FAQ (plan changes, proration, cancellation, refunds, invoices). */
export const BILLING_FAQ: readonly { readonly question: string; readonly answer: string }[] = [
  {
    question: 'How do I change my plan?',
    answer:
      'Open Upgrade Plan and pick another plan or billing period. Your current subscription is updated: you never pay for two subscriptions at once, and you see what will be charged before you confirm.',
  },
  {
    question: 'What does an upgrade cost?',
    answer:
      'Upgrades are prorated to the minute and charged at once: you pay the new plan for the rest of the current period, minus what is left of your current plan. The next renewal is at the new price.',
  },
  {
    question: 'What happens when I downgrade?',
    answer:
      'Nothing is charged today and you keep the higher plan until the end of the period you paid for. From the next renewal the lower plan applies and is charged at its price, and its project limit applies from then. Projects above the limit stay, but you cannot add new ones until you archive some. Until the renewal you can keep your current plan from the Upgrade page.',
  },
  {
    question: 'Can I switch between monthly and annual billing?',
    answer:
      'Yes. The billing period then restarts on the day of the switch: the unused part of the old period is credited and the new period is charged at once.',
  },
  {
    question: 'What happens if I cancel?',
    answer:
      'You keep your plan until the end of the period you paid for; then the account moves to the Free plan and nothing more is charged. Changing plan before then removes the scheduled cancellation.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'Payments are non-refundable, except case by case for a platform-wide technical failure we could not fix or a duplicate payment caused by a system error. E-mail support with the subject ‘Refund Request’.',
  },
  {
    question: 'Where are my invoices?',
    answer:
      'Our payment provider (Paddle, the merchant of record) e-mails a receipt for every payment. All invoices, your payment method and your billing address are in the billing portal: use Manage above.',
  },
];
