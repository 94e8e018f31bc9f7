/** POST /api/footage/list: the videos behind a Dropbox, OneDrive/SharePoint, Box or https link (Pro). */
import { useMutation } from '@tanstack/react-query';
import { listFootageLink } from '../../../../../shared/api/endpoints/footage';
import { getDriveFile } from '../../../../../shared/api/endpoints/drive';
import { apiCall } from '../../../lib/api-client';

export const listFootage = (url: string) => apiCall(listFootageLink, { body: { url } });

export function useListFootageLink() {
  return useMutation({ mutationFn: listFootage });
}

/** GET /api/drive/files/{id}: a single Drive file link imports that one video. */
export function useGetDriveFile() {
  return useMutation({ mutationFn: (fileId: string) => apiCall(getDriveFile, { params: { fileId } }) });
}
