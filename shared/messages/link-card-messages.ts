/** The client review link card of the project page. */
import { COMMON_MESSAGES } from './common-messages';

export const LINK_CARD_MESSAGES = {
  copied: 'Review link copied to clipboard!',
  copyFailed: 'Failed to copy link',
  extended: 'Link extended successfully!',
  extendFailed: 'Failed to extend link',
  generated: 'New review link generated!',
  generateFailed: 'Failed to generate new link',
  rateLimited: COMMON_MESSAGES.rateLimitTryAgain,
  extendFailedDetail: 'Failed to extend link.',
  generateFailedDetail: 'Failed to generate new link.',
  unexpected: COMMON_MESSAGES.unexpectedRefresh,
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
