/**
 * Billing configuration from the environment, parsed once: the Paddle environment, the price ids (server
 * config only: price key → Paddle price id), and where the API key and webhook secrets come from (plain
 * values locally, Secrets Manager in the cloud; several webhook secrets, comma-separated, while one rotates).
 */
import * as z from '../../platform/zod';
import { ENV } from '../../../shared/config/env-names';
import { PRICE_KEYS, type PaidPlanLevel, type PriceKey } from '../../../shared/domain/plans';
import { planOfPriceKey } from '../../../shared/domain/plan-change';
import { env, requireEnv } from '../../platform/config/env';
import {
  plainSecret,
  secretList,
  secretsManagerSecret,
  type SecretReadOptions,
  type SecretText,
} from '../../platform/aws/cached-secret';

const priceIdsSchema = z.object(
  Object.fromEntries(PRICE_KEYS.map((k) => [k, z.string().check(z.minLength(1))])) as Record<
    PriceKey,
    z.ZodMiniString
  >,
);
export type PriceIds = z.infer<typeof priceIdsSchema>;

export interface BillingConfig {
  environment: string;
  priceIds: PriceIds;
  apiKey: SecretText;
  /** `{ fresh: true }` when a signature did not verify: the secret may have just been replaced. */
  webhookSecrets: (options?: SecretReadOptions) => Promise<string[]>;
}

/** A plain value (locally), else the secret (Secrets Manager, cached briefly: functions/platform/aws/cached-secret). */
function secretSource(plain: string | undefined, arn: string | undefined, what: string): SecretText {
  if (plain) return plainSecret(plain);
  if (!arn) return () => Promise.reject(new Error(`${what}: neither a value nor a secret ARN is configured`));
  return secretsManagerSecret(arn, what);
}

export function parsePriceIds(json: string): PriceIds {
  return priceIdsSchema.parse(JSON.parse(json));
}

export function billingConfig(): BillingConfig {
  const required = requireEnv(ENV.paddleEnvironment, ENV.paddlePriceIds);
  const all = env();
  const secrets = secretSource(
    all[ENV.paddleWebhookSecrets],
    all[ENV.paddleWebhookSecretArn],
    'Paddle webhook secret',
  );
  return {
    environment: required[ENV.paddleEnvironment],
    priceIds: parsePriceIds(required[ENV.paddlePriceIds]),
    apiKey: secretSource(all[ENV.paddleApiKey], all[ENV.paddleApiKeySecretArn], 'Paddle API key'),
    webhookSecrets: async (options) => secretList(await secrets(options), 'Paddle webhook secret'),
  };
}

/** The price key a Paddle price id stands for; null for a price that is not ours. */
export function priceKeyForPriceId(priceIds: PriceIds, priceId: string): PriceKey | null {
  return PRICE_KEYS.find((key) => priceIds[key] === priceId) ?? null;
}

/** The paid plan a Paddle price id stands for; null for a price that is not ours. */
export function planForPriceId(priceIds: PriceIds, priceId: string): PaidPlanLevel | null {
  const key = priceKeyForPriceId(priceIds, priceId);
  return key ? planOfPriceKey(key) : null;
}
