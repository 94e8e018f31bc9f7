/**
 * cognito-local as a child process on 127.0.0.1 (it reads HOST/PORT and keeps its data in `.cognito/` of
 * its working folder). On first start we create the user pool and the SPA's app client (e-mail as user
 * name, USER_PASSWORD_AUTH allowed) and keep their ids in `cutroom-ids.json` beside the data.
 *
 * cognito-local does not send mail: it prints each confirmation / reset code in a box on its log. We scan
 * its raw output for those boxes (each one as soon as it is complete, long values wrapped over several box
 * rows) and hand them to `onCode`, which the system turns into real e-mails through the local SES.
 */
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PRODUCT_NAME } from '../../../shared/config/product';
import { startProcess } from './child-process';
import { LOCAL_HOST, resolvePort, waitFor } from './ports';

export interface UserPoolOptions {
  port: number;
  portVariable?: string;
  /** Folder for cognito-local's data; omit for a temporary folder removed on stop. */
  dataDir?: string;
  onCode?: (delivery: CodeDelivery) => void;
  /** Print cognito-local's own log lines (noisy). */
  verbose?: boolean;
}

export interface CodeDelivery {
  /** The Cognito operation that sent it: SignUp, ResendConfirmationCode, ForgotPassword, ... */
  operation: string;
  destination: string;
  code: string;
}

export interface RunningUserPool {
  endpoint: string;
  port: number;
  userPoolId: string;
  clientId: string;
  /** JWT issuer of the pool's tokens: `${endpoint}/${userPoolId}`; JWKS at `${issuer}/.well-known/jwks.json`. */
  issuer: string;
  stop(): Promise<void>;
}

const idsSchema = z.object({ userPoolId: z.string().min(1), clientId: z.string().min(1) });
const IDS_FILE = 'cutroom-ids.json';

function cognitoLocalBin(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'node_modules', 'cognito-local', 'lib', 'bin', 'start.js');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cognito-local is not installed');
    dir = parent;
  }
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
/** The box's field names (cognito-local's ConsoleMessageSender); a row starting with one opens that field. */
const FIELD = /^(Username|Destination|Code|Email Subject|Email Message|SMS Message):(?:\s+|$)(.*)$/;
/** One row of the box between its side borders (rows follow each other directly in a single-line log). */
const ROW = /│([^│\n]*)│/g;
/** Longest text kept while no box has started, and longest unfinished box, in characters. */
const MAX_PENDING = 64 * 1024;

/**
 * The fields of one box (its text between the top and bottom borders). A value that does not fit the box
 * width is wrapped onto the following rows (a long e-mail address may even start on the row after its
 * label), so rows up to the next field or empty row are joined. Values without spaces (addresses, codes)
 * are hard-wrapped, so the parts are joined without a separator.
 */
function boxFields(body: string): Map<string, string> {
  const fields = new Map<string, string>();
  let field: string | undefined;
  for (const [, row = ''] of body.matchAll(ROW)) {
    const text = row.trim();
    const opening = FIELD.exec(text);
    if (opening?.[1]) {
      field = opening[1];
      fields.set(field, (opening[2] ?? '').trim());
    } else if (!text) {
      field = undefined;
    } else if (field) {
      fields.set(field, `${fields.get(field) ?? ''}${text}`);
    }
  }
  return fields;
}

/**
 * Turns cognito-local's raw log output (stdout chunks) into code deliveries. Each code comes in a box
 * (`<reqId> <Operation> ╭──╮│ … ││ … │╰──╯`, on one line as cognito-local logs single-line); a box is
 * handled as soon as its closing corner arrives, whether or not a newline follows, and however the chunks
 * are split.
 */
