/**
 * The public API's OpenAPI 3.1 document, as the API serves it at its stable URL: it validates (a kept
 * OpenAPI validator), and it matches every route of the public API exactly: each route is there with its
 * method, path parameters, query, body, success status and the contract's own JSON Schemas, and nothing
 * else is. A route added, removed or changed in the contract without the document following fails here.
 */
import { compileErrors, validate } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { getOpenApiDocument } from '../../../shared/api/endpoints/api-keys';
import { openApiDocument } from '../../../shared/api/openapi';
import { API_V1_ROUTES } from '../../../shared/api/public-api';
import { callEndpoint } from '../editor-api/support/editor-client';

type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  'x-codeSamples'?: { lang: string; source: string }[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const schemaOf = (schema: z.core.$ZodType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return rest;
};

let served: Document;

beforeAll(async () => {
  const answer = await callEndpoint<Document>(getOpenApiDocument);
  expect(answer.status).toBe(200);
  served = answer.body;
}, 60_000);

describe('the OpenAPI document at /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(served.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(served) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('is the document generated from the contract', () => {
    expect(served).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('holds exactly the public API’s routes, no more', () => {
    const documented = Object.entries(served.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const routes = API_V1_ROUTES.map((r) => `${r.endpoint.method} ${r.endpoint.path}`);
    expect(documented.sort()).toEqual(routes.sort());
  });

  describe.each(API_V1_ROUTES.map((r) => [r.endpoint.id, r] as const))('%s', (_id, route) => {
    it('matches the contract entry: parameters, body, answer and samples', () => {
      const { endpoint, source } = route;
      const operation = served.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation, 'missing from the document').toBeDefined();
      if (!operation) return;
      expect(operation.operationId).toBe(source.id);
      const pathParams = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const params = operation.parameters ?? [];
      expect(params.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(pathParams);
      const queryNames = endpoint.query
        ? Object.keys((schemaOf(endpoint.query, 'input')['properties'] ?? {}) as object)
        : [];
      expect(params.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(queryNames);
      expect(params.some((p) => p.in === 'header' && p.name === 'Idempotency-Key')).toBe(
        endpoint.method === 'POST',
      );
      if (endpoint.body) {
        expect(operation.requestBody?.content['application/json']?.schema).toEqual(
          schemaOf(endpoint.body, 'input'),
        );
      } else {
        expect(operation.requestBody).toBeUndefined();
      }
      const success = operation.responses[String(endpoint.successStatus ?? 200)];
      expect(success, 'success answer').toBeDefined();
      if (!endpoint.download) {
        expect(success?.content?.['application/json']?.schema).toEqual(schemaOf(endpoint.response, 'output'));
      }
      expect(operation.responses['401']).toBeDefined();
      expect(operation.responses['429']).toBeDefined();
      const langs = (operation['x-codeSamples'] ?? []).map((s) => s.lang);
      expect(langs).toEqual(['Shell', 'TypeScript']);
      for (const sample of operation['x-codeSamples'] ?? []) expect(sample.source).toContain('/api/v1/');
    });
  });
});
