/**
 * Who a presented key is, or null: the authorizer's check (a Lambda authorizer in the stack, the local
 * server's request path locally). The key's id is inside it; its item is read consistently and the hash
 * compared in constant time; a revoked or expired key is no one.
 */
import { API_KEY_RATE_LIMIT, apiKeyIdOf, apiKeyState } from '../../../shared/domain/api-keys';
import { keyMatches } from '../key-material';
import type { ApiKeyDeps, ApiKeyPrincipal } from '../ports';
import { admitLiveKeyCall, readApiKey, type KeyCallAdmission } from '../store/api-key-store';

export async function verifyApiKey(deps: ApiKeyDeps, presented: string): Promise<ApiKeyPrincipal | null> {
  const keyId = apiKeyIdOf(presented);
  if (!keyId) return null;
  const stored = await readApiKey(deps.db, keyId);
  if (!stored || !keyMatches(presented, stored.keyHash)) return null;
  const state = apiKeyState(
    { expiresAt: stored.keyExpiresAt, revokedAt: stored.revokedAt ?? null },
    deps.clock.now(),
  );
  if (state !== 'active') return null;
  return { keyId, workspaceId: stored.workspaceId, scope: stored.scope, name: stored.name };
}

/**
 * A call made with a verified key: admitted when the key is still live right now (so a revocation after the
 * authorizer's cached answer is refused at once) and its window has room, recording the call as its last use.
 * Admitted, it carries the key's scope and name as stored now: only the key's identity comes from the
 * authorizer's (possibly cached) answer.
 */
export function admitKeyCall(deps: ApiKeyDeps, principal: ApiKeyPrincipal): Promise<KeyCallAdmission> {
  return admitLiveKeyCall(deps.db, {
    keyId: principal.keyId,
    workspaceId: principal.workspaceId,
    now: deps.clock.now(),
    ...API_KEY_RATE_LIMIT,
  });
}
