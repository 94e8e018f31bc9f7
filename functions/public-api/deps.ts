/** Composition root of the public-api Lambda: built once per container. */
import { billingDepsFromEnv } from '../lib/billing/billing-from-env';
import type { BillingDeps } from '../use-cases/billing/billing-ports';
import { healthChecks, type HealthChecks } from './health-checks';

export interface PublicApiDeps {
  healthChecks: HealthChecks;
  /** Built on first use (the health route needs no billing config); default: from the environment. */
  billing?: () => BillingDeps;
}

let deps: PublicApiDeps | undefined;
export function publicApiDeps(): PublicApiDeps {
  deps ??= { healthChecks: healthChecks(), billing: billingDepsFromEnv };
  return deps;
}
