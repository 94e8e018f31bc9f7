/**
 * editor-api's owner-route factory (the shape of functions/platform/http/owner-route.ts), handed to every
 * capability's routes (functions/<capability>/routes.ts), and what the Lambda knows of its caller that the
 * capabilities ask for: how the caller is named, their membership of the current workspace, the plan.
 */
import type { Endpoint } from '../../shared/api/endpoint';
import { entityIdParam } from '../../shared/api/endpoints/projects';
import type { Profile } from '../../shared/domain/entities';
import type { PlanLevel } from '../../shared/domain/status-values';
import {
  accountWorkspaceId,
  memberLabel,
  WORKSPACE_HEADER,
  type Member,
} from '../../shared/domain/workspace';
import { ValidationError } from '../../shared/errors/app-error';
import { WORKSPACE_MESSAGES } from '../../shared/messages/workspace-messages';
import { enforceRateLimit } from '../platform/http/rate-limit';
import { requireAuth, route, type AuthContext, type Route, type RouteHandler } from '../platform/http/route';
import * as z from '../platform/zod';
import { ensureProfile, workspacePlanProfile } from '../projects';
import { authorize, type WorkspaceAccess } from '../workspaces';
import type { EditorApiDeps } from './deps';
import { keyCaller } from './key-caller';

/** The caller of an owner route: the verified JWT, the ensured profile, and the workspace it acts in. */
export type OwnerCaller = AuthContext & {
  profile: Profile;
  workspaceId: string;
  member: Member | null;
  /** Set when an API key calls (the public API): how the key is named as the actor. */
  actor?: string;
};

/** The workspace the request names (the SPA's header), or null for the caller's own; a malformed one is 400. */
function requestedWorkspace(headers: Readonly<Record<string, string | undefined>>): string | null {
  const value = headers[WORKSPACE_HEADER];
  if (value === undefined || value === '') return null;
  const parsed = z.safeParse(entityIdParam, value);
  if (!parsed.success) {
    throw new ValidationError(WORKSPACE_MESSAGES.workspaceNotFound, { [WORKSPACE_HEADER]: 'Not a valid id' });
  }
  return parsed.data;
}

/**
 * An owner route: the caller comes from the verified JWT only, spends one token of its bucket, and its
 * profile is ensured before anything else runs. That one read (a Query that also sees the account's
 * tombstone) refuses a deleted or deleting account's still-valid token with 401 on EVERY route, and the
 * use cases that need the profile take it from the caller instead of reading it again. Then THE
 * authorization rule (functions/workspaces, `authorize`) checks the action the contract entry declares
 * against the caller's membership of the current workspace, read on every request.
 */
export function ownerRoute<E extends Endpoint>(
  endpoint: E,
  handle: (
    caller: OwnerCaller,
    req: Parameters<RouteHandler<E, EditorApiDeps>>[0],
    deps: EditorApiDeps,
  ) => ReturnType<RouteHandler<E, EditorApiDeps>>,
): Route<EditorApiDeps> {
  const action = endpoint.action;
  if (!action) throw new Error(`Owner route ${endpoint.id} declares no workspace action in the contract`);
  return route<E, EditorApiDeps>(endpoint, async (req, deps) => {
    // The public API (v1) serves this same route to an API key acting as its workspace.
    if (req.apiKey)
      return handle({ ...(await keyCaller(endpoint, req.apiKey, deps)), member: null }, req, deps);
    const caller = requireAuth(req);
    enforceRateLimit(deps.rateLimiter, caller.userId, deps.clock.now().getTime());
    const profile = await ensureProfile(deps, caller);
    const params: Record<string, unknown> = req.params ?? {};
    const projectId = typeof params['projectId'] === 'string' ? params['projectId'] : undefined;
    const access = await authorize(deps, {
      userId: caller.userId,
      action,
      workspaceId: requestedWorkspace(req.headers),
      projectId,
    });
    const workspaceId = access?.workspaceId ?? accountWorkspaceId(caller.userId);
    return handle({ ...caller, profile, workspaceId, member: access?.member ?? null }, req, deps);
  });
}

/** How the caller is named to the workspace's other members (who did what): name, else e-mail. */
export function actorOf(caller: OwnerCaller): string {
  if (caller.actor) return caller.actor;
  return memberLabel({
    displayName: caller.profile.displayName ?? caller.profile.fullName,
    email: caller.profile.email || caller.email || caller.userId,
  });
}

/** The caller's standing in the current workspace (routes whose action is not `self` always have one). */
export function accessOf(caller: OwnerCaller): WorkspaceAccess {
  if (!caller.member) throw new Error('Workspace route reached without a membership');
  return { workspaceId: caller.workspaceId, member: caller.member };
}

/** The plan in force of the caller's workspace (on the workspace's profile item). */
export async function planOf(caller: OwnerCaller, deps: EditorApiDeps): Promise<PlanLevel> {
  return (await workspacePlanProfile(deps, caller)).planLevel;
}
