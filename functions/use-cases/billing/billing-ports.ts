/** What the billing use cases need: the table, the billing provider, its server-side config, a clock. */
import type { BillingPort } from '../../lib/billing/billing-port';
import type { PriceIds } from '../../lib/billing/billing-config';
import type { DbPort } from '../../lib/db/db-port';

export interface BillingDeps {
  db: DbPort;
  billing: BillingPort;
  priceIds: PriceIds;
  /** `{ fresh: true }`: re-read now (the signature did not verify with the value in hand). */
  webhookSecrets: (options?: { fresh?: boolean }) => Promise<string[]>;
  clock: { now(): Date };
  log: { info(message: string, details?: Record<string, unknown>): void };
}
