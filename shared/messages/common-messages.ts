/** Texts shared by several screens: rate limits, generic failures, retry buttons. */
export const COMMON_MESSAGES = {
  /** Shown as the error state of a list or the dashboard after a 429. */
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  /** Toast after a 429 on approve, extend, new link. */
  rateLimitTryAgain: 'Rate limit exceeded. Please wait a moment before trying again.',
  /** Toast after a 429 on the dashboard. */
  rateLimitRefreshing: 'Rate limit exceeded. Please wait a moment before refreshing.',
  /** Toast after a 429 on the project page. */
  rateLimitRefreshPage: 'Rate limit exceeded. Please refresh the page in a moment.',
  unexpectedRefresh: 'An unexpected error occurred. Please refresh.',
  unexpectedTryAgain: 'An unexpected error occurred. Please try again.',
  unexpected: 'An unexpected error occurred.',
  unknown: 'An unknown error occurred.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  tryAgain: 'Try Again',
  retrying: 'Retrying...',
  retry: 'Retry',
  back: 'Back',
  cancel: 'Cancel',
  save: 'Save',
  view: 'View',
  dismiss: 'Dismiss',
  requiredFields: 'Please fill in all required fields',
  /** Mutations on an archived project are refused with this (server and SPA). */
  archivedProject: 'Cannot modify archived projects.',
} as const;
