import { useMutation, useQueryClient } from '@tanstack/react-query';
import { renameProject } from '../../../../../shared/api/endpoints/projects';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const rename = (input: { projectId: string; name: string; clientDisplayName: string }) =>
  apiCall(renameProject, {
    params: { projectId: input.projectId },
    body: { name: input.name, clientDisplayName: input.clientDisplayName },
  });

export function useRenameProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rename,
    onSettled: () => invalidateAfter(queryClient, renameProject, { projectId }),
  });
}
