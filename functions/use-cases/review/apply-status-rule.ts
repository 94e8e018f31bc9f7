/**
 * Re-reads the project after a client's write and applies the one project-status rule
 * (shared/domain/project-status-rule) to what is stored now. The status write is conditional on the status
 * read, so a concurrent change (another reviewer, the editor) makes it re-read and re-derive, a few times.
 */
import { deriveProjectStatus } from '../../../shared/domain/project-status-rule';
import type { ProjectStatus } from '../../../shared/domain/status-values';
import { ConflictError } from '../../../shared/errors/app-error';
import type { ReviewPorts, ReviewSnapshot } from './review-ports';

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
): Promise<StatusRuleOutcome> {
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const snapshot = (await ports.reviews.loadProject(projectId)) ?? fallback;
    const { project } = snapshot;
    if (project.status === 'archived') return { snapshot, status: project.status, changedTo: null };
    const derived = deriveProjectStatus(snapshot.videos, snapshot.notes);
    if (derived === project.status) return { snapshot, status: project.status, changedTo: null };
    try {
      const updated = await ports.reviews.setProjectStatus({ project, status: derived, now });
      const status = updated?.status ?? derived;
      return {
        snapshot: { ...snapshot, project: updated ?? project },
        status,
        changedTo: updated ? status : null,
      };
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
