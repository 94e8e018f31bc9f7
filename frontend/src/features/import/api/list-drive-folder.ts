/** POST /api/drive/list: the videos of a Drive folder (status success / permission_required / …). */
import { useMutation } from '@tanstack/react-query';
import { listDriveFolder } from '../../../../../shared/api/endpoints/drive';
import { apiCall } from '../../../lib/api-client';

export interface ListFolderInput {
  folderId: string;
  /** The editor's Drive token from Connect Google Drive (private folders); never stored. */
  accessToken?: string;
}

export const listFolder = ({ folderId, accessToken }: ListFolderInput) =>
  apiCall(listDriveFolder, { body: accessToken ? { folderId, accessToken } : { folderId } });

export function useListDriveFolder() {
  return useMutation({ mutationFn: listFolder });
}
