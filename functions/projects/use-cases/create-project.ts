/**
 * Creates a project from an import selection: the project (active, a fresh share token valid 7 days), one
 * video per selected file (`processing`, in selection order from 1) with its first version, and one plan
 * slot, all in one transaction that refuses at the plan cap; then one download job per version is queued
 * (the worker copies the file and moves the video on; see queue-downloads.ts when the queue is down).
 */
import type { CreateProjectBody } from '../../../shared/api/endpoints/projects';
import type { Project, Video, VideoVersion } from '../../../shared/domain/entities';
import { newShareExpiry } from '../../../shared/domain/review-link-expiry';
import type { EditorPorts } from '../ports';
import { driveVersion, withFootageOrigin } from './drive-version';
import { footageOriginOf } from './footage-origin';
import type { Caller } from './ensure-profile';
import { workspaceOf, workspacePlanProfile } from './workspace-scope';
import { planCap, planLimitError, withPlanCap } from './plan-cap';
import { queueDownloads } from './queue-downloads';

export async function createProject(
  ports: Pick<EditorPorts, 'projects' | 'profiles' | 'downloads' | 'clock' | 'ids' | 'shareTokens' | 'log'>,
  input: { caller: Caller; body: CreateProjectBody },
): Promise<Project> {
  // The workspace's plan and active projects: the cap counts the workspace's projects, whoever made them.
  const profile = await workspacePlanProfile(ports, input.caller);
  const cap = planCap(profile.planLevel);
  // Fast refusal before any work; the transaction's condition is what actually holds the cap.
  if (cap !== null && profile.activeProjectCount >= cap) throw planLimitError(profile.planLevel);

  const now = ports.clock.now();
  const at = now.toISOString();
  const projectId = ports.ids.next();
  const selection = input.body.videos;
  // Every footage link is judged (plan, form) before anything is written.
  const origins = selection.map((file) => footageOriginOf(file, profile.planLevel));
  const videos: Video[] = [];
  const versions: VideoVersion[] = [];
  selection.forEach((file, index) => {
    const videoId = ports.ids.next();
    const versionId = ports.ids.next();
    videos.push({
      id: videoId,
      projectId,
      title: file.title,
      orderIndex: index + 1,
      fileId: file.fileId,
      status: 'processing',
      currentVersionId: versionId,
      notes: '',
      lastStatusChangeAt: at,
      createdAt: at,
      revision: 0,
    });
    const origin = origins[index] ?? null;
    versions.push({
      ...withFootageOrigin(
        driveVersion(
          { id: versionId, projectId, videoId },
          {
            fileId: file.fileId,
            fileName: file.fileName,
            mimeType: file.mimeType,
            size: file.size ?? null,
            webViewLink: file.webViewLink ?? null,
            previewUrl: file.previewUrl ?? null,
            thumbnailLink: file.thumbnailLink ?? null,
          },
          at,
        ),
        origin,
      ),
      versionNumber: 1,
    });
  });
  const project: Project = {
    id: projectId,
    userId: workspaceOf(input.caller),
    createdBy: input.caller.userId,
    name: input.body.name,
    clientDisplayName: input.body.clientDisplayName,
    shareToken: ports.shareTokens(),
    shareExpiresAt: newShareExpiry(now).toISOString(),
    status: 'active',
    createdAt: at,
    lastStatusChangeAt: at,
    archivedAt: null,
    approvedVideosCount: 0,
    videoCount: videos.length,
    revision: 0,
  };

  const stored = await withPlanCap(profile.planLevel, () =>
    ports.projects.createProject({ project, videos, versions, planCap: cap }),
  );
  await queueDownloads(ports, versions, project);
  return stored;
}
