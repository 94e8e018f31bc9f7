/**
 * Mails the codes of the local user pool. cognito-local does not send mail; it keeps each user's pending
 * code (sign-up confirmation, resend, forgot password) as `ConfirmationCode` in its database file
 * (`.cognito/db/<userPoolId>.json`). Its log also prints the codes, but under load it drops or holds back
 * some of those lines, so we read the database instead: every code that appears or changes there is handed
 * to `onCode` once, at most a poll interval after cognito-local saved it. Codes already there when the
 * watcher starts are not sent again (a restart re-mails nothing).
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

export interface CodeDelivery {
  /** What the code is for: a sign-up confirmation or a password reset. */
  operation: 'SignUp' | 'ForgotPassword';
  destination: string;
  code: string;
}

const userSchema = z
  .object({
    Username: z.string(),
    UserStatus: z.string().optional(),
    ConfirmationCode: z.string().optional(),
    Attributes: z.array(z.object({ Name: z.string(), Value: z.string().optional() })).default([]),
  })
  .loose();
const databaseSchema = z.object({ Users: z.record(z.string(), userSchema).default({}) }).loose();

export function userPoolDatabasePath(cognitoFolder: string, userPoolId: string): string {
  return join(cognitoFolder, '.cognito', 'db', `${userPoolId}.json`);
}

/** The deliveries a new database snapshot holds compared with the codes seen before (pure). */
export function newCodeDeliveries(
  seen: Map<string, string>,
  database: unknown,
): { deliveries: CodeDelivery[]; seen: Map<string, string> } {
  const parsed = databaseSchema.safeParse(database);
  if (!parsed.success) return { deliveries: [], seen };
  const next = new Map<string, string>();
  const deliveries: CodeDelivery[] = [];
  for (const user of Object.values(parsed.data.Users)) {
    const code = user.ConfirmationCode;
    if (!code) continue;
    next.set(user.Username, code);
    if (seen.get(user.Username) === code) continue;
    const email = user.Attributes.find((a) => a.Name === 'email')?.Value;
    if (!email) continue;
    deliveries.push({
      operation: user.UserStatus === 'UNCONFIRMED' ? 'SignUp' : 'ForgotPassword',
      destination: email,
      code,
    });
  }
  return { deliveries, seen: next };
}

export interface CodeWatcher {
  stop(): void;
}

/** Polls the pool's database file (cheap `stat`, read only when it changed). */
export async function watchUserPoolCodes(options: {
  databasePath: string;
  onCode: (delivery: CodeDelivery) => void;
  intervalMs?: number;
  log?: (message: string) => void;
}): Promise<CodeWatcher> {
  let seen = new Map<string, string>();
  let lastVersion = '';
  const read = async (): Promise<CodeDelivery[]> => {
    const info = await stat(options.databasePath).catch(() => null);
    if (!info) return [];
    const version = `${info.mtimeMs}:${info.size}`;
    if (version === lastVersion) return [];
    let database: unknown;
    try {
      database = JSON.parse(await readFile(options.databasePath, 'utf8'));
    } catch {
      return []; // caught mid-write: the next poll reads the finished file
    }
    lastVersion = version;
    const result = newCodeDeliveries(seen, database);
    seen = result.seen;
    return result.deliveries;
  };
  await read(); // codes from before this start are not mailed again
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    read()
      .then((deliveries) => deliveries.forEach((d) => options.onCode(d)))
      .catch((error: unknown) => options.log?.(`could not read the user pool's codes: ${String(error)}`))
      .finally(() => {
        busy = false;
      });
  }, options.intervalMs ?? 250);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
