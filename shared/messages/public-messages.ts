/** Public marketing pages. */
export const PUBLIC_MESSAGES = {
  goToDashboard: 'Go to Dashboard',
  watchDemo: 'Watch Demo',
  logIn: 'Log In',
  startFree: 'Start Free',
  termsLastUpdated: 'August 17, 2025',
  refundRequestSubject: 'Refund Request',
} as const;
