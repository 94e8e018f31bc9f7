import { makeHttpHandler } from '../platform/http/make-http-handler';
import { reviewApiDeps } from './deps';
import { reviewApiRoutes } from './routes';

/** Reviewer routes: anonymous callers whose only capability is the share token in the path. */
export const handler = makeHttpHandler({
  routes: reviewApiRoutes,
  deps: reviewApiDeps,
  verifyToken: () => {
    throw new Error('review-api serves no owner route');
  },
});
