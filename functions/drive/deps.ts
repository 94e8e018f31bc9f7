/** Composition root of the drive Lambda (the shape of functions/README.md): the Drive port, built once per container. */
import { documentClient } from '../platform/aws/clients';
import { tableName } from '../platform/config/env';
import type { DbPort } from '../platform/db/db-port';
import { getCallerProfile } from '../projects';
import { driveFromEnv } from '../google-drive';
import type { DrivePort } from '../google-drive';
import { memoDeps } from '../platform/runtime/runtime-ports';

export interface DriveApiDeps {
  drive: DrivePort;
  /** Refuses a deleted or deleting account's still-valid token (UnauthorizedError), like every owner route. */
  admitOwner(userId: string): Promise<void>;
}

/** Every port from the environment; any of them replaceable. */
export function buildDriveApiDeps(overrides: Partial<DriveApiDeps> = {}): DriveApiDeps {
  const db: DbPort = { doc: documentClient(), tableName: tableName() };
  return {
    drive: driveFromEnv(),
    admitOwner: async (userId) => {
      await getCallerProfile(db, userId);
    },
    ...overrides,
  };
}

/** Built once per container, on the first request. */
export const driveApiDeps = memoDeps(() => buildDriveApiDeps());
