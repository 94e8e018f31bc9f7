/** Composition root of the public-api Lambda: built once per container. */
import { ENV } from '../../shared/config/env-names';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../shared/config/product';
import { documentClient, sesClient } from '../lib/aws/clients';
import { appUrl, mailFrom, tableName } from '../lib/config/env';
import { putContactMessage } from '../lib/db/contact-message-repository';
import type { DbPort } from '../lib/db/db-port';
import { sesMail } from '../lib/mail/ses-mail';
import { dynamoRateLimit } from '../review-api/adapters/dynamo-rate-limit';
import { CONTACT_RATE_LIMIT, type ContactPorts } from '../use-cases/public/send-contact-message';
import { healthChecks, type HealthChecks } from './health-checks';

export interface PublicApiDeps {
  healthChecks: HealthChecks;
  /**
   * The contact form's ports; absent = from the environment, built on first use (health must answer even
   * when the mail settings are missing).
   */
  contact?: () => ContactPorts;
}

const jsonLog = {
  warn: (message: string, details?: Record<string, unknown>) =>
    console.warn(JSON.stringify({ level: 'warn', message, ...details })),
  error: (message: string, details?: Record<string, unknown>) =>
    console.error(JSON.stringify({ level: 'error', message, ...details })),
};

/** The contact ports from the environment (DynamoDB, SES), with optional replacements for tests. */
export function buildContactPorts(overrides: Partial<ContactPorts> = {}): ContactPorts {
  const db: DbPort = { doc: documentClient(), tableName: tableName() };
  const configurationSet = process.env[ENV.mailConfigurationSet]?.trim();
  return {
    storeMessage: (message) => putContactMessage(db, message),
    mail: sesMail(sesClient(), {
      fromAddress: mailFrom(),
      ...(configurationSet ? { configurationSet } : {}),
    }),
    rateLimit: dynamoRateLimit(db, CONTACT_RATE_LIMIT),
    clock: { now: () => new Date() },
    log: jsonLog,
    supportEmail: SUPPORT_EMAIL,
    fromName: PRODUCT_NAME,
    appUrl: appUrl(),
    ...overrides,
  };
}

let contactPorts: ContactPorts | undefined;
/** The environment's contact ports, built once per container. */
export function defaultContactPorts(): ContactPorts {
  contactPorts ??= buildContactPorts();
  return contactPorts;
}

let deps: PublicApiDeps | undefined;
export function publicApiDeps(): PublicApiDeps {
  deps ??= { healthChecks: healthChecks(), contact: defaultContactPorts };
  return deps;
}
