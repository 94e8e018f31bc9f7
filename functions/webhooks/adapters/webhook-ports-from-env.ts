/** The webhook ports as every Lambda builds them from the environment (editor-api, the fan-out, the worker). */
import { documentClient, sqsClient } from '../../platform/aws/clients';
import { appUrl, outboundLocalOrigins, tableName, webhookQueueUrl } from '../../platform/config/env';
import { postGuarded, type OutboundPolicy } from '../../platform/http/outbound-guard';
import type { Clock, IdSource, Logger } from '../../platform/ports';
import { WEBHOOK_LIMITS } from '../../../shared/domain/webhooks';
import type { WebhookPorts } from '../ports';
import { slackStore } from '../store/slack-store';
import { webhookStore } from '../store/webhook-store';
import { newWebhookSecret } from './new-secret';
import { sqsDeliveryQueue } from './sqs-delivery-queue';
import { standardWebhooksSender } from './standard-webhooks-sender';

export function webhookPortsFromEnv(runtime: { clock: Clock; ids: IdSource; log: Logger }): WebhookPorts {
  const outbound: OutboundPolicy = { localOrigins: outboundLocalOrigins() };
  const db = { doc: documentClient(), tableName: tableName() };
  return {
    ...runtime,
    store: webhookStore(db),
    slack: slackStore(db),
    poster: {
      post: (url, body) =>
        postGuarded(
          url,
          { headers: { 'content-type': 'application/json' }, body, timeoutMs: WEBHOOK_LIMITS.timeoutMs },
          outbound,
        ),
    },
    queue: sqsDeliveryQueue(sqsClient(), webhookQueueUrl()),
    sender: standardWebhooksSender(outbound),
    newSecret: newWebhookSecret,
    outbound,
    appUrl: appUrl(),
  };
}
