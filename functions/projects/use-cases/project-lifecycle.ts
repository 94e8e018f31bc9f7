/**
 * Owner actions on the project item itself: rename, archive, restore (within the plan cap; its status is
 * re-derived by the status rule), and the review link (extend, regenerate, Pro's chosen expiry). A rename,
 * an archive and a restore by a member record who did it in the project's activity, in the change's own
 * transaction.
 */
import { deriveProjectStatus } from '../../../shared/domain/project-status-rule';
import type { ReviewLink } from '../../../shared/api/endpoints/projects';
import type { Project } from '../../../shared/domain/entities';
import { memberActivity } from '../../../shared/domain/project-activity';
import {
  canCustomiseLinkExpiry,
  chosenShareExpiry,
  extendShareExpiry,
  newShareExpiry,
  type LinkExpiryChoice,
} from '../../../shared/domain/review-link-expiry';
import {
  ConflictError,
  ERROR_CODES,
  ForbiddenError,
  ValidationError,
} from '../../../shared/errors/app-error';
import { LINK_CARD_MESSAGES } from '../../../shared/messages/link-card-messages';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import { hashReviewPassword } from '../adapters/review-password-hash';
import type { EditorPorts, ProjectTree } from '../ports';
import type { Caller } from './ensure-profile';
import { workspaceOf, workspacePlanProfile } from './workspace-scope';
import { loadMutableTree, loadOwnedTree } from './owned-project';
import { planCap, withPlanCap } from './plan-cap';

interface ProjectInput {
  userId: string;
  projectId: string;
}

/** The member acting (how the workspace's activity names them); absent: nothing is recorded. */
interface ActorInput {
  actor?: string | undefined;
}

export async function renameProject(
  ports: Pick<EditorPorts, 'projects' | 'clock' | 'ids'>,
  input: ProjectInput &
    ActorInput & { name: string; clientDisplayName: string; expectedRevision?: number | undefined },
): Promise<Project> {
  const tree = await loadMutableTree(ports.projects, input.userId, input.projectId);
  if (input.expectedRevision !== undefined && input.expectedRevision !== tree.project.revision) {
    throw new ConflictError(PROJECT_MESSAGES.changedElsewhere);
  }
  return ports.projects.renameProject({
    userId: input.userId,
    projectId: input.projectId,
    name: input.name,
    clientDisplayName: input.clientDisplayName,
    expectedRevision: input.expectedRevision ?? tree.project.revision,
    // Only a new name is a rename in the activity (the client's name alone changing is not).
    activity:
      input.name === tree.project.name
        ? []
        : memberActivity(input.actor, {
            id: ports.ids.next(),
            projectId: input.projectId,
            at: ports.clock.now().toISOString(),
            kind: 'project_renamed',
            projectName: input.name,
          }),
  });
}

/** The stored objects of a project the archived tag goes on: each version's original. */
function storedOriginals(tree: ProjectTree): string[] {
  return tree.versions.flatMap((v) => (v.storagePath ? [v.storagePath] : []));
}

/**
 * Tags (or untags) the originals AFTER the archive or restore is committed: the project's state never
 * depends on S3. The step is idempotent; a failure is logged and leaves only the lifecycle behind (an
 * untagged original of an archived project is kept longer; the Drive link stays the version's source).
 */
