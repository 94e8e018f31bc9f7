/** The webhook ports as every Lambda builds them from the environment (editor-api, the fan-out, the worker). */
import { documentClient, sqsClient } from '../../platform/aws/clients';
import { appUrl, outboundLocalOrigins, tableName, webhookQueueUrl } from '../../platform/config/env';
import type { OutboundPolicy } from '../../platform/http/outbound-guard';
import type { Clock, IdSource, Logger } from '../../platform/ports';
import type { WebhookPorts } from '../ports';
import { webhookStore } from '../store/webhook-store';
import { newWebhookSecret } from './new-secret';
import { sqsDeliveryQueue } from './sqs-delivery-queue';
import { standardWebhooksSender } from './standard-webhooks-sender';

export function webhookPortsFromEnv(runtime: { clock: Clock; ids: IdSource; log: Logger }): WebhookPorts {
  const outbound: OutboundPolicy = { localOrigins: outboundLocalOrigins() };
  return {
    ...runtime,
    store: webhookStore({ doc: documentClient(), tableName: tableName() }),
    queue: sqsDeliveryQueue(sqsClient(), webhookQueueUrl()),
    sender: standardWebhooksSender(outbound),
    newSecret: newWebhookSecret,
    outbound,
    appUrl: appUrl(),
  };
}
