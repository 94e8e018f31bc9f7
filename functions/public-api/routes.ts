import { sendContactMessage } from '../../shared/api/endpoints/contact';
import { billingWebhook } from '../../shared/api/endpoints/billing';
import { getHealth } from '../../shared/api/endpoints/health';
import { unsubscribeFromMail } from '../../shared/api/endpoints/mail';
import { unsubscribe } from '../notify/api';
import { billingDepsFromEnv } from '../billing/adapters/billing-from-env';
import { handleBillingWebhook } from '../billing';
import { route, type Route } from '../platform/http/route';
import { sendContactMessage as sendContactMessageUseCase } from '../site';
import {
  defaultContactPorts,
  defaultInvitationPorts,
  defaultUnsubscribePorts,
  type PublicApiDeps,
} from './deps';
import { cachedHealth } from './health';
import { viewInvitation } from '../../shared/api/endpoints/team';
import { viewInvitation as viewInvitationUseCase } from '../team';
import { getOpenApiDocument } from '../../shared/api/endpoints/api-keys';
import { servedOpenApiDocument } from './openapi';

/** Every route the public-api Lambda serves (contract entries with `lambda: 'public-api'`). */
export const publicApiRoutes: Route<PublicApiDeps>[] = [
  route(getOpenApiDocument, () => Promise.resolve(servedOpenApiDocument())),
  route(getHealth, (_request, deps) =>
    cachedHealth(deps.healthChecks, deps.clockMs ? { now: deps.clockMs } : {}),
  ),
  route(sendContactMessage, async (request, deps) => {
    await sendContactMessageUseCase((deps.contact ?? defaultContactPorts)(), {
      request: request.body,
      sourceIp: request.sourceIp,
      userId: null,
    });
    return { status: 'sent' as const };
  }),
  route(unsubscribeFromMail, (request, deps) =>
    unsubscribe((deps.unsubscribe ?? defaultUnsubscribePorts)(), request.query.token),
  ),
  route(viewInvitation, (request, deps) =>
    viewInvitationUseCase((deps.invitations ?? defaultInvitationPorts)(), { token: request.query.token }),
  ),
  route(billingWebhook, (request, deps) =>
    handleBillingWebhook((deps.billing ?? billingDepsFromEnv)(), {
      rawBody: request.rawBody,
      signatureHeader: request.headers['paddle-signature'],
    }),
  ),
];
