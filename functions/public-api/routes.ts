import type { Route } from '../lib/http/route';
import type { PublicApiDeps } from './deps';

/** Every route the public-api Lambda serves (contract entries with `lambda: 'public-api'`). */
export const publicApiRoutes: Route<PublicApiDeps>[] = [];
