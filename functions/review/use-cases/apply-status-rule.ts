/**
 * After a client's write: the one status-rule runner (../status-rule.ts) on the project as stored now.
 */
import type { DomainEvent } from '../../../shared/domain/domain-events';
import type { ProjectStatus } from '../../../shared/domain/status-values';
import { runStatusRule } from '../../projects';
import type { ReviewPorts, ReviewSnapshot } from '../ports';

const ATTEMPTS = 3;

export interface StatusRuleOutcome {
  snapshot: ReviewSnapshot;
  status: ProjectStatus;
  /** The status the project moved to now; null when it stayed. */
  changedTo: ProjectStatus | null;
}

export async function applyStatusRule(
  ports: Pick<ReviewPorts, 'reviews'>,
  projectId: string,
  now: string,
  fallback: ReviewSnapshot,
  /** The domain events a move to `status` carries (written in the move's transaction). */
  eventsFor?: (status: ProjectStatus) => DomainEvent[],
): Promise<StatusRuleOutcome> {
  const outcome = await runStatusRule(
    {
      load: (id) => ports.reviews.loadProject(id),
      save: (input) => ports.reviews.setProjectStatus({ ...input, events: eventsFor?.(input.status) ?? [] }),
    },
    projectId,
    now,
    // Any refusal (stale, or archived meanwhile) reads again: the client's write is already stored.
    { attempts: ATTEMPTS, whenGone: () => fallback, retryOn: () => true },
  );
  return { snapshot: outcome.aggregate, status: outcome.status, changedTo: outcome.changedTo };
}
