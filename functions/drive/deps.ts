/** Composition root of the drive Lambda: the Drive port, built once per container. */
import { driveFromEnv } from '../lib/drive/drive-from-env';
import type { DrivePort } from '../lib/drive/drive-port';

export interface DriveApiDeps {
  drive: DrivePort;
}

let deps: DriveApiDeps | undefined;
export function driveApiDeps(): DriveApiDeps {
  deps ??= { drive: driveFromEnv() };
  return deps;
}
