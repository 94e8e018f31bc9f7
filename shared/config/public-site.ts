/** Constants of the public site (spec §9). */
export const PUBLIC_SITE = {
  /** Navigation from another page to a Home section: go Home first, then scroll after this delay. */
  anchorScrollDelayMs: 100,
  /** Support answers contact messages within this many hours. */
  contactReplyHours: 24,
  supportedFormats: ['MP4', 'MOV', 'AVI', 'MKV'],
  minimumAge: 18,
  /** Account data is erased within this many days of deletion. */
  accountErasureDays: 30,
  /** Terms of Service: last updated. */
  termsLastUpdated: 'August 17, 2025',
} as const;
