export { type ApiKeyDeps, type ApiKeyPrincipal } from './ports';
export {
  createWorkspaceApiKey,
  listWorkspaceApiKeys,
  requireApiAccess,
  revokeWorkspaceApiKey,
} from './use-cases/manage-keys';
export { admitKeyCall, verifyApiKey } from './use-cases/verify-key';

export { withIdempotency } from './idempotency';
