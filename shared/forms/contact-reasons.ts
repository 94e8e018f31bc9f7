/**
 * The contact form's seven reasons, their labels and the field limits: plain data without zod, so the public
 * Contact page can show the form before the schema (contact-form.ts) is loaded.
 */
export const CONTACT_REASONS = [
  'pricing',
  'billing',
  'technical',
  'partnership',
  'feature',
  'general',
  'other',
] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

export const CONTACT_REASON_LABELS = {
  pricing: 'Pricing Inquiry',
  billing: 'Billing Question',
  technical: 'Technical Support',
  partnership: 'Partnership Inquiry',
  feature: 'Feature Request',
  general: 'General Inquiry',
  other: 'Other',
} as const satisfies Record<ContactReason, string>;

export const CONTACT_LIMITS = { name: 100, message: 5000 } as const;
