/**
 * The workspace's Advanced analytics (Pro) and the digests they are computed from. Reading the page costs
 * two paged Queries whatever the workspace's history: its projects (the owner index the dashboard reads) and
 * its digests (one small item per project). Notes are never read here: a project's digest is worked out from
 * its tree (one Query of that project) when a client acts on it (`refreshProjectDigest`, run by the event
 * pipeline's consumer), and a refresh is a recomputation, so running it twice changes nothing.
 */
import type { WorkspaceAnalyticsAnswer } from '../../../shared/api/endpoints/workspace-analytics';
import type { DomainEvent, ProjectEvent } from '../../../shared/domain/domain-events';
import { planFeatureReason, planIncludes } from '../../../shared/domain/plan-features';
import type { PlanLevel } from '../../../shared/domain/status-values';
import {
  projectDigest,
  workspaceAnalytics,
  type AnalyticsPeriod,
} from '../../../shared/domain/workspace-analytics';
import { PlanRequiredError } from '../../../shared/errors/app-error';
import type { EditorPorts } from '../../projects';
import type { Clock } from '../../platform/ports';
import type { AnalyticsDigestStore } from '../ports';

export interface WorkspaceAnalyticsPorts {
  projects: Pick<EditorPorts['projects'], 'listAllProjects'>;
  analyticsDigests: Pick<AnalyticsDigestStore, 'listDigests'>;
  clock: Clock;
}

export async function getWorkspaceAnalytics(
  ports: WorkspaceAnalyticsPorts,
  input: { workspaceId: string; plan: PlanLevel; period?: '30' | '90' | '365'; client?: string },
): Promise<WorkspaceAnalyticsAnswer> {
  if (!planIncludes(input.plan, 'advancedAnalytics'))
    throw new PlanRequiredError(planFeatureReason('advancedAnalytics'));
  const [projects, digests] = await Promise.all([
    ports.projects.listAllProjects(input.workspaceId),
    ports.analyticsDigests.listDigests(input.workspaceId),
  ]);
  return workspaceAnalytics(projects, digests, {
    now: ports.clock.now(),
    periodDays: Number(input.period ?? '90') as AnalyticsPeriod,
    client: input.client ?? null,
  });
}

export interface DigestRefreshPorts {
  projects: Pick<EditorPorts['projects'], 'loadTree'>;
  analyticsDigests: Pick<AnalyticsDigestStore, 'putDigest'>;
  clock: Clock;
}

/** The events after which a project's digest may say something new (feedback, approval, a new round). */
const DIGEST_EVENTS: ReadonlySet<DomainEvent['type']> = new Set([
  'notes_submitted',
  'reply_added',
  'video_approved',
  'project_approved',
  'version_ready',
  'import_failed',
]);

export const changesDigest = (event: DomainEvent): event is ProjectEvent => DIGEST_EVENTS.has(event.type);

/**
 * Works the project's digest out again from its tree: whether it was stored (false: the project is gone
 * since, or a digest from a newer read is there already).
 */
export async function refreshProjectDigest(
  ports: DigestRefreshPorts,
  input: { workspaceId: string; projectId: string },
): Promise<boolean> {
  const readAt = ports.clock.now();
  const tree = await ports.projects.loadTree(input.projectId);
  if (!tree || tree.project.userId !== input.workspaceId) return false;
  return ports.analyticsDigests.putDigest(input.workspaceId, projectDigest(tree), readAt);
}
