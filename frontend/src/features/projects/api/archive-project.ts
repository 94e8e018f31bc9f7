import { useMutation, useQueryClient } from '@tanstack/react-query';
import { archiveProject } from '../../../../../shared/api/endpoints/projects';
import { apiCall } from '../../../lib/api-client';

export const archiveProjectById = (projectId: string) => apiCall(archiveProject, { params: { projectId } });

export function useArchiveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveProjectById,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['projects'] }),
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
