/**
 * Settings › Branding's routes (shared/api/endpoints/brand.ts and review-host.ts): each one an owner route of the serving Lambda
 * (functions/platform/http/owner-route.ts), then one brand use case in the current workspace. The Lambda
 * says whether the caller's role may change the brand (it owns the membership).
 */
import {
  confirmLogo as confirmLogoEndpoint,
  getBrand as getBrandEndpoint,
  removeLogo as removeLogoEndpoint,
  requestLogoUpload as requestLogoUploadEndpoint,
  updateBrand as updateBrandEndpoint,
} from '../../shared/api/endpoints/brand';
import {
  getReviewHost as getReviewHostEndpoint,
  removeReviewHost as removeReviewHostEndpoint,
  setReviewHost as setReviewHostEndpoint,
  verifyReviewHost as verifyReviewHostEndpoint,
} from '../../shared/api/endpoints/review-host';
import type { OwnerRouteFactory, WorkspaceCaller } from '../platform/http/owner-route';
import type { Route } from '../platform/http/route';
import {
  confirmLogo,
  getBrand,
  getReviewHost,
  removeLogo,
  removeReviewHost,
  requestLogoUpload,
  setReviewHost,
  updateBrand,
  verifyReviewHost,
} from './index';
import type { BrandingDeps } from './ports';
import type { ReviewHostDeps } from './review-host-ports';

export interface BrandRouteCallers<C> {
  /** Whether the caller's role may change the workspace's brand (the page shows it read-only otherwise). */
  mayChangeBrand(caller: C): boolean;
}

export function brandRoutes<
  D extends { branding: () => BrandingDeps; reviewHosts: () => ReviewHostDeps },
  C extends WorkspaceCaller,
>(ownerRoute: OwnerRouteFactory<D, C>, callers: BrandRouteCallers<C>): Route<D>[] {
  return [
    ownerRoute(getBrandEndpoint, (caller, _req, deps) =>
      getBrand(deps.branding(), {
        workspaceId: caller.workspaceId,
        mayChange: callers.mayChangeBrand(caller),
      }),
    ),
    ownerRoute(updateBrandEndpoint, (caller, req, deps) =>
      updateBrand(deps.branding(), { workspaceId: caller.workspaceId, settings: req.body }),
    ),
    ownerRoute(requestLogoUploadEndpoint, (caller, req, deps) =>
      requestLogoUpload(deps.branding(), { workspaceId: caller.workspaceId, ...req.body }),
    ),
    ownerRoute(confirmLogoEndpoint, (caller, req, deps) =>
      confirmLogo(deps.branding(), { workspaceId: caller.workspaceId, key: req.body.key }),
    ),
    ownerRoute(removeLogoEndpoint, (caller, _req, deps) =>
      removeLogo(deps.branding(), { workspaceId: caller.workspaceId }),
    ),
    // The review address (Settings › Branding): the same role rule as the brand.
    ownerRoute(getReviewHostEndpoint, (caller, _req, deps) =>
      getReviewHost(deps.reviewHosts(), {
        workspaceId: caller.workspaceId,
        mayChange: callers.mayChangeBrand(caller),
      }),
    ),
    ownerRoute(setReviewHostEndpoint, (caller, req, deps) =>
      setReviewHost(deps.reviewHosts(), { workspaceId: caller.workspaceId, host: req.body.host }),
    ),
    ownerRoute(verifyReviewHostEndpoint, (caller, _req, deps) =>
      verifyReviewHost(deps.reviewHosts(), { workspaceId: caller.workspaceId }),
    ),
    ownerRoute(removeReviewHostEndpoint, (caller, _req, deps) =>
      removeReviewHost(deps.reviewHosts(), { workspaceId: caller.workspaceId }),
    ),
  ];
}
