/**
 * The editor approves the whole project: every video approved (but a refused file's), every note completed,
 * the project approved, and a project-scope approval recorded as 'Editor Override <name or e-mail>'. Refused
 * when the project is already approved (409) or archived (409 'Cannot modify archived projects.'), and when
 * every video of it is a refused file (nothing to approve).
 */
import { BUSINESS_METRICS } from '../../../shared/config/business-metrics';
import type { Approval, Project } from '../../../shared/domain/entities';
import { canApproveProject } from '../../../shared/domain/project-actions';
import { reviewableVideos } from '../../../shared/domain/refused-video';
import { editorOverrideLabel } from '../../../shared/domain/reviewer-label';
import { ConflictError } from '../../../shared/errors/app-error';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import type { EditorPorts } from '../ports';
import { ensureProfile, type Caller } from './ensure-profile';
import { loadMutableTree } from './owned-project';
import { workspaceOf } from './workspace-scope';

export async function approveProject(
  ports: Pick<EditorPorts, 'projects' | 'profiles' | 'clock' | 'ids' | 'metrics'>,
  input: { caller: Caller; projectId: string },
): Promise<Project> {
  const tree = await loadMutableTree(ports.projects, workspaceOf(input.caller), input.projectId);
  if (!canApproveProject(tree.project.status)) throw new ConflictError(PROJECT_MESSAGES.alreadyApproved);
  // A refused file is not approved with the rest (nothing of it was seen) and the approval does not count it.
  const reviewable = reviewableVideos(tree.videos, tree.versions);
  if (tree.videos.length > 0 && reviewable.length === 0)
    throw new ConflictError(PROJECT_MESSAGES.nothingToApprove);
  const profile = await ensureProfile(ports, input.caller);
  const now = ports.clock.now().toISOString();
  const who = profile.displayName ?? profile.fullName ?? input.caller.name ?? null;
  const approval: Approval = {
    id: ports.ids.next(),
    projectId: tree.project.id,
    scope: 'project',
    scopeId: tree.project.id,
    versionId: null,
    reviewerLabel: editorOverrideLabel({ name: who, email: profile.email || input.caller.email || null }),
    approvedAt: now,
    createdAt: now,
  };
  const refused = tree.videos.filter((v) => !reviewable.includes(v));
  const approved = await ports.projects.approveProject({
    userId: workspaceOf(input.caller),
    project: tree.project,
    videoIds: reviewable.filter((v) => v.status !== 'approved').map((v) => v.id),
    notApprovedCount: refused.filter((v) => v.status !== 'approved').length,
    notes: tree.notes.filter((n) => n.status !== 'completed'),
    approval,
    now,
    activity: {
      id: approval.id,
      projectId: tree.project.id,
      at: now,
      kind: 'project_approved',
      actor: { kind: 'member', name: who?.trim() || profile.email || input.caller.email || '' },
    },
  });
  ports.metrics.count(BUSINESS_METRICS.approvals);
  return approved;
}
