/**
 * The Logger port over Powertools for AWS Lambda's Logger: one JSON line per event with level, message,
 * timestamp, service, the function group (`fn`), and the current request's id and caller kind
 * (request-context.ts). The same lines locally and in the cloud.
 */
import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import { ENV } from '../../../shared/config/env-names';
import type { Logger } from '../ports';
import { currentRequest } from './request-context';

export function powertoolsLogger(fn?: string): Logger {
  const logger = new PowertoolsLogger({
    serviceName: process.env[ENV.powertoolsServiceName] ?? `cutroom${fn ? `-${fn}` : ''}`,
    ...(fn ? { persistentKeys: { fn } } : {}),
  });
  const extra = (details?: Record<string, unknown>) => {
    const request = currentRequest();
    return { ...(request ? { requestId: request.requestId, caller: request.caller } : {}), ...details };
  };
  return {
    info: (message, details) => logger.info(message, extra(details)),
    warn: (message, details) => logger.warn(message, extra(details)),
    error: (message, details) => logger.error(message, extra(details)),
  };
}
