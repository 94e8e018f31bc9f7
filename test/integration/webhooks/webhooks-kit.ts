/**
 * What the Slack and webhook pipeline tests share: a DynamoDB Local table, the local system's integrations
 * stand-in (where every outgoing Slack message and webhook POST lands), the capability's ports built as the
 * Lambdas build them, and a way to store events in the outbox as a state change would.
 */
import { afterAll } from 'vitest';
import { monotonicFactory } from 'ulid';
import { outboxOp } from '../../../functions/platform/db/outbox';
import { transactWrite } from '../../../functions/platform/db/transact-write';
import { jsonLogger, systemClock } from '../../../functions/platform/runtime/runtime-ports';
import type { WebhookPorts } from '../../../functions/webhooks';
import { webhookPortsFromEnv } from '../../../functions/webhooks/adapters/webhook-ports-from-env';
import { ENV } from '../../../shared/config/env-names';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { testSystem } from '../../support/env';
import { testDb } from '../db/db-test-kit';

export function webhooksTestKit(logName: string) {
  const db = testDb();
  afterAll(() => db.destroy());
  const ulid = monotonicFactory();
  const system = testSystem();
  /** The origin of the integrations stand-in: the one outbound origin the local system allows. */
  const standIn = system.env[ENV.outboundLocalOrigins] ?? '';
  const ports = (overrides: Partial<WebhookPorts> = {}): WebhookPorts => ({
    ...webhookPortsFromEnv({ clock: systemClock, ids: { next: () => ulid() }, log: jsonLogger(logName) }),
    ...overrides,
  });
  /** Each event in its own transaction, as each state change writes its own. */
  const storeEvents = async (events: readonly DomainEvent[]) => {
    for (const event of events) await transactWrite(db, [outboxOp(event)]);
  };
  return { db, ulid, system, standIn, ports, storeEvents };
}
