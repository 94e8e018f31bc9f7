/** POST /api/projects/{id}/restore: an archived project back into use, within the plan cap. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restoreProject } from '../../../../shared/api/endpoints/projects';
import { apiCall } from '../api-client';
import { invalidateAfter } from '../query-invalidation';

export const restoreProjectById = (projectId: string) => apiCall(restoreProject, { params: { projectId } });

export function useRestoreProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreProjectById,
    onSettled: (_data, _error, projectId) => invalidateAfter(queryClient, restoreProject, { projectId }),
  });
}
