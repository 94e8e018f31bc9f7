/**
 * Billing configuration from the environment, parsed once: the Paddle environment, the price ids (server
 * config only: price key → Paddle price id), and where the API key and webhook secrets come from (plain
 * values locally, Secrets Manager in the cloud; several webhook secrets, comma-separated, while one rotates).
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';
import { ENV } from '../../../shared/config/env-names';
import { PRICE_KEYS, type PaidPlanLevel, type PriceKey } from '../../../shared/domain/plans';
import { planOfPriceKey } from '../../../shared/domain/plan-change';
import { awsRegion, env, requireEnv } from '../config/env';

const priceIdsSchema = z.object(
  Object.fromEntries(PRICE_KEYS.map((k) => [k, z.string().min(1)])) as Record<PriceKey, z.ZodString>,
);
export type PriceIds = z.infer<typeof priceIdsSchema>;

export interface BillingConfig {
  environment: string;
  priceIds: PriceIds;
  apiKey: () => Promise<string>;
  webhookSecrets: () => Promise<string[]>;
}

function secretSource(plain: string | undefined, arn: string | undefined, what: string) {
  if (plain) return () => Promise.resolve(plain);
  if (!arn) return () => Promise.reject(new Error(`${what}: neither a value nor a secret ARN is configured`));
  let pending: Promise<string> | undefined;
  return () => {
    pending ??= new SecretsManagerClient({ region: awsRegion() })
      .send(new GetSecretValueCommand({ SecretId: arn }))
      .then((out) => {
        const value = out.SecretString?.trim();
        if (!value) throw new Error(`${what}: the secret is empty`);
        return value;
      });
    pending.catch(() => (pending = undefined));
    return pending;
  };
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
    webhookSecrets: async () =>
      (await secrets())
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
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
