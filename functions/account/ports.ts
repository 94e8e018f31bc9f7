/** What account deletion and erasure need. */
import type { UserPoolAdmin } from './adapters/user-pool-admin';
import type { BillingPort } from '../billing';
import type { DbPort } from '../platform/db/db-port';

export interface ErasureJob {
  userId: string;
  email: string;
}

export interface DeleteAccountDeps {
  db: DbPort;
  userPool: UserPoolAdmin;
  billing: () => BillingPort;
  erasureQueue: { send(job: ErasureJob): Promise<void> };
  clock: { now(): Date };
}

/** Deletes every object under a prefix, in batches; safe to re-run. Answers how many it deleted. */
export interface StoredObjectsPort {
  deletePrefix(prefix: string): Promise<number>;
}

export interface EraseAccountDeps {
  db: DbPort;
  /** The media bucket's objects, by prefix (the avatar folder, each project's media and thumbnails). */
  objects: StoredObjectsPort;
  userPool: UserPoolAdmin;
  clock: { now(): Date };
  log: { info(message: string, details?: Record<string, unknown>): void };
}
