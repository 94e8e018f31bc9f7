/**
 * E-mail preferences: per kind of mail, how the editor wants it. In-app notifications are always
 * kept; these only decide the e-mail. Absent values mean 'instant' (the product's behaviour before
 * preferences existed).
 */
import * as z from 'zod/mini';

/** The kinds of mail an editor can tune (Settings → Notifications) and unsubscribe from one by one. */
export const MAIL_CATEGORIES = ['clientActivity', 'reminders', 'linkExpiry'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

export const MAIL_DELIVERIES = ['instant', 'hourly', 'daily', 'off'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/**
 * What Settings offers per kind: client activity (feedback, approvals) can come as it happens, as an hourly or
 * a daily digest, or not at all; reminders and link warnings come at most once a day already (09:00 local), so
 * they are on or off.
 */
export const MAIL_DELIVERIES_OFFERED = {
  clientActivity: ['instant', 'hourly', 'daily', 'off'],
  reminders: ['instant', 'off'],
  linkExpiry: ['instant', 'off'],
} as const satisfies Record<MailCategory, readonly MailDelivery[]>;

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
  clientActivity: z.enum(MAIL_DELIVERIES_OFFERED.clientActivity),
  reminders: z.enum(MAIL_DELIVERIES_OFFERED.reminders),
  linkExpiry: z.enum(MAIL_DELIVERIES_OFFERED.linkExpiry),
});

/** As stored: any kind may be absent (never chosen). */
export const storedMailPreferencesSchema = z.partial(mailPreferencesSchema);
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
