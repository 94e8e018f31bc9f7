/**
 * E-mail preferences (issue 13): per kind of mail, how the editor wants it. In-app notifications are always
 * kept; these only decide the e-mail. Absent values mean 'instant' (the product's behaviour before
 * preferences existed).
 */
import { z } from 'zod';

/** The kinds of mail an editor can tune (Settings → Notifications) and unsubscribe from one by one. */
export const MAIL_CATEGORIES = ['clientActivity', 'reminders', 'linkExpiry'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

export const MAIL_DELIVERIES = ['instant', 'hourly', 'daily', 'off'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/**
 * What Settings offers today. Hourly and daily digests are part of the model (issue 13) but not built yet, so
 * neither the API nor the page accepts them (a choice the product cannot honour is not offered).
 */
export const MAIL_DELIVERIES_OFFERED = ['instant', 'off'] as const satisfies readonly MailDelivery[];

export const mailCategorySchema = z.enum(MAIL_CATEGORIES);
export const mailDeliverySchema = z.enum(MAIL_DELIVERIES);

export const mailPreferencesSchema = z.object({
  clientActivity: mailDeliverySchema,
  reminders: mailDeliverySchema,
  linkExpiry: mailDeliverySchema,
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** The body of Settings → Notifications: every kind, one of the offered choices. */
export const mailPreferencesChoiceSchema = z.object({
  clientActivity: z.enum(MAIL_DELIVERIES_OFFERED),
  reminders: z.enum(MAIL_DELIVERIES_OFFERED),
  linkExpiry: z.enum(MAIL_DELIVERIES_OFFERED),
});

/** As stored: any kind may be absent (never chosen). */
export const storedMailPreferencesSchema = mailPreferencesSchema.partial();
export type StoredMailPreferences = z.infer<typeof storedMailPreferencesSchema>;

export const DEFAULT_MAIL_PREFERENCES: MailPreferences = {
  clientActivity: 'instant',
  reminders: 'instant',
  linkExpiry: 'instant',
};

/** The stored choices with the defaults filled in. */
export function effectiveMailPreferences(stored: StoredMailPreferences | null | undefined): MailPreferences {
  return { ...DEFAULT_MAIL_PREFERENCES, ...(stored ?? {}) };
}

/** How one kind of mail reaches the editor now. */
export function mailDeliveryFor(
  stored: StoredMailPreferences | null | undefined,
  category: MailCategory,
): MailDelivery {
  return effectiveMailPreferences(stored)[category];
}
