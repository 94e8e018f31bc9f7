/**
 * The OpenAPI document is generated at build time, not in the public-api Lambda: `npm run docs` writes it
 * from the contract into a committed module, and this test fails when that module is stale.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  documentOfModule,
  isCurrentOpenApiModule,
  OPENAPI_MODULE,
  openApiModuleText,
} from '../../../infra/docs/openapi-file';
import { servedOpenApiDocument } from '../../../functions/public-api/openapi';
import { openApiDocument } from '../../../shared/api/openapi';

describe('the OpenAPI document written at build time', () => {
  it('the committed module carries exactly the document the contract generates (else: run `npm run docs`)', () => {
    const text = readFileSync(OPENAPI_MODULE, 'utf8');
    expect(isCurrentOpenApiModule(text), `${OPENAPI_MODULE} is stale: run \`npm run docs\``).toBe(true);
  });

  it('the public-api Lambda serves the committed document', () => {
    expect(servedOpenApiDocument()).toEqual(openApiDocument());
  });

  it('a document the contract no longer generates is stale', () => {
    const changed = { ...openApiDocument(), info: { title: 'an older contract' } };
    const text = openApiModuleText(changed);
    expect(documentOfModule(text)).toEqual(changed);
    expect(isCurrentOpenApiModule(text)).toBe(false);
  });

  it('the public-api Lambda carries no OpenAPI generator', () => {
    const routes = readFileSync('functions/public-api/routes.ts', 'utf8');
    expect(routes).not.toMatch(/shared\/api\/openapi'/);
  });
});
