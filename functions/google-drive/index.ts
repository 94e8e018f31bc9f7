export { lazyDriveFiles } from './drive-files';
export { driveFromEnv } from './drive-from-env';
export { DriveError, type DriveFile, type DriveFilesPort, type DrivePort } from './drive-port';
export type { DriveMedia, DriveThumbnail, OpenMediaOptions } from './drive-port';
