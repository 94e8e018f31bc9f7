/** Public marketing pages. */
import { BILLING_MESSAGES } from './billing-messages';

export const PUBLIC_MESSAGES = {
  goToDashboard: BILLING_MESSAGES.goToDashboard,
  watchDemo: 'Watch Demo',
  logIn: 'Log In',
  startFree: 'Start Free',
  termsLastUpdated: 'August 17, 2025',
  refundRequestSubject: 'Refund Request',
} as const;
