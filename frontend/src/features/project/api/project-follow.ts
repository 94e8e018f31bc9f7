/** GET / PUT /api/projects/{id}/follow: whether the signed-in member follows the project (its notifications). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getProjectFollow, setProjectFollow } from '../../../../../shared/api/endpoints/follow';
import { apiCall } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-key';

export function useProjectFollow(projectId: string) {
  return useQuery({
    queryKey: queryKeyOf(getProjectFollow, projectId),
    queryFn: () => apiCall(getProjectFollow, { params: { projectId } }),
    enabled: projectId !== '',
  });
}

export function useSetProjectFollow(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) =>
      apiCall(setProjectFollow, { params: { projectId }, body: { following } }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeyOf(getProjectFollow, projectId), answer),
  });
}
