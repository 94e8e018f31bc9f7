/** Composition root of the mail-events Lambda: the suppression writer over DynamoDB. */
import { documentClient } from '../platform/aws/clients';
import { tableName } from '../platform/config/env';
import type { DbPort } from '../platform/db/db-port';
import { suppressAddress } from '../notify/store/mail-suppression-repository';
import { memoDeps, runtimePorts } from '../platform/runtime/runtime-ports';
import type { MailEventPorts } from '../notify';

export function buildMailEventDeps(overrides: Partial<MailEventPorts> = {}): MailEventPorts {
  const runtime = runtimePorts({}, 'mail-events');
  const db: DbPort = { doc: documentClient(), tableName: tableName() };
  return {
    suppress: (input) => suppressAddress(db, input),
    clock: runtime.clock,
    log: runtime.log,
    metrics: runtime.metrics,
    ...overrides,
  };
}

export const mailEventDeps = memoDeps(() => buildMailEventDeps());
