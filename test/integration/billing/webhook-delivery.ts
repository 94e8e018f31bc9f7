/** Delivering Paddle webhooks to the local system as Paddle does: the raw body, signed now with the local secret. */
import { signatureHeader } from '../../../functions/billing/adapters/paddle-signature';
import { LOCAL_PADDLE } from '../../../infra/local/system';
import { billingWebhook } from '../../../shared/api/endpoints/billing';
import { testSystem } from '../../support/env';

/** Posts `body` to the billing webhook, signed now. */
export function postSignedWebhook(body: string): Promise<Response> {
  return fetch(`${testSystem().baseUrl}${billingWebhook.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'paddle-signature': signatureHeader([LOCAL_PADDLE.webhookSecret], Math.floor(Date.now() / 1000), body),
    },
    body,
  });
}

/** Sends a webhook body again, signed now: what the webhook made of it (applied, duplicate, stale). */
export async function resend(body: string): Promise<string> {
  return ((await (await postSignedWebhook(body)).json()) as { outcome: string }).outcome;
}
