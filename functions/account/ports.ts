/** What account deletion and erasure need. */
import type { S3Client } from '@aws-sdk/client-s3';
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

export interface EraseAccountDeps {
  db: DbPort;
  s3: S3Client;
  bucket: string;
  userPool: UserPoolAdmin;
  clock: { now(): Date };
  log: { info(message: string, details?: Record<string, unknown>): void };
}
