import { makeHttpHandler } from '../lib/http/make-http-handler';
import { publicApiDeps } from './deps';
import { publicApiRoutes } from './routes';

/** Public routes (no caller identity): health, contact, billing webhook. */
export const handler = makeHttpHandler({
  routes: publicApiRoutes,
  deps: publicApiDeps,
  verifyToken: () => {
    throw new Error('public-api serves no owner route');
  },
});
