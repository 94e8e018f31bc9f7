/**
 * The webhook sender: Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`
 * with one `v1,` signature per active secret, space-separated) signed by the `standardwebhooks` library, POSTed
 * through THE outbound guard (checked again at send time, the address pinned in the socket's lookup).
 */
import { Webhook } from 'standardwebhooks';
import { PRODUCT_NAME } from '../../../shared/config/product';
import { WEBHOOK_LIMITS } from '../../../shared/domain/webhooks';
import { postGuarded, type OutboundPolicy } from '../../platform/http/outbound-guard';
import type { WebhookSender } from '../ports';

/** The signature header's value: every secret's signature of the same id, timestamp and body. */
export function signatureHeader(
  secrets: readonly string[],
  messageId: string,
  timestamp: Date,
  body: string,
): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, timestamp, body)).join(' ');
}

export function standardWebhooksSender(policy: OutboundPolicy): WebhookSender {
  return {
    send(url, request) {
      return postGuarded(
        url,
        {
          headers: {
            'content-type': 'application/json',
            'user-agent': `${PRODUCT_NAME}-Webhooks/1`,
            'webhook-id': request.messageId,
            'webhook-timestamp': String(Math.floor(request.timestamp.getTime() / 1000)),
            'webhook-signature': signatureHeader(
              request.secrets,
              request.messageId,
              request.timestamp,
              request.body,
            ),
          },
          body: request.body,
          timeoutMs: WEBHOOK_LIMITS.timeoutMs,
          excerptChars: WEBHOOK_LIMITS.responseExcerptChars,
        },
        policy,
      );
    },
  };
}
