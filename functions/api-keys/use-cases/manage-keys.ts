/**
 * Settings › API: list, create and revoke the workspace's keys. The route's authorization (Owner and
 * Admins: `manageApiKeys`) ran before; the plan is checked here, with the one plan rule.
 */
import { shownPrefixOf, type ApiKeyScope, type ApiKeySummary } from '../../../shared/domain/api-keys';
import { planFeatureReason, planIncludes } from '../../../shared/domain/plan-features';
import type { PlanLevel } from '../../../shared/domain/status-values';
import { PlanRequiredError } from '../../../shared/errors/app-error';
import { newKeyMaterial, sha256Hex } from '../key-material';
import type { ApiKeyDeps } from '../ports';
import * as store from '../store/api-key-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The workspace's plan must include API access: 403 with the plan reason otherwise. */
export function requireApiAccess(plan: PlanLevel): void {
  if (!planIncludes(plan, 'apiAccess')) throw new PlanRequiredError(planFeatureReason('apiAccess'));
}

export async function listWorkspaceApiKeys(
  deps: ApiKeyDeps,
  input: { workspaceId: string; plan: PlanLevel },
): Promise<{ items: ApiKeySummary[] }> {
  requireApiAccess(input.plan);
  const keys = await store.listApiKeys(deps.db, input.workspaceId);
  return { items: keys.map(store.summaryOf) };
}

export async function createWorkspaceApiKey(
  deps: ApiKeyDeps,
  input: {
    workspaceId: string;
    plan: PlanLevel;
    createdBy: string;
    createdByName: string;
    name: string;
    scope: ApiKeyScope;
    expiresInDays: number | null;
  },
): Promise<{ key: ApiKeySummary; secret: string }> {
  requireApiAccess(input.plan);
  const now = deps.clock.now();
  const { keyId, key } = newKeyMaterial();
  const stored = await store.putApiKey(deps.db, {
    keyId,
    workspaceId: input.workspaceId,
    name: input.name,
    scope: input.scope,
    keyHash: sha256Hex(key),
    prefix: shownPrefixOf(keyId),
    createdAt: now.toISOString(),
    createdBy: input.createdBy,
    createdByName: input.createdByName,
    keyExpiresAt:
      input.expiresInDays === null
        ? null
        : new Date(now.getTime() + input.expiresInDays * DAY_MS).toISOString(),
  });
  return { key: store.summaryOf(stored), secret: key };
}

export async function revokeWorkspaceApiKey(
  deps: ApiKeyDeps,
  input: { workspaceId: string; plan: PlanLevel; keyId: string },
): Promise<ApiKeySummary> {
  requireApiAccess(input.plan);
  const revoked = await store.revokeApiKey(deps.db, {
    workspaceId: input.workspaceId,
    keyId: input.keyId,
    now: deps.clock.now().toISOString(),
  });
  return store.summaryOf(revoked);
}
