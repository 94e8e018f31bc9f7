/**
 * cognito-local as a child process on 127.0.0.1 (it reads HOST/PORT and keeps its data in `.cognito/` of
 * its working folder). On first start we create the user pool and the SPA's app client (e-mail as user
 * name, USER_PASSWORD_AUTH allowed) and keep their ids in `cutroom-ids.json` beside the data.
 *
 * cognito-local does not send mail: the codes it keeps in its database are handed to `onCode`
 * (./user-pool-code-watcher.ts), which the system turns into real e-mails through the local SES.
 */
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PRODUCT_NAME } from '../../../shared/config/product';
import { ADMIN_GROUP } from '../../../shared/config/roles';
import { startProcess } from './child-process';
import { LOCAL_HOST, resolvePort, waitFor } from './ports';
import { userPoolDatabasePath, watchUserPoolCodes, type CodeDelivery } from './user-pool-code-watcher';

export type { CodeDelivery } from './user-pool-code-watcher';

export interface UserPoolOptions {
  port: number;
  portVariable?: string;
  /** Folder for cognito-local's data; omit for a temporary folder removed on stop. */
  dataDir?: string;
  onCode?: (delivery: CodeDelivery) => void;
  /** Print cognito-local's own log lines (noisy). */
  verbose?: boolean;
  /** Lambda Invoke endpoint and function names for cognito-local's triggers (e.g. PostConfirmation). */
  triggers?: { lambdaEndpoint: string; functions: Partial<Record<'PostConfirmation', string>> };
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

/** The admin group (its members get `cognito:groups: ['admin']` in their ID token), as in the CDK pool. */
async function ensureAdminGroup(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  // ListGroups, not GetGroup: cognito-local answers a missing group with an error the SDK cannot name.
  const { Groups } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  if (Groups?.some((group) => group.GroupName === ADMIN_GROUP)) return;
  await client.send(
    new CreateGroupCommand({
      UserPoolId: userPoolId,
      GroupName: ADMIN_GROUP,
      Description: 'Administrators (display only in the SPA)',
    }),
  );
}

export async function startUserPool(options: UserPoolOptions): Promise<RunningUserPool> {
  // cognito-local puts the port in its token issuer, so it cannot listen on 0: pick a free port first.
  const port = await resolvePort(options.port, options.portVariable ?? 'COGNITO_PORT');
  const temporary = !options.dataDir;
  const folder = options.dataDir
    ? resolve(options.dataDir)
    : await mkdtemp(join(tmpdir(), 'cutroom-cognito-'));
  await mkdir(folder, { recursive: true });
  if (options.triggers) {
    // cognito-local reads its trigger settings from .cognito/config.json in its working folder.
    await mkdir(join(folder, '.cognito'), { recursive: true });
    await writeFile(
      join(folder, '.cognito', 'config.json'),
      `${JSON.stringify(
        {
          LambdaClient: {
            endpoint: options.triggers.lambdaEndpoint,
            region: 'local',
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          },
          TriggerFunctions: options.triggers.functions,
        },
        null,
        2,
      )}\n`,
    );
  }
  const service = startProcess('cognito-local', process.execPath, [cognitoLocalBin()], {
    cwd: folder,
    env: { ...process.env, HOST: LOCAL_HOST, PORT: String(port), NODE_NO_WARNINGS: '1' },
    onLine: (line) => {
      if (options.verbose) console.log(`[cognito-local] ${line}`);
    },
  });
  const endpoint = `http://${LOCAL_HOST}:${port}`;
  const client = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  let codeWatcher: { stop(): void } | undefined;
  const cleanUp = async () => {
    codeWatcher?.stop();
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
    await ensureAdminGroup(client, ids.userPoolId);
    client.destroy();
    if (options.onCode) {
      codeWatcher = await watchUserPoolCodes({
        databasePath: userPoolDatabasePath(folder, ids.userPoolId),
        onCode: options.onCode,
      });
    }
    return { endpoint, port, ...ids, issuer: `${endpoint}/${ids.userPoolId}`, stop: cleanUp };
  } catch (error) {
    client.destroy();
    await cleanUp();
    throw error;
  }
}
