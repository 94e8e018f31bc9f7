/** Composition root of the account-erasure worker: built once per container from the environment. */
import { s3StoredObjects } from '../account/adapters/erase-user-objects';
import { cognitoUserPoolAdmin } from '../account/adapters/user-pool-admin';
import { cognitoClient, documentClient, s3Client } from '../platform/aws/clients';
import { mediaBucket, tableName, userPoolConfig } from '../platform/config/env';
import { systemClock } from '../platform/runtime/runtime-ports';
import type { EraseAccountDeps } from '../account';

let deps: EraseAccountDeps | undefined;
export function erasureDeps(): EraseAccountDeps {
  deps ??= {
    db: { doc: documentClient(), tableName: tableName() },
    objects: s3StoredObjects(s3Client(), mediaBucket()),
    userPool: cognitoUserPoolAdmin(cognitoClient(), userPoolConfig()),
    clock: systemClock,
    log: {
      info: (message, details) =>
        console.log(JSON.stringify({ fn: 'account-erasure', level: 'info', message, ...details })),
    },
  };
  return deps;
}

export function resetErasureDeps(): void {
  deps = undefined;
}
