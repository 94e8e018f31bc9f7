/** The client review link card of the project page. */
import { REVIEW_LINK } from '../domain/review-link-rules';
import { countOf } from '../lib/plural';
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
  expiresInDays: (days: number) => `Expires in ${countOf(days, 'day', 'days')}`,
  /** Link expiry by plan: Pro chooses 1–90 days, a date, or no expiry. */
  changeExpiry: 'Change expiry',
  expiryDialogTitle: 'Review link expiry',
  expiryInDaysOption: 'In a number of days',
  expiryOnDateOption: 'On a date',
  neverExpiresOption: 'Never expires',
  expiryDaysLabel: 'Days from now',
  expiryDateLabel: 'Expiry date',
  expirySave: 'Save expiry',
  expiryCancel: 'Cancel',
  expirySaved: 'Review link expiry updated.',
  expiryFailed: 'Failed to update the link expiry',
  expiryDaysRange: 'Choose between 1 and 90 days.',
  expiryDateRange: 'Choose a date between tomorrow and 90 days from now.',
  /** The server's refusal for a non-Pro custom or permanent expiry (403). */
  customExpiryProOnly: `Custom and permanent review link expiry is a Pro feature. Links on your plan last ${REVIEW_LINK.validityDays} days; use Extend to renew them.`,
  /** Turning the link off and on, downloads. */
  linkOff: 'Link off',
  linkOffArchived:
    'This project is archived, so its review link is off. Restore the project to share it again.',
  linkOffRevoked: 'You turned this link off. Clients opening it see "Review link not found".',
  turnOff: 'Turn off link',
  turnOn: 'Turn link back on',
  turnedOff: 'Review link turned off.',
  turnedOn: 'Review link is on again.',
  allowDownloads: 'Clients can download the originals',
  /** Password protection (every plan). */
  passwordOn: 'Password protected',
  passwordOff: 'No password',
  setPassword: 'Set password',
  changePassword: 'Change password',
  removePassword: 'Remove password',
  passwordDialogTitle: 'Protect the review link',
  passwordDialogIntro:
    'Clients enter this password before they see anything. Share it separately from the link. Changing it signs out everyone who entered the old one.',
  passwordLabel: 'Password',
  passwordSave: 'Save password',
  passwordCancel: 'Cancel',
  passwordSet: 'Password set. Clients need it to open the link.',
  passwordRemoved: 'Password removed. Anyone with the link can open it.',
  passwordFailed: 'Failed to update the password.',
  downloadsOn: 'Downloads allowed.',
  downloadsOff: 'Downloads turned off.',
  settingsFailed: 'Failed to update the review link',
  /** Who opened it (per link, no tracking cookies). */
  notOpenedYet: 'Not opened yet',
  opened: (count: number, lastOpened: string) =>
    `Opened ${countOf(count, 'time', 'times')}, last ${lastOpened}`,
  /** Shown instead of the expiry controls below Pro. */
  customExpiryUpgradeHint: 'Pro plans can choose another expiry or make the link permanent.',
} as const;
