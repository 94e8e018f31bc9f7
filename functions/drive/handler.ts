import { tokenVerifier } from '../platform/auth/verify-token';
import { makeHttpHandler, type HttpHandler } from '../platform/http/make-http-handler';
import { driveApiDeps, type DriveApiDeps } from './deps';
import { driveApiRoutes } from './routes';

/** The drive handler over the given dependencies (tests pass their own). */
export function makeDriveApiHandler(
  deps: () => DriveApiDeps | Promise<DriveApiDeps>,
  verifyToken: Parameters<typeof makeHttpHandler>[0]['verifyToken'] = tokenVerifier,
): HttpHandler {
  return makeHttpHandler({ routes: driveApiRoutes, deps, verifyToken });
}

/** Owner routes (Cognito JWT): Drive folder listing and single-file look-up. */
export const handler = makeDriveApiHandler(driveApiDeps);
