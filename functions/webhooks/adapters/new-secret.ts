import { randomBytes } from 'node:crypto';
import { WEBHOOK_LIMITS, webhookSecretOf } from '../../../shared/domain/webhooks';

/** A new signing secret: `whsec_` + base64 of random bytes. */
export function newWebhookSecret(): string {
  return webhookSecretOf(randomBytes(WEBHOOK_LIMITS.secretBytes));
}
