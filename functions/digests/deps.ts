/**
 * Composition root of the digests Lambda (the shape of functions/README.md): every port from the
 * environment, built once per container. Tests build their own with `buildDigestsDeps(overrides)` (their
 * clock, a mail port that fails) and pass them to `makeDigestsHandler`.
 */
import { productMailFromEnv } from '../notify/adapters/product-mail-from-env';
import { documentClient } from '../platform/aws/clients';
import { appUrl, tableName } from '../platform/config/env';
import type { DbPort } from '../platform/db/db-port';
import { digestQueueRepository } from '../notify/store/digest-repository';
import { mailLinkSecretsFromEnv } from '../notify/adapters/mail-link-secret';
import { unsubscribeLinks } from '../notify';
import { memoDeps, runtimePorts } from '../platform/runtime/runtime-ports';
import type { DigestPorts } from '../notify';

export function buildDigestsDeps(overrides: Partial<DigestPorts> = {}): DigestPorts {
  const runtime = runtimePorts(overrides, 'digests');
  const db: DbPort = { doc: documentClient(), tableName: tableName() };
  return {
    ...runtime,
    digests: digestQueueRepository(db),
    mail: productMailFromEnv(db, runtime.log),
    appUrl: appUrl(),
    unsubscribeLinks: unsubscribeLinks(appUrl(), mailLinkSecretsFromEnv(), runtime.clock),
    ...overrides,
  };
}

/** Built once per container, on the first run. */
export const digestsDeps = memoDeps(() => buildDigestsDeps());
