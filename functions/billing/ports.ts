/** What the billing use cases need: the table, the billing provider, its server-side config, a clock. */
import type { BillingPort } from './adapters/billing-port';
import type { PriceIds } from './adapters/billing-config';
import type { DbPort } from '../platform/db/db-port';
import type { Clock, Logger, Metrics } from '../platform/ports';

export interface BillingDeps {
  db: DbPort;
  billing: BillingPort;
  priceIds: PriceIds;
  /** `{ fresh: true }`: re-read now (the signature did not verify with the value in hand). */
  webhookSecrets: (options?: { fresh?: boolean }) => Promise<string[]>;
  clock: Clock;
  log: Logger;
  /** Counts duplicate live subscriptions (alarmed in the cloud). */
  metrics: Metrics;
}
