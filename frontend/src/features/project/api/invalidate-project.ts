import type { QueryClient } from '@tanstack/react-query';
import { projectQueryOptions } from './get-project';

/** After a change: the project page, and the lists and dashboard that summarise it. */
export async function invalidateProject(queryClient: QueryClient, projectId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: projectQueryOptions(projectId).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['projects'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
