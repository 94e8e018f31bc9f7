/**
 * GET /api/projects/{id}: the whole project in one request; polled while any video is still processing (being
 * copied, or its playable copy being made).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProject, type ProjectDetail } from '../../../../../shared/api/endpoints/projects';
import { apiCall } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-key';

/** How often the page re-reads the project while an imported video is being copied. */
export const PROCESSING_POLL_MS = 3000;

export function isProcessing(detail: ProjectDetail | undefined): boolean {
  if (!detail) return false;
  return detail.videos.some(
    (v) =>
      v.status === 'processing' ||
      v.playbackKind === 'processing' ||
      // A playable copy (proxy) is being made: its progress moves.
      v.versions.some(
        (version) => version.id === v.currentVersionId && version.proxy?.status === 'processing',
      ),
  );
}

export const fetchProject = (projectId: string) => apiCall(getProject, { params: { projectId } });

export const projectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeyOf(getProject, projectId),
    queryFn: () => fetchProject(projectId),
    refetchInterval: (query) => (isProcessing(query.state.data) ? PROCESSING_POLL_MS : false),
  });

export function useProject(projectId: string) {
  return useQuery({ ...projectQueryOptions(projectId), enabled: projectId !== '' });
}
