/**
 * The drive Lambda's routes: list a folder's videos ('list-drive-files') and look up one file. Both answer
 * 200 with a status and the spec's message (the wizard branches on the status); a link that names no folder
 * is answered like Drive's own invalid id, with the spec's invalid-URL text.
 */
import {
  DRIVE_ACCESS_TOKEN_HEADER,
  driveAccessTokenSchema,
  getDriveFile,
  listDriveFolder,
} from '../../shared/api/endpoints/drive';
import { parseDriveFolderLink } from '../../shared/domain/drive-folder-link';
import { ValidationError } from '../../shared/errors/app-error';
import { requireAuth, route, type Route } from '../platform/http/route';
import type { DriveApiDeps } from './deps';

const access = (token: string | undefined) => (token ? { accessToken: token } : undefined);

export const driveApiRoutes: Route<DriveApiDeps>[] = [
  route(listDriveFolder, async (req, deps) => {
    await deps.admitOwner(requireAuth(req).userId);
    let folderId = req.body.folderId;
    if (folderId === undefined) {
      const parsed = parseDriveFolderLink(req.body.folderUrl ?? '');
      if (!parsed.ok) throw new ValidationError(parsed.message, { folderUrl: parsed.message });
      folderId = parsed.folderId;
    }
    return deps.drive.listFolderVideos(folderId, access(req.body.accessToken));
  }),

  route(getDriveFile, async (req, deps) => {
    await deps.admitOwner(requireAuth(req).userId);
    const header = req.headers[DRIVE_ACCESS_TOKEN_HEADER];
    const token = header === undefined ? undefined : driveAccessTokenSchema.safeParse(header);
    if (token && !token.success) {
      throw new ValidationError('Invalid Google access token.', {
        [DRIVE_ACCESS_TOKEN_HEADER]: 'Invalid token',
      });
    }
    return deps.drive.getFile(req.params.fileId, access(token?.data));
  }),
];
