/**
 * The caller of a public API (v1) route: the workspace its API key acts as. Per request, in this order: the
 * key still live right now and its fixed window not full (one conditional write on the key's item that also
 * counts the call and records its last use: a revoked or expired key is refused at once, whatever an
 * authorizer cached; a full window is 429 + Retry-After across every container), the key's scope for the
 * route's method (as that write returns it), and the workspace's plan (API access is Pro's, read per call).
 */
import type { Endpoint } from '../../shared/api/endpoint';
import { scopeAllows } from '../../shared/domain/api-keys';
import type { Profile } from '../../shared/domain/entities';
import { ForbiddenError, RateLimitedError, UnauthorizedError } from '../../shared/errors/app-error';
import { COMMON_MESSAGES } from '../../shared/messages/common-messages';
import { API_KEY_MESSAGES } from '../../shared/messages/api-key-messages';
import { admitKeyCall, requireApiAccess } from '../api-keys';
import type { ApiKeyContext } from '../platform/http/api-key-context';
import type { EditorApiDeps } from './deps';

export interface KeyCaller {
  userId: string;
  email: string;
  name: string;
  profile: Profile;
  workspaceId: string;
  /** How the key is named as the actor of what it does. */
  actor: string;
}

export function keyActorName(keyName: string): string {
  return `API key “${keyName}”`;
}

export async function keyCaller(
  endpoint: Endpoint,
  key: ApiKeyContext,
  deps: EditorApiDeps,
): Promise<KeyCaller> {
  const admission = await admitKeyCall(deps.apiKeys(), key);
  if (admission.kind === 'not-live') throw new UnauthorizedError(API_KEY_MESSAGES.invalidKey);
  if (admission.kind === 'limited')
    throw new RateLimitedError(COMMON_MESSAGES.tooManyRequests, admission.retryAfterSeconds);
  // The scope and name the key's item holds now, not the authorizer's answer, which API Gateway may have cached.
  if (!scopeAllows(admission.scope, endpoint.method)) throw new ForbiddenError(API_KEY_MESSAGES.readOnlyKey);
  // The workspace's billing profile: its plan, and the profile the use cases act with.
  const profile = await deps.profiles.get(key.workspaceId);
  if (!profile) throw new UnauthorizedError(API_KEY_MESSAGES.invalidKey);
  requireApiAccess(profile.planLevel);
  const actor = keyActorName(admission.name);
  return {
    userId: key.workspaceId,
    email: profile.email,
    name: actor,
    profile,
    workspaceId: key.workspaceId,
    actor,
  };
}
