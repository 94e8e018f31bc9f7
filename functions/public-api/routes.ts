import { getHealth } from '../../shared/api/endpoints/health';
import { route, type Route } from '../lib/http/route';
import type { PublicApiDeps } from './deps';
import { checkHealth } from './health';

/** Every route the public-api Lambda serves (contract entries with `lambda: 'public-api'`). */
export const publicApiRoutes: Route<PublicApiDeps>[] = [
  route(getHealth, (_request, deps) => checkHealth(deps.healthChecks)),
];
