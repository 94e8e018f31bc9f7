/** The client review link card of the project page. */
export const LINK_CARD_MESSAGES = {
  copied: 'Review link copied to clipboard!',
  copyFailed: 'Failed to copy link',
  extended: 'Link extended successfully!',
  extendFailed: 'Failed to extend link',
  generated: 'New review link generated!',
  generateFailed: 'Failed to generate new link',
  rateLimited: 'Rate limit exceeded. Please wait a moment before trying again.',
  extendFailedDetail: 'Failed to extend link.',
  generateFailedDetail: 'Failed to generate new link.',
  unexpected: 'An unexpected error occurred. Please refresh.',
  /** Success texts of the second spec document. */
  extendedBy7Days: 'Review link extended by 7 days.',
  generatedDetail: 'New review link generated.',
  extend: 'Extend',
  generateNewLink: 'Generate New Link',
  copy: 'Copy',
  expired: 'Expired',
  expiresInLessThanOneDay: 'Expires in less than 1 day',
  noExpirySet: 'No expiry set',
  expiresOn: (formattedDate: string) => `Expires ${formattedDate}`,
  expiresInDays: (days: number) => `Expires in ${days} ${days === 1 ? 'day' : 'days'}`,
} as const;