async function tagOriginals(
  ports: Pick<EditorPorts, 'archiveTags' | 'log'>,
  tree: ProjectTree,
  archived: boolean,
): Promise<void> {
  const keys = storedOriginals(tree);
  if (keys.length === 0) return;
  try {
    await ports.archiveTags.setArchived(keys, archived);
  } catch (error) {
    ports.log.error('archive tag not applied', {
      projectId: tree.project.id,
      archived,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

export async function archiveProject(
  ports: Pick<EditorPorts, 'projects' | 'clock' | 'ids' | 'archiveTags' | 'log'>,
  input: ProjectInput & ActorInput,
): Promise<Project> {
  const tree = await loadMutableTree(ports.projects, input.userId, input.projectId);
  const now = ports.clock.now().toISOString();
  const project = await ports.projects.archiveProject({
    userId: input.userId,
    projectId: input.projectId,
    now,
    activity: memberActivity(input.actor, {
      id: ports.ids.next(),
      projectId: input.projectId,
      at: now,
      kind: 'project_archived',
    }),
  });
  await tagOriginals(ports, tree, true);
  return project;
}

export async function restoreProject(
  ports: Pick<EditorPorts, 'projects' | 'profiles' | 'clock' | 'ids' | 'archiveTags' | 'log'>,
  input: { caller: Caller; projectId: string } & ActorInput,
): Promise<Project> {
  const tree = await loadOwnedTree(ports.projects, workspaceOf(input.caller), input.projectId);
  if (tree.project.status !== 'archived') {
    throw new ConflictError(PROJECT_MESSAGES.notArchived, ERROR_CODES.conflict);
  }
  const profile = await workspacePlanProfile(ports, input.caller);
  const now = ports.clock.now().toISOString();
  const project = await withPlanCap(profile.planLevel, () =>
    ports.projects.restoreProject({
      userId: workspaceOf(input.caller),
      projectId: input.projectId,
      status: deriveProjectStatus(tree.videos, tree.notes, tree.versions),
      planCap: planCap(profile.planLevel),
      now,
      activity: memberActivity(input.actor, {
        id: ports.ids.next(),
        projectId: input.projectId,
        at: now,
        kind: 'project_restored',
      }),
    }),
  );
  await tagOriginals(ports, tree, false);
  return project;
}

export async function extendReviewLink(
  ports: Pick<EditorPorts, 'projects' | 'clock'>,
  input: ProjectInput,
): Promise<ReviewLink> {
  await loadMutableTree(ports.projects, input.userId, input.projectId);
  const project = await ports.projects.setShareExpiry({
    ...input,
    expiresAt: extendShareExpiry(ports.clock.now()).toISOString(),
  });
  return { token: project.shareToken, expiresAt: project.shareExpiresAt };
}

export async function regenerateReviewLink(
  ports: Pick<EditorPorts, 'projects' | 'clock' | 'shareTokens'>,
  input: ProjectInput,
): Promise<ReviewLink> {
  const tree = await loadMutableTree(ports.projects, input.userId, input.projectId);
  const now = ports.clock.now();
  const project = await ports.projects.replaceShareToken({
    userId: input.userId,
    project: tree.project,
    token: ports.shareTokens(),
    expiresAt: newShareExpiry(now).toISOString(),
    now: now.toISOString(),
  });
  return { token: project.shareToken, expiresAt: project.shareExpiresAt };
}

/**
 * Pro only: the link expires in 1–90 days, on a date within 90 days, or never. Other plans are refused with
 * 403 (their links last 7 days; Extend renews them); the write itself is conditioned on the plan still being
 * Pro, so a downgrade racing this request cannot leave a permanent link behind.
 */
export async function setReviewLinkExpiry(
  ports: Pick<EditorPorts, 'projects' | 'profiles' | 'clock'>,
  input: { caller: Caller; projectId: string; expiry: LinkExpiryChoice },
): Promise<ReviewLink> {
  await loadMutableTree(ports.projects, workspaceOf(input.caller), input.projectId);
  const profile = await workspacePlanProfile(ports, input.caller);
  if (!canCustomiseLinkExpiry(profile.planLevel)) {
    throw new ForbiddenError(LINK_CARD_MESSAGES.customExpiryProOnly);
  }
  const chosen = chosenShareExpiry(input.expiry, ports.clock.now());
  if (chosen === 'out_of_range') {
    const message =
      input.expiry.kind === 'date' ? LINK_CARD_MESSAGES.expiryDateRange : LINK_CARD_MESSAGES.expiryDaysRange;
    throw new ValidationError(message, { [`expiry.${input.expiry.kind}`]: message });
  }
  const project = await ports.projects.setChosenShareExpiry({
    userId: workspaceOf(input.caller),
    projectId: input.projectId,
    expiresAt: chosen === null ? null : chosen.toISOString(),
  });
  return { token: project.shareToken, expiresAt: project.shareExpiresAt };
}

/**
 * Turns the review link off (the client gets 'Review link not found' at once) or back on, and allows or
 * forbids downloads of the originals. Archived projects refuse (their link is off anyway).
 */
export async function updateReviewLinkSettings(
  ports: Pick<EditorPorts, 'projects' | 'clock'>,
  input: ProjectInput & { enabled?: boolean | undefined; downloadsAllowed?: boolean | undefined },
): Promise<Project> {
  const tree = await loadMutableTree(ports.projects, input.userId, input.projectId);
  return ports.projects.setReviewLinkSettings({
    userId: input.userId,
    projectId: input.projectId,
    token: tree.project.shareToken,
    now: ports.clock.now().toISOString(),
    enabled: input.enabled,
    downloadsAllowed: input.downloadsAllowed,
  });
}

/**
 * Sets or removes the review link's password (every plan). Only a slow hash is stored; a new or removed
 * password ends every client session of the old one (functions/projects/adapters/review-password-hash.ts).
 */
export async function setReviewLinkPassword(
  ports: Pick<EditorPorts, 'projects'>,
  input: ProjectInput & { password: string | null },
): Promise<{ passwordProtected: boolean }> {
  const tree = await loadMutableTree(ports.projects, input.userId, input.projectId);
  const passwordHash = input.password === null ? null : await hashReviewPassword(input.password);
  await ports.projects.setLinkPassword({
    userId: input.userId,
    projectId: input.projectId,
    token: tree.project.shareToken,
    passwordHash,
  });
  return { passwordProtected: passwordHash !== null };
}
