/**
 * After ops replace the webhook secret (`put-secret-value`), a warm container still holds the old one: the
 * webhook reads it again once before answering 401, so Paddle's deliveries are not refused.
 */
import { describe, expect, it } from 'vitest';
import { cachedSecret, SECRET_CACHE } from '../../../functions/platform/aws/cached-secret';
import { signatureHeader } from '../../../functions/billing/adapters/paddle-signature';
import { handleBillingWebhook } from '../../../functions/billing/use-cases/handle-webhook';
import type { BillingDeps } from '../../../functions/billing/ports';
import { UnauthorizedError, ValidationError } from '../../../shared/errors/app-error';

const NOW = new Date('2026-11-27T10:00:00Z');
const ts = Math.floor(NOW.getTime() / 1000);
// Not a billing event: a verified body stops at validation (400), before any write.
const body = '{"hello":"world"}';

function depsWith(store: { value: string; reads: number }, clockMs: () => number): BillingDeps {
  const secret = cachedSecret(
    () => {
      store.reads += 1;
      return Promise.resolve(store.value);
    },
    { now: clockMs },
  );
  return {
    db: {} as BillingDeps['db'],
    billing: {} as BillingDeps['billing'],
    priceIds: { basic_monthly: 'a', basic_annual: 'b', pro_monthly: 'c', pro_annual: 'd' },
    webhookSecrets: async (options) => [await secret(options)],
    clock: { now: () => NOW },
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    metrics: { count: () => undefined },
  };
}

describe('the billing webhook after the secret was replaced', () => {
  it('verifies a delivery signed with the new secret although the container held the old one', async () => {
    let clock = 0;
    const store = { value: 'generated-placeholder', reads: 0 };
    const deps = depsWith(store, () => clock);
    // A first delivery reads (and caches) the placeholder.
    await expect(
      handleBillingWebhook(deps, { rawBody: body, signatureHeader: signatureHeader(['x'], ts, body) }),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    store.value = 'pdl_ntfset_real';
    clock += SECRET_CACHE.minRefreshMs;
    await expect(
      handleBillingWebhook(deps, {
        rawBody: body,
        signatureHeader: signatureHeader(['pdl_ntfset_real'], ts, body),
      }),
    ).rejects.toBeInstanceOf(ValidationError);
  });

  it('still answers 401 to a forged signature, re-reading the secret at most once per interval', async () => {
    let clock = 0;
    const store = { value: 'pdl_ntfset_real', reads: 0 };
    const deps = depsWith(store, () => clock);
    for (let i = 0; i < 20; i++) {
      await expect(
        handleBillingWebhook(deps, { rawBody: body, signatureHeader: signatureHeader(['forged'], ts, body) }),
      ).rejects.toBeInstanceOf(UnauthorizedError);
      clock += 100;
    }
    expect(store.reads).toBe(1);
  });
});
