import { renameProject } from '../../../../../shared/api/endpoints/projects';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export const rename = (input: { projectId: string; name: string; clientDisplayName: string }) =>
  apiCall(renameProject, {
    params: { projectId: input.projectId },
    body: { name: input.name, clientDisplayName: input.clientDisplayName },
  });

export function useRenameProject(projectId: string) {
  return useInvalidatingMutation(rename, renameProject, { projectId });
}
