/**
 * The OpenAPI 3.1 document of the public API v1, generated from the contract: every route of
 * shared/api/public-api.ts with its path, parameters, body and answer converted from the SAME zod schemas the
 * handlers validate with (zod's own JSON Schema conversion, draft 2020-12 = OpenAPI 3.1's dialect), so the
 * document cannot say something the API does not do. Served at OPENAPI_PATH; the docs page renders it.
 */
import * as z from 'zod/mini';
import { PRODUCT_NAME } from '../config/product';
import {
  API_KEY_PREFIX,
  API_KEY_RATE_LIMIT,
  IDEMPOTENCY_TTL_HOURS,
  IDEMPOTENT_REPLAY_HEADER,
} from '../domain/api-keys';
import { errorBodySchema } from '../errors/app-error';
import { PUBLIC_API_MESSAGES } from '../messages/public-api-messages';
import type { Endpoint } from './endpoint';
import { getOpenApiDocument } from './endpoints/api-keys';
import { API_V1_ROUTES, PUBLIC_API_GROUPS, type ApiV1Route } from './public-api';

export const OPENAPI_PATH = getOpenApiDocument.path;
export const API_VERSION = '1.0.0';

type JsonSchema = Record<string, unknown>;
type Json = unknown;

function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  const { $schema: _dialect, ...rest } = converted as JsonSchema;
  return rest;
}

/** A plausible value for a schema, for the code samples (required fields only). */
export function exampleOf(schema: JsonSchema): Json {
  if ('default' in schema) return schema['default'];
  if (Array.isArray(schema['enum'])) return schema['enum'][0];
  if ('const' in schema) return schema['const'];
  const anyOf = (schema['anyOf'] ?? schema['oneOf']) as JsonSchema[] | undefined;
  if (anyOf?.[0]) return exampleOf(anyOf.find((s) => s['type'] !== 'null') ?? anyOf[0]);
  switch (schema['type']) {
    case 'object': {
      const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
      const required = (schema['required'] ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, exampleOf(properties[name] ?? {})]));
    }
    case 'array': {
      const min = Number(schema['minItems'] ?? 0);
      return min > 0 ? [exampleOf((schema['items'] ?? {}) as JsonSchema)] : [];
    }
    case 'string':
      return schema['format'] === 'date-time' ? '2026-01-01T00:00:00.000Z' : 'string';
    case 'integer':
    case 'number':
      return Number(schema['minimum'] ?? 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return null;
  }
}

