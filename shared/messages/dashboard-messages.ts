/** The dashboard (/Dashboard). */
export const DASHBOARD_MESSAGES = {
  loadFailed: 'Failed to load analytics data',
  loadErrorTitle: 'Unable to Load Dashboard',
  tryAgain: 'Try Again',
  retrying: 'Retrying...',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  rateLimitToast: 'Rate limit exceeded. Please wait a moment before refreshing.',
  newProject: 'New Project',
  createFromDrive: 'Create from Drive',
  greeting: (name: string) => `Welcome back, ${name}`,
  usage: (used: number, limit: number | null) =>
    limit === null ? `${used} active projects (unlimited)` : `${used} of ${limit} active projects used`,
} as const;
