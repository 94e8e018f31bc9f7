import { useMutation } from '@tanstack/react-query';
import { approveProject } from '../../../../../shared/api/endpoints/projects';
import { apiCall } from '../../../lib/api-client';

/** The page re-reads the project 1 s after (spec: reload after 1000 ms), so no invalidation here. */
export const approve = (projectId: string) => apiCall(approveProject, { params: { projectId } });

export function useApproveProject() {
  return useMutation({ mutationFn: approve });
}
