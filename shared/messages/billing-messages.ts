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
} as const;
