/**
 * The one runner of the project-status rule (shared/domain/project-status-rule), for the editor's and the
 * client's paths alike: read the project as stored now, derive its status, and save it only when it differs,
 * conditional on the status read; a concurrent change makes it read and derive again, a few times.
 */
import { deriveProjectStatus } from '../../../shared/domain/project-status-rule';
import type { Project } from '../../../shared/domain/entities';
import type { ProjectStatus } from '../../../shared/domain/status-values';
import { ConflictError, ERROR_CODES } from '../../../shared/errors/app-error';
import type { ProjectAggregate } from '../aggregate';

export interface StatusRulePorts {
  /** The whole project as stored now; null when it is gone. */
  load(projectId: string): Promise<ProjectAggregate | null>;
  /**
   * Moves the project from `project.status` to `status`, conditional on the status read (ConflictError
   * otherwise); answers the project as saved.
   */
  save(input: {
    project: Project;
    status: Exclude<ProjectStatus, 'archived'>;
    now: string;
  }): Promise<Project | null>;
}

export interface StatusRuleOutcome {
  aggregate: ProjectAggregate;
  status: ProjectStatus;
  /** The status the project moved to now; null when it stayed. */
  changedTo: ProjectStatus | null;
}

export async function runStatusRule(
  ports: StatusRulePorts,
  projectId: string,
  now: string,
  options: {
    attempts: number;
    whenGone: () => ProjectAggregate;
    /** Which refusals of the save mean "read again" (default: a stale status, 409 CONFLICT). */
    retryOn?: (error: ConflictError) => boolean;
  },
): Promise<StatusRuleOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const aggregate = (await ports.load(projectId)) ?? options.whenGone();
    const { project } = aggregate;
    if (project.status === 'archived') return { aggregate, status: project.status, changedTo: null };
    const derived = deriveProjectStatus(aggregate.videos, aggregate.notes, aggregate.versions);
    if (derived === project.status) return { aggregate, status: project.status, changedTo: null };
    try {
      const saved = await ports.save({ project, status: derived, now });
      const status = saved?.status ?? derived;
      return {
        aggregate: { ...aggregate, project: saved ?? project },
        status,
        changedTo: saved ? status : null,
      };
    } catch (error) {
      const retryOn = options.retryOn ?? ((e: ConflictError) => e.code === ERROR_CODES.conflict);
      const retry = error instanceof ConflictError && retryOn(error) && attempt < options.attempts;
      if (!retry) throw error;
    }
  }
}
