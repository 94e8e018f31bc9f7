/**
 * Settings › API (`editor-api`, caller `owner`, action `manageApiKeys`: the Owner and Admins; Pro): the
 * workspace's API keys. A key is shown once, in the answer that creates it; lists show its prefix only.
 */
import * as z from 'zod/mini';
import {
  API_KEY_EXPIRY_DAYS,
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  apiKeySummarySchema,
} from '../../domain/api-keys';
import { defineEndpoint } from '../endpoint';

const keyIdParam = z.string().check(z.regex(/^[A-Za-z0-9]{16}$/, 'Not a valid key id'));

export const listApiKeys = defineEndpoint({
  id: 'listApiKeys',
  method: 'GET',
  path: '/api/api-keys',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageApiKeys',
  plan: 'pro',
  response: z.object({ items: z.array(apiKeySummarySchema) }),
  summary: 'Settings › API: the workspace’s API keys (prefix, scope, expiry, last use), newest first.',
});

export const createApiKeyBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(API_KEY_NAME_MAX)),
  scope: z.enum(API_KEY_SCOPES),
  /** Days until the key expires (one of the offered choices); null: never. */
  expiresInDays: z.nullable(z.literal(API_KEY_EXPIRY_DAYS)),
});

export const createApiKey = defineEndpoint({
  id: 'createApiKey',
  method: 'POST',
  path: '/api/api-keys',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageApiKeys',
  plan: 'pro',
  body: createApiKeyBody,
  response: z.object({
    key: apiKeySummarySchema,
    /** The whole key: in this answer only, never again. */
    secret: z.string(),
  }),
  successStatus: 201,
  summary: 'Creates a named key with a scope and an optional expiry; the answer carries the key, once.',
});

export const revokeApiKey = defineEndpoint({
  id: 'revokeApiKey',
  method: 'DELETE',
  path: '/api/api-keys/{keyId}',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageApiKeys',
  plan: 'pro',
  params: z.object({ keyId: keyIdParam }),
  response: apiKeySummarySchema,
  summary: 'Revokes a key: refused on its next request.',
});

/** The public API's OpenAPI 3.1 document (generated from this contract: shared/api/openapi.ts). */
export const getOpenApiDocument = defineEndpoint({
  id: 'getOpenApiDocument',
  method: 'GET',
  path: '/api/v1/openapi.json',
  caller: 'public',
  lambda: 'public-api',
  response: z.record(z.string(), z.unknown()),
  summary: 'The OpenAPI 3.1 document of the public API v1 (what the API documentation page renders).',
});

export const apiKeyEndpoints = [listApiKeys, createApiKey, revokeApiKey, getOpenApiDocument] as const;
