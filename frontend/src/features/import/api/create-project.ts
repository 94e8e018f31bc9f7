/** POST /api/projects: create a project from the selected Drive videos (plan cap held by the server). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProject, type CreateProjectBody } from '../../../../../shared/api/endpoints/projects';
import type { DriveFile } from '../../../../../shared/api/endpoints/drive';
import type { FootageFile } from '../../../../../shared/api/endpoints/footage';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export function toImportVideo(file: DriveFile | FootageFile): CreateProjectBody['videos'][number] {
  return {
    // A footage link's video (Dropbox, OneDrive, Box, https) names where the worker copies it from.
    ...('source' in file ? { source: file.source, link: file.link, item: file.item } : {}),
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
  videos: Array<DriveFile | FootageFile>;
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
