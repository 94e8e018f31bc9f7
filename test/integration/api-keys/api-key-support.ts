/**
 * The API key tests' helpers: a Pro workspace with its Owner signed in, keys made through Settings › API's
 * own route, and calls to the public API v1 with `Authorization: Bearer <key>`.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../functions/platform/aws/clients';
import { createApiKey } from '../../../shared/api/endpoints/api-keys';
import type { Endpoint } from '../../../shared/api/endpoint';
import type { ApiKeyScope } from '../../../shared/domain/api-keys';
import { callEndpoint, type ApiResult, type CallOptions } from '../editor-api/support/editor-client';
import { expectOk, setPlanOf, type TestUser } from '../editor-api/support/fixtures';
import { testTableName } from '../../support/env';
import { signedInUser } from '../editor-api/support/users';

export async function proOwner(label: string): Promise<TestUser> {
  const owner = await signedInUser(label, `Owner ${label}`);
  await setPlanOf(owner, 'pro');
  return owner;
}

export async function newKey(
  owner: TestUser,
  scope: ApiKeyScope,
  name = `${scope} key`,
  expiresInDays: 7 | 30 | 90 | 365 | null = null,
) {
  return expectOk(createApiKey, { token: owner.token, body: { name, scope, expiresInDays } });
}

/** Calls a route (a v1 one, or any) with an API key as the bearer. */
export function callWithKey<T = unknown>(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  key: string,
  options: Omit<CallOptions, 'token'> = {},
): Promise<ApiResult<T>> {
  return callEndpoint<T>(endpoint, { ...options, token: key, noRetryOn429: true });
}

/** Moves a key's expiry (the test cannot wait for days). */
export async function setKeyExpiry(keyId: string, at: string): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: testTableName(),
      Key: { pk: `APIKEY#${keyId}`, sk: 'APIKEY' },
      UpdateExpression: 'SET keyExpiresAt = :at',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}

export const errorOf = (result: ApiResult) =>
  (result.body as { error?: { code?: string; message?: string } } | null)?.error ?? {};
