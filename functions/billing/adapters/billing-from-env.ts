/** The billing use cases' dependencies from the environment, built once per container on first use. */
import type { BillingDeps } from '../ports';
import { documentClient } from '../../platform/aws/clients';
import { tableName } from '../../platform/config/env';
import { runtimePorts } from '../../platform/runtime/runtime-ports';
import { billingConfig } from './billing-config';
import { paddleBilling } from './paddle-billing';

let deps: BillingDeps | undefined;

export function billingDepsFromEnv(): BillingDeps {
  if (deps) return deps;
  const config = billingConfig();
  const { clock, log, metrics } = runtimePorts({}, 'billing');
  deps = {
    db: { doc: documentClient(), tableName: tableName() },
    billing: paddleBilling({ apiKey: config.apiKey, environment: config.environment }),
    priceIds: config.priceIds,
    webhookSecrets: config.webhookSecrets,
    clock,
    log,
    metrics,
  };
  return deps;
}

/** Forgets the built dependencies (the local system resets its environment between test runs). */
export function resetBillingDeps(): void {
  deps = undefined;
}
