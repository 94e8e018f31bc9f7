/** Review (share) link constants. */
export const REVIEW_LINK = {
  /** A new or regenerated link is valid this long; Extend sets expiry this far from now. */
  validityDays: 7,
  /** Warning (amber, warning panel) at this many days or fewer remaining. */
  warningDays: 3,
  /** Red 'Expires in less than 1 day' at this many days or fewer. */
  criticalDays: 1,
  /** Pro links may be set to expire this many days from now at least / at most (or never). */
  customDaysMin: 1,
  customDaysMax: 90,
  /** Share tokens are this many lowercase hex characters. */
  tokenLength: 32,
} as const;

export const SHARE_TOKEN_PATTERN = /^[0-9a-f]{32}$/;