function pathParamsOf(endpoint: Endpoint): string[] {
  return [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}

function curlSample(route: ApiV1Route, body: Json): string {
  const { endpoint } = route;
  const url = `https://${PRODUCT_NAME.toLowerCase()}.app${endpoint.path.replace(/\{(\w+)\}/g, '$$$1')}`;
  const lines = [`curl -X ${endpoint.method} "${url}"`, '  -H "Authorization: Bearer $CUTROOM_API_KEY"'];
  if (endpoint.method === 'POST') lines.push('  -H "Idempotency-Key: $(uuidgen)"');
  if (body !== undefined) {
    lines.push('  -H "Content-Type: application/json"');
    lines.push(`  -d '${JSON.stringify(body)}'`);
  }
  return lines.join(' \\\n');
}

function typeScriptSample(route: ApiV1Route, body: Json): string {
  const { endpoint } = route;
  const path = endpoint.path.replace(/\{(\w+)\}/g, '${$1}');
  const headers = [`Authorization: \`Bearer \${process.env.CUTROOM_API_KEY}\``];
  if (endpoint.method === 'POST') headers.push("'Idempotency-Key': crypto.randomUUID()");
  if (body !== undefined) headers.push("'Content-Type': 'application/json'");
  return [
    `const response = await fetch(\`https://${PRODUCT_NAME.toLowerCase()}.app${path}\`, {`,
    `  method: '${endpoint.method}',`,
    `  headers: { ${headers.join(', ')} },`,
    ...(body !== undefined ? [`  body: JSON.stringify(${JSON.stringify(body)}),`] : []),
    '});',
    'if (!response.ok) {',
    '  const { error } = await response.json(); // { code, message, fields? }',
    '  throw new Error(`${error.code}: ${error.message}`);',
    '}',
    endpoint.download ? 'const file = await response.blob();' : 'const data = await response.json();',
  ].join('\n');
}

const ERROR_ANSWERS: Record<string, string> = {
  '400': 'The request is not valid (`fields` names each field and what is wrong with it).',
  '401': PUBLIC_API_MESSAGES.invalidKey,
  '403': 'The key’s scope or the workspace’s plan does not allow this (read-only key, not on Pro).',
  '404': 'Not found (or not in the key’s workspace).',
  '409': 'A conflict with the current state (archived, plan limit, an Idempotency-Key in use).',
  '429': 'The key’s rate limit: wait `Retry-After` seconds.',
};

function operationOf(route: ApiV1Route, tag: string): JsonSchema {
  const { endpoint, source, scope } = route;
  const parameters: JsonSchema[] = [];
  const params = endpoint.params ? jsonSchemaOf(endpoint.params, 'input') : null;
  for (const name of pathParamsOf(endpoint)) {
    const schema = ((params?.['properties'] ?? {}) as Record<string, JsonSchema>)[name] ?? { type: 'string' };
    parameters.push({ name, in: 'path', required: true, schema });
  }
  if (endpoint.query) {
    const query = jsonSchemaOf(endpoint.query, 'input');
    const required = new Set((query['required'] ?? []) as string[]);
    for (const [name, schema] of Object.entries((query['properties'] ?? {}) as Record<string, JsonSchema>)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  if (endpoint.method === 'POST') {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: `Any unique string (1–255 printable characters). The first answer is kept ${IDEMPOTENCY_TTL_HOURS} h and replayed to a retry with the same key (marked \`${IDEMPOTENT_REPLAY_HEADER}: true\`).`,
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
  }
  const body = endpoint.body ? jsonSchemaOf(endpoint.body, 'input') : undefined;
  const example = body ? exampleOf(body) : undefined;
  const status = String(endpoint.successStatus ?? 200);
  const success = endpoint.download
    ? {
        description: 'The file (Content-Disposition names it).',
        content: {
          'application/octet-stream': {
            schema: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
      }
    : {
        description: 'Success.',
        content: { 'application/json': { schema: jsonSchemaOf(endpoint.response, 'output') } },
      };
  return {
    operationId: source.id,
    summary: endpoint.summary,
    description: `Needs a key with **${scope}** access.`,
    tags: [tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: body, example } } } }
      : {}),
    responses: {
      [status]: success,
      ...Object.fromEntries(
        Object.entries(ERROR_ANSWERS).map(([code, description]) => [
          code,
          {
            description,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
    'x-codeSamples': [
      { lang: 'Shell', label: 'curl', source: curlSample(route, example) },
      { lang: 'TypeScript', label: 'TypeScript', source: typeScriptSample(route, example) },
    ],
  };
}

const DESCRIPTION = [
  `The ${PRODUCT_NAME} API acts as one workspace: its projects, videos and versions, notes and replies, approvals, review links and marker exports. It is the same API the ${PRODUCT_NAME} app uses.`,
  '',
  '## Authentication',
  `Create a key in Settings › API (Pro; the Owner and Admins) and send it as \`Authorization: Bearer ${API_KEY_PREFIX}…\`. A **read** key may call the GET routes; a **read and write** key every route. A revoked or expired key is refused at once with 401.`,
  '',
  '## Idempotency',
  `Send an \`Idempotency-Key\` header with every POST: a retry with the same key gets the first answer again (for ${IDEMPOTENCY_TTL_HOURS} hours) instead of doing the work twice. A retry while the first request is still running waits for its answer.`,
  '',
  '## Rate limits',
  `Each key may send ${API_KEY_RATE_LIMIT.limit} requests in each ${API_KEY_RATE_LIMIT.windowSeconds}-second window. Beyond that the answer is \`429\` with \`Retry-After\`: the seconds until the next window.`,
  '',
  '## Lists',
  'Lists are paged with an opaque `cursor`: pass the answer’s `nextCursor` back to get the next page; `null` means the last page.',
  '',
  '## Errors',
  'Every error has one shape: `{ "error": { "code": "…", "message": "…", "fields": { "…": "…" } } }` (`fields` on validation errors only; `requestId` on 5xx).',
].join('\n');

export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const group of PUBLIC_API_GROUPS) {
    for (const source of group.endpoints) {
      const route = API_V1_ROUTES.find((r) => r.source.id === source.id);
      if (!route) continue;
      const methods = (paths[route.endpoint.path] ??= {});
      methods[route.endpoint.method.toLowerCase()] = operationOf(route, group.tag);
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: PUBLIC_API_MESSAGES.docsTitle, version: API_VERSION, description: DESCRIPTION },
    servers: [{ url: '/' }],
    security: [{ apiKey: [] }],
    tags: PUBLIC_API_GROUPS.map((g) => ({ name: g.tag })),
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_KEY_PREFIX}…`,
          description: 'A workspace API key.',
        },
      },
      schemas: { Error: jsonSchemaOf(errorBodySchema, 'output') },
    },
  };
}
