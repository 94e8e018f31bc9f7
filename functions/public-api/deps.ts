/** Composition root of the public-api Lambda (the shape of functions/README.md): built once per container. */
import { documentClient } from '../platform/aws/clients';
import { tableName } from '../platform/config/env';
import { putContactMessage } from '../site/store/contact-message-repository';
import type { DbPort } from '../platform/db/db-port';
import { rateWindowRepository } from '../platform/db/rate-window-repository';
import { billingDepsFromEnv } from '../billing/adapters/billing-from-env';
import type { BillingDeps } from '../billing';
import { mailLinkSecretsFromEnv } from '../notify/adapters/mail-link-secret';
import { turnOffMailCategory } from '../projects';
import type { UnsubscribePorts } from '../notify/api';
import { memoDeps, runtimePorts } from '../platform/runtime/runtime-ports';
import { CONTACT_RATE_LIMIT, type ContactPorts } from '../site';
import { healthChecks, type HealthChecks } from './health-checks';

export interface PublicApiDeps {
  /** Built once per container: the health report is cached per checks object (functions/public-api/health). */
  healthChecks: HealthChecks;
  /** Milliseconds since the epoch (tests); default `Date.now`. */
  clockMs?: () => number;
  /** The contact form's ports; built on first use (health must answer whatever the environment lacks). */
  contact?: () => ContactPorts;
  /** Built on first use (the health route needs no billing config); default: from the environment. */
  billing?: () => BillingDeps;
  /** The one-click unsubscribe's ports; built on first use (default: from the environment). */
  unsubscribe?: () => UnsubscribePorts;
}

/**
 * The contact ports from the environment (DynamoDB: the message and its event; the mails are the notify
 * Lambda's), with optional replacements for tests.
 */
export function buildContactPorts(overrides: Partial<ContactPorts> = {}): ContactPorts {
  const db: DbPort = { doc: documentClient(), tableName: tableName() };
  const { clock, ids, log } = runtimePorts({}, 'public-api');
  return {
    storeMessage: (message, event) => putContactMessage(db, message, event),
    rateLimit: rateWindowRepository(db, CONTACT_RATE_LIMIT),
    clock,
    ids,
    log,
    ...overrides,
  };
}

/** The environment's contact ports, built once per container. */
export const defaultContactPorts = memoDeps(() => buildContactPorts());

/** The unsubscribe ports from the environment (DynamoDB, the mail-link secret). */
export function buildUnsubscribePorts(overrides: Partial<UnsubscribePorts> = {}): UnsubscribePorts {
  const db: DbPort = { doc: documentClient(), tableName: tableName() };
  const { clock, log } = runtimePorts({}, 'public-api');
  return {
    turnOff: (userId, category) => turnOffMailCategory(db, userId, category),
    secrets: mailLinkSecretsFromEnv(),
    clock,
    log,
    ...overrides,
  };
}

export const defaultUnsubscribePorts = memoDeps(() => buildUnsubscribePorts());

/** Every port from the environment; any of them replaceable. */
export function buildPublicApiDeps(overrides: Partial<PublicApiDeps> = {}): PublicApiDeps {
  return {
    healthChecks: healthChecks(),
    contact: defaultContactPorts,
    billing: billingDepsFromEnv,
    unsubscribe: defaultUnsubscribePorts,
    ...overrides,
  };
}

/** Built once per container, on the first request. */
export const publicApiDeps = memoDeps(() => buildPublicApiDeps());
