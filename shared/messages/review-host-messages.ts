/** Ours: the custom review address (Settings › Branding) and the review API's answers on such a host. */
export const REVIEW_HOST_MESSAGES = {
  title: 'Review address',
  intro: 'Serve your review links on your own domain, like review.your-studio.com.',
  hostLabel: 'Host name',
  save: 'Save address',
  remove: 'Remove address',
  verify: 'Check DNS record',
  pending: 'Waiting for the DNS record',
  verified: 'Verified: review links use this address',
  instructions: 'Add this TXT record at your DNS provider, then check it:',
  cname: 'Then point the host name at us with a CNAME record; we set up its certificate.',
  taken: 'This host name is already used by another workspace.',
  notProven: 'The TXT record was not found yet. DNS changes can take a few minutes to show.',
  /** A request arrived on a host name no workspace has. */
  unknownHost: 'This address does not serve review links.',
} as const;
