/**
 * SES delivery events (configuration set → SNS → the mail-events Lambda; locally the mail stand-in's bounce
 * rule): a permanent bounce or a complaint suppresses the recipient's address for the product (the one
 * writer of suppressions). Transient bounces (mailbox full, greylisting) suppress nothing: SES retries them.
 *
 * Both SES formats are read: event publishing (`eventType`) and identity notifications (`notificationType`).
 */
import * as z from '../../platform/zod';
import type { MailSuppression } from '../../../shared/domain/mail-suppression';
import { BUSINESS_METRICS } from '../../../shared/config/business-metrics';
import type { Clock, Logger, Metrics } from '../../platform/ports';

const recipient = z.object({ emailAddress: z.string().check(z.minLength(3), z.maxLength(320)) });

const bounceEventSchema = z.object({
  bounce: z.object({
    bounceType: z.string(),
    bounceSubType: z.optional(z.string()),
    bouncedRecipients: z.array(recipient).check(z.minLength(1)),
    timestamp: z.optional(z.string()),
  }),
});
const complaintEventSchema = z.object({
  complaint: z.object({
    complainedRecipients: z.array(recipient).check(z.minLength(1)),
    complaintFeedbackType: z.optional(z.string()),
    timestamp: z.optional(z.string()),
  }),
});
/** Any SES event (bounce, complaint, delivery, send…): an object naming its type. */
export const sesEventSchema = z
  .looseObject({ eventType: z.optional(z.string()), notificationType: z.optional(z.string()) })
  .check(z.refine((e) => e.eventType !== undefined || e.notificationType !== undefined, 'not an SES event'));
export type SesEvent = z.infer<typeof sesEventSchema>;

export interface MailEventPorts {
  /** Records the suppression; false when the address was suppressed already. */
  suppress(input: MailSuppression & { detail?: string }): Promise<boolean>;
  clock: Clock;
  log: Pick<Logger, 'info' | 'warn'>;
  /** `MailsBounced`: one per permanently bounced recipient (a repeated SES delivery counts again). */
  metrics: Metrics;
}

/** The addresses an SES event suppresses, with why (pure: what the handler writes). */
export function suppressionsOf(
  event: SesEvent,
  fallbackAt: string,
): (MailSuppression & { detail: string })[] {
  const at = (t: string | undefined) =>
    t && !Number.isNaN(Date.parse(t)) ? new Date(t).toISOString() : fallbackAt;
  const type = event.eventType ?? event.notificationType;
  if (type === 'Bounce') {
    const parsed = bounceEventSchema.safeParse(event);
    if (!parsed.success || parsed.data.bounce.bounceType !== 'Permanent') return [];
    const b = parsed.data.bounce;
    return b.bouncedRecipients.map((r) => ({
      address: r.emailAddress,
      reason: 'bounce' as const,
      at: at(b.timestamp),
      detail: `Permanent/${b.bounceSubType ?? 'General'}`,
    }));
  }
  if (type === 'Complaint') {
    const parsed = complaintEventSchema.safeParse(event);
    if (!parsed.success) return [];
    const c = parsed.data.complaint;
    return c.complainedRecipients.map((r) => ({
      address: r.emailAddress,
      reason: 'complaint' as const,
      at: at(c.timestamp),
      detail: `complaint/${c.complaintFeedbackType ?? 'unknown'}`,
    }));
  }
  return [];
}

/** Handles one SES event given as JSON text (an SNS message body). Unknown shapes are logged and dropped. */
export async function recordMailEvent(ports: MailEventPorts, message: string): Promise<number> {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    ports.log.warn('mail event: not JSON');
    return 0;
  }
  const parsed = sesEventSchema.safeParse(json);
  if (!parsed.success) {
    ports.log.warn('mail event: unexpected shape');
    return 0;
  }
  let created = 0;
  const suppressions = suppressionsOf(parsed.data, ports.clock.now().toISOString());
  const bounced = suppressions.filter((s) => s.reason === 'bounce').length;
  if (bounced > 0) ports.metrics.count(BUSINESS_METRICS.mailsBounced, bounced);
  for (const suppression of suppressions) {
    if (await ports.suppress(suppression)) created += 1;
    ports.log.info('mail address suppressed', {
      reason: suppression.reason,
      detail: suppression.detail,
      domain: suppression.address.split('@')[1] ?? '',
    });
  }
  return created;
}
