/** Composition root of the drive Lambda (the shape of functions/README.md): the Drive port, built once per container. */
import { driveFromEnv } from '../lib/drive/drive-from-env';
import type { DrivePort } from '../lib/drive/drive-port';
import { memoDeps } from '../lib/runtime/runtime-ports';

export interface DriveApiDeps {
  drive: DrivePort;
}

/** Every port from the environment; any of them replaceable. */
export function buildDriveApiDeps(overrides: Partial<DriveApiDeps> = {}): DriveApiDeps {
  return { drive: driveFromEnv(), ...overrides };
}

/** Built once per container, on the first request. */
export const driveApiDeps = memoDeps(() => buildDriveApiDeps());
