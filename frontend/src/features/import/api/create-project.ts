/** POST /api/projects: create a project from the selected Drive videos (plan cap held by the server). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProject, type CreateProjectBody } from '../../../../../shared/api/endpoints/projects';
import type { DriveFile } from '../../../../../shared/api/endpoints/drive';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export function toImportVideo(file: DriveFile): CreateProjectBody['videos'][number] {
  return {
    fileId: file.id,
    title: file.title || file.name,
    fileName: file.name,
    mimeType: file.mimeType,
    thumbnailLink: file.thumbnailLink,
    webViewLink: file.webViewLink,
    size: file.size,
    previewUrl: file.previewUrl,
  };
}

export const createProjectFromImport = (input: {
  name: string;
  clientDisplayName: string;
  videos: DriveFile[];
}) =>
  apiCall(createProject, {
    body: {
      name: input.name,
      clientDisplayName: input.clientDisplayName,
      videos: input.videos.map(toImportVideo),
    },
  });

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProjectFromImport,
    onSuccess: () => invalidateAfter(queryClient, createProject),
  });
}
