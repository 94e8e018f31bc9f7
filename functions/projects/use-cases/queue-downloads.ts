/**
 * Queues the Drive → S3 copies of new versions. When the queue cannot take them, the import still completes
 * as the spec wants for a failed download: each version falls back to its Drive preview link (with the
 * note 'Video stored as Google Drive link (download failed)') and the failure is logged.
 */
import type { Project, VideoVersion } from '../../../shared/domain/entities';
import { importFairnessGroup } from '../download-job';
import { IMPORT_MESSAGES } from '../../../shared/messages/import-messages';
import type { EditorPorts } from '../ports';

export async function queueDownloads(
  ports: Pick<EditorPorts, 'downloads' | 'projects' | 'log'>,
  versions: readonly VideoVersion[],
  /** The project the versions belong to: its owner is the queue's fairness group. */
  project: Pick<Project, 'userId'>,
): Promise<void> {
  try {
    await ports.downloads.enqueue(
      versions.map((version) => ({
        projectId: version.projectId,
        videoId: version.videoId,
        versionId: version.id,
        versionNumber: version.versionNumber,
        fileId: version.fileId,
        fileName: version.fileName ?? version.fileId,
        ...(version.mimeType ? { mimeType: version.mimeType } : {}),
        ...(version.sourceType !== 'drive'
          ? { source: version.sourceType, link: version.sourceUrl, item: version.sourceItem ?? '' }
          : {}),
      })),
      { group: importFairnessGroup(project) },
    );
  } catch (error) {
    ports.log.error('Download jobs could not be queued; falling back to Drive links', {
      projectId: versions[0]?.projectId,
      versions: versions.length,
      error: error instanceof Error ? error.message : String(error),
    });
    for (const version of versions) {
      await ports.projects.recordDriveLinkFallback({
        projectId: version.projectId,
        videoId: version.videoId,
        versionId: version.id,
        versionNumber: version.versionNumber,
        note: IMPORT_MESSAGES.downloadFallbackNote,
      });
    }
  }
}
