import { sendContactMessage } from '../../shared/api/endpoints/contact';
import { getHealth } from '../../shared/api/endpoints/health';
import { route, type Route } from '../lib/http/route';
import { sendContactMessage as sendContactMessageUseCase } from '../use-cases/public/send-contact-message';
import { defaultContactPorts, type PublicApiDeps } from './deps';
import { checkHealth } from './health';

/** Every route the public-api Lambda serves (contract entries with `lambda: 'public-api'`). */
export const publicApiRoutes: Route<PublicApiDeps>[] = [
  route(getHealth, (_request, deps) => checkHealth(deps.healthChecks)),
  route(sendContactMessage, async (request, deps) => {
    await sendContactMessageUseCase((deps.contact ?? defaultContactPorts)(), {
      request: request.body,
      sourceIp: request.sourceIp,
      userId: null,
    });
    return { status: 'sent' as const };
  }),
];
