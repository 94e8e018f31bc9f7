/** What the API key use cases need: the table and a clock (key material comes from node:crypto). */
import type { DbPort } from '../platform/db/db-port';
import type { Clock } from '../platform/ports';

export interface ApiKeyDeps {
  db: DbPort;
  clock: Clock;
}

/** Who a verified key is: the workspace it acts as, with the rights of its scope. */
export interface ApiKeyPrincipal {
  keyId: string;
  workspaceId: string;
  scope: 'read' | 'write';
  name: string;
}
