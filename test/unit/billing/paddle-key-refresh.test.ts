/**
 * After ops replace the Paddle API key (`put-secret-value`), a warm container still holds the generated
 * placeholder: when Paddle refuses it, the billing port reads the key again once and the call goes through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedSecret, SECRET_CACHE } from '../../../functions/platform/aws/cached-secret';
import { paddleBilling } from '../../../functions/billing/adapters/paddle-billing';
import { startPaddleStandIn, type PaddleStandIn } from '../../../infra/local/paddle-stand-in/server';

const REAL_KEY = 'pdl_live_apikey_real';
let paddle: PaddleStandIn;

beforeAll(async () => {
  paddle = await startPaddleStandIn({
    port: 0,
    apiKey: REAL_KEY,
    webhookSecret: 'unused',
    webhookUrl: () => 'http://127.0.0.1:1/unused',
    appUrl: () => 'http://127.0.0.1:1',
    prices: {},
  });
});
afterAll(() => paddle.close());

describe('the Paddle billing port after the API key was replaced', () => {
  it('reads the key again when Paddle refuses it, and the portal session is created', async () => {
    let clock = 0;
    const store = { value: 'generated-placeholder', reads: 0 };
    const apiKey = cachedSecret(
      () => {
        store.reads += 1;
        return Promise.resolve(store.value);
      },
      { now: () => clock },
    );
    const billing = paddleBilling({ apiKey, environment: paddle.url });
    await expect(billing.createPortalSession({ customerId: 'ctm_1', subscriptionIds: [] })).rejects.toThrow();
    store.value = REAL_KEY;
    clock += SECRET_CACHE.minRefreshMs;
    const session = await billing.createPortalSession({ customerId: 'ctm_1', subscriptionIds: [] });
    expect(session.url).toContain('/portal/ctm_1');
    expect(store.reads).toBe(2);
  });
});
