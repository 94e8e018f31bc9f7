/** Billing section, Upgrade page and payment result pages. */
import { COMMON_MESSAGES } from './common-messages';

export const BILLING_MESSAGES = {
  billingSection: 'Billing',
  manage: 'Manage',
  managePlan: 'Manage Plan',
  cancelSubscription: 'Cancel Subscription',
  needHelp: 'Need help with billing',
  faqComingSoon: 'FAQ section coming soon',
  notReady: 'Billing system not ready. Please refresh the page.',
  actionFailed: COMMON_MESSAGES.somethingWentWrong,
  renewsOn: (date: string) => `Renews on ${date}`,
  /** Ours (server): create or restore refused at the plan cap (the spec only disables the buttons). */
  planLimitReached: (planName: string, limit: number) =>
    `Your ${planName} plan allows ${limit} active projects. Archive a project or upgrade to add more.`,

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
} as const;
