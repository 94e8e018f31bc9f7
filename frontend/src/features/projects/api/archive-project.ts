import { useMutation, useQueryClient } from '@tanstack/react-query';
import { archiveProject } from '../../../../../shared/api/endpoints/projects';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const archiveProjectById = (projectId: string) => apiCall(archiveProject, { params: { projectId } });

export function useArchiveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveProjectById,
    onSettled: (_data, _error, projectId) => invalidateAfter(queryClient, archiveProject, { projectId }),
  });
}
