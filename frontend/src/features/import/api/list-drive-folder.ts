/** POST /api/drive/list: the videos of a Drive folder (status success / permission_required / …). */
import { useMutation } from '@tanstack/react-query';
import { listDriveFolder } from '../../../../../shared/api/endpoints/drive';
import { apiCall } from '../../../lib/api-client';

export const listFolder = (folderId: string) => apiCall(listDriveFolder, { body: { folderId } });

export function useListDriveFolder() {
  return useMutation({ mutationFn: listFolder });
}
