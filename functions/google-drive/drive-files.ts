/**
 * Single-file Drive look-ups for 'Add video' and 'new version', over the Drive port (the real API v3 in the
 * cloud, the stand-in locally). Built on first use, so a container without Drive settings still serves
 * every other route.
 */
import { driveFromEnv } from './drive-from-env';
import type { DrivePort } from './drive-port';
import type { DriveFilesPort } from './drive-port';

export function lazyDriveFiles(create: () => DrivePort = () => driveFromEnv()): DriveFilesPort {
  let drive: DrivePort | undefined;
  return {
    getFile(fileId, accessToken) {
      drive ??= create();
      return drive.getFile(fileId, accessToken ? { accessToken } : undefined);
    },
  };
}
