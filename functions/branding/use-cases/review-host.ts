/**
 * A workspace's review address (Settings › Branding): claim a host name (Pro, `customBranding`; unique across
 * workspaces), prove it with a DNS TXT record, give it up (any plan). The role check (`manageBranding`) is THE
 * authorization rule's, before the use case runs.
 */
import type { ReviewHostResponse } from '../../../shared/api/endpoints/review-host';
import { planFeatureReason, planIncludes } from '../../../shared/domain/plan-features';
import { provesHost, verificationRecord } from '../../../shared/domain/review-host';
import type { PlanLevel } from '../../../shared/domain/status-values';
import { ConflictError, PlanRequiredError } from '../../../shared/errors/app-error';
import { REVIEW_HOST_MESSAGES } from '../../../shared/messages/review-host-messages';
import type { ReviewHostDeps, StoredReviewHost } from '../review-host-ports';

function viewOf(stored: StoredReviewHost | null, plan: PlanLevel, mayChange: boolean): ReviewHostResponse {
  return {
    plan,
    mayChange,
    reviewHost: stored
      ? {
          host: stored.host,
          status: stored.status,
          verification: verificationRecord(stored.host, stored.token),
          verifiedAt: stored.verifiedAt,
        }
      : null,
  };
}

async function planOf(ports: Pick<ReviewHostDeps, 'brands'>, workspaceId: string): Promise<PlanLevel> {
  return (await ports.brands.readBrandAndPlan(workspaceId)).plan;
}

function requirePro(plan: PlanLevel): void {
  if (!planIncludes(plan, 'customBranding')) throw new PlanRequiredError(planFeatureReason('customBranding'));
}

export async function getReviewHost(
  ports: Pick<ReviewHostDeps, 'brands' | 'reviewHosts'>,
  input: { workspaceId: string; mayChange: boolean },
): Promise<ReviewHostResponse> {
  const [stored, plan] = await Promise.all([
    ports.reviewHosts.get(input.workspaceId),
    planOf(ports, input.workspaceId),
  ]);
  return viewOf(stored, plan, input.mayChange);
}

/** Claims the host (pending until its TXT record is found); the same host again changes nothing. */
export async function setReviewHost(
  ports: Pick<ReviewHostDeps, 'brands' | 'reviewHosts' | 'clock' | 'newToken'>,
  input: { workspaceId: string; host: string },
): Promise<ReviewHostResponse> {
  const plan = await planOf(ports, input.workspaceId);
  requirePro(plan);
  const current = await ports.reviewHosts.get(input.workspaceId);
  if (current?.host === input.host) return viewOf(current, plan, true);
  const next: StoredReviewHost = {
    workspaceId: input.workspaceId,
    host: input.host,
    status: 'pending',
    token: ports.newToken(),
    createdAt: ports.clock.now().toISOString(),
    verifiedAt: null,
  };
  await ports.reviewHosts.claim(next, current?.host ?? null);
  return viewOf(next, plan, true);
}

/** Looks the TXT record up; verified when it holds the workspace's token, else a conflict saying so. */
export async function verifyReviewHost(
  ports: Pick<ReviewHostDeps, 'brands' | 'reviewHosts' | 'dns' | 'clock'>,
  input: { workspaceId: string },
): Promise<ReviewHostResponse> {
  const plan = await planOf(ports, input.workspaceId);
  requirePro(plan);
  const current = await ports.reviewHosts.get(input.workspaceId);
  if (!current) throw new ConflictError(REVIEW_HOST_MESSAGES.notProven);
  if (current.status === 'verified') return viewOf(current, plan, true);
  const found = await ports.dns.txt(verificationRecord(current.host, current.token).name);
  if (!provesHost(found, current.host, current.token))
    throw new ConflictError(REVIEW_HOST_MESSAGES.notProven);
  const at = ports.clock.now().toISOString();
  await ports.reviewHosts.markVerified(input.workspaceId, current.host, at);
  return viewOf({ ...current, status: 'verified', verifiedAt: at }, plan, true);
}

export async function removeReviewHost(
  ports: Pick<ReviewHostDeps, 'brands' | 'reviewHosts'>,
  input: { workspaceId: string },
): Promise<ReviewHostResponse> {
  const [current, plan] = await Promise.all([
    ports.reviewHosts.get(input.workspaceId),
    planOf(ports, input.workspaceId),
  ]);
  if (current) await ports.reviewHosts.release(input.workspaceId, current.host);
  return viewOf(null, plan, true);
}
