/**
 * What the account deletion and erasure tests share: a user about to leave, the local user pool's admin, the
 * user's own partition as stored, a wait, and a table client whose erasure dies half-way.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { cognitoUserPoolAdmin } from '../../../functions/account/adapters/user-pool-admin';
import type { DbPort } from '../../../functions/platform/db/db-port';
import { listAllProjectsByOwner } from '../../../functions/projects/store/project-repository';
import { assertLocalEndpoint, testSystem } from '../../support/env';
import { signedInUser } from '../../support/users';
import { testUserOf } from '../editor-api/support/users';

/** A new signed-in user (`Leaving <label>`) with the editor API's test handle. */
export async function leavingUser(label: string) {
  const user = await signedInUser({ fullName: `Leaving ${label}` });
  return { ...user, test: testUserOf(user) };
}

/** The local user pool as the erasure job administers it. */
export function userPool() {
  const system = testSystem();
  return cognitoUserPoolAdmin(
    new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: assertLocalEndpoint(system.cognitoEndpoint),
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    { userPoolId: system.userPoolId, clientId: system.clientId },
  );
}

/** Every item of the user's own partition, and the projects the owner index still lists. */
export async function leftOf(db: DbPort, userId: string) {
  const own = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${userId}` },
      ConsistentRead: true,
    }),
  );
  return { own: own.Items ?? [], projects: await listAllProjectsByOwner(db, userId) };
}

/** True once `check` is (polled every 250 ms); its last answer at the deadline. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return check();
}

/** `db`, except that its second batch delete fails as if the process died there (after part of the work). */
export function dyingOnSecondBatch(db: DbPort): DbPort {
  let batches = 0;
  return {
    tableName: db.tableName,
    doc: {
      send: (command: unknown) => {
        if (command instanceof BatchWriteCommand && ++batches === 2) {
          return Promise.reject(new Error('crash: the process died here'));
        }
        return db.doc.send(command as never);
      },
    } as unknown as DbPort['doc'],
  };
}
