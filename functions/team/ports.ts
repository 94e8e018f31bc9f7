/** What the team use cases need: the table, a clock, ids, and the secrets invitation links are signed with. */
import type { DbPort } from '../platform/db/db-port';
import type { Clock, IdSource } from '../platform/ports';

export interface TeamDeps {
  db: DbPort;
  clock: Clock;
  ids: IdSource;
  /** The mail-link secrets: every one verifies an invitation link (the first signs, in notify). */
  linkSecrets: () => Promise<string[]>;
}

/** The signed-in caller as the team use cases see them, with their role in the workspace acted on. */
export interface TeamCaller {
  userId: string;
  email: string;
  displayName: string | null;
}
