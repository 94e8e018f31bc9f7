/**
 * The account's routes (shared/api/endpoints/account.ts): each one an owner route of the serving Lambda
 * (functions/platform/http/owner-route.ts), then one account use case on the caller's own account (never the
 * workspace acted in: deleting or deactivating is always one's own).
 */
import {
  deactivateAccount as deactivateAccountEndpoint,
  deleteAccount as deleteAccountEndpoint,
  reactivateAccount as reactivateAccountEndpoint,
} from '../../shared/api/endpoints/account';
import type { OwnerRouteFactory } from '../platform/http/owner-route';
import type { Route } from '../platform/http/route';
import { deactivateAccount, deleteAccount, reactivateAccount } from './index';
import type { DeleteAccountDeps } from './ports';

export function accountRoutes<D extends { account: () => DeleteAccountDeps }>(
  ownerRoute: OwnerRouteFactory<D>,
): Route<D>[] {
  return [
    ownerRoute(deleteAccountEndpoint, (caller, req, deps) =>
      deleteAccount(deps.account(), { userId: caller.userId, ...req.body }),
    ),
    ownerRoute(deactivateAccountEndpoint, (caller, _req, deps) =>
      deactivateAccount(deps.account(), { userId: caller.userId }),
    ),
    ownerRoute(reactivateAccountEndpoint, (caller, _req, deps) =>
      reactivateAccount(deps.account(), { userId: caller.userId }),
    ),
  ];
}