export function codeDeliveryScanner(onCode: (delivery: CodeDelivery) => void): (chunk: string) => void {
  let pending = '';
  return (chunk) => {
    pending += chunk;
    for (;;) {
      const start = pending.indexOf('╭');
      if (start < 0) {
        // Keep the current line only: it may hold the operation name of a box still to come.
        pending = pending.slice(pending.lastIndexOf('\n') + 1).slice(-MAX_PENDING);
        return;
      }
      const end = pending.indexOf('╯', start);
      if (end < 0) {
        if (pending.length > MAX_PENDING) pending = '';
        return;
      }
      const lineStart = pending.lastIndexOf('\n', start) + 1;
      const prefix = pending.slice(lineStart, start).replace(ANSI, '');
      const box = pending.slice(start, end + 1).replace(ANSI, '');
      pending = pending.slice(end + 1);
      const top = box.indexOf('╮');
      const bottom = box.lastIndexOf('╰');
      if (top < 0 || bottom < top) continue;
      const fields = boxFields(box.slice(top + 1, bottom));
      const destination = fields.get('Destination');
      const code = fields.get('Code');
      if (destination && code) {
        onCode({ operation: /(\w+)\s*$/.exec(prefix)?.[1] ?? 'Unknown', destination, code });
      }
    }
  };
}

async function ensurePoolAndClient(client: CognitoIdentityProviderClient, folder: string) {
  const idsPath = join(folder, IDS_FILE);
  if (existsSync(idsPath)) {
    const ids = idsSchema.parse(JSON.parse(await readFile(idsPath, 'utf8')));
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: ids.userPoolId }));
      await client.send(
        new DescribeUserPoolClientCommand({ UserPoolId: ids.userPoolId, ClientId: ids.clientId }),
      );
      return ids;
    } catch {
      // The data was wiped but the ids file stayed: create them again.
    }
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: `${PRODUCT_NAME.toLowerCase()}-local`,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: false,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local did not return a user pool id');
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH'],
    }),
  );
  const clientId = appClient.UserPoolClient?.ClientId;
  if (!clientId) throw new Error('cognito-local did not return an app client id');
  const ids = { userPoolId, clientId };
  await writeFile(idsPath, `${JSON.stringify(ids, null, 2)}\n`);
  return ids;
}

export async function startUserPool(options: UserPoolOptions): Promise<RunningUserPool> {
  // cognito-local puts the port in its token issuer, so it cannot listen on 0: pick a free port first.
  const port = await resolvePort(options.port, options.portVariable ?? 'COGNITO_PORT');
  const temporary = !options.dataDir;
  const folder = options.dataDir
    ? resolve(options.dataDir)
    : await mkdtemp(join(tmpdir(), 'cutroom-cognito-'));
  await mkdir(folder, { recursive: true });
  const service = startProcess('cognito-local', process.execPath, [cognitoLocalBin()], {
    cwd: folder,
    env: { ...process.env, HOST: LOCAL_HOST, PORT: String(port), NODE_NO_WARNINGS: '1' },
    onLine: (line) => {
      if (options.verbose) console.log(`[cognito-local] ${line}`);
    },
  });
  // The raw output, not whole lines: a code box must not wait for a newline (or the next log line).
  if (options.onCode) {
    const scan = codeDeliveryScanner(options.onCode);
    const decoder = new StringDecoder('utf8'); // a box character may be split between chunks
    service.child.stdout?.on('data', (chunk: Buffer) => scan(decoder.write(chunk)));
  }
  const endpoint = `http://${LOCAL_HOST}:${port}`;
  const client = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const cleanUp = async () => {
    await service.stop();
    if (temporary) await rm(folder, { recursive: true, force: true });
  };
  try {
    await waitFor(
      'cognito-local',
      async () => (await fetch(`${endpoint}/`)).status > 0,
      60_000,
      () => service.deathError(),
    );
    const ids = await ensurePoolAndClient(client, folder);
    client.destroy();
    return { endpoint, port, ...ids, issuer: `${endpoint}/${ids.userPoolId}`, stop: cleanUp };
  } catch (error) {
    client.destroy();
    await cleanUp();
    throw error;
  }
}
