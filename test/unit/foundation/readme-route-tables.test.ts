/**
 * The route tables of the Lambda READMEs are the contract's, not a hand-kept copy: each README's marked
 * section must be exactly what `npm run docs` renders from shared/api/endpoints.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { endpoints } from '../../../shared/api/contract';
import { defineEndpoint, LAMBDA_GROUPS } from '../../../shared/api/endpoint';
import {
  currentSection,
  readmePathOf,
  routeTableSection,
  withSection,
} from '../../../infra/docs/route-tables';

describe('README route tables', () => {
  it.each(LAMBDA_GROUPS)(
    'functions/%s/README.md lists exactly the routes the contract gives it',
    (lambda) => {
      const path = readmePathOf(lambda);
      const section = currentSection(readFileSync(path, 'utf8'));
      expect(section, `${path} needs a <!-- routes:begin --> … <!-- routes:end --> section`).not.toBeNull();
      expect(section, `${path} differs from the contract: run \`npm run docs\``).toBe(
        routeTableSection(lambda),
      );
    },
  );

  it('renders one row per endpoint of the Lambda, so a new contract entry makes the README stale', () => {
    for (const lambda of LAMBDA_GROUPS) {
      const rows = routeTableSection(lambda)
        .split('\n')
        .filter((line) => line.startsWith('| `'));
      expect(rows).toHaveLength(endpoints.filter((endpoint) => endpoint.lambda === lambda).length);
    }
  });

  it('says the method, path with its query keys, answer, auth, plan rule and summary of an entry', () => {
    const entry = defineEndpoint({
      id: 'exportThings',
      method: 'GET',
      path: '/api/things/{thingId}',
      caller: 'owner',
      lambda: 'editor-api',
      query: z.object({ format: z.string(), page: z.optional(z.string()) }),
      response: z.object({}),
      download: true,
      plan: 'pro',
      summary: 'Exports a thing | as a file.',
    });
    expect(routeTableSection('editor-api', [entry])).toContain(
      '| `exportThings` | GET | `/api/things/{thingId}?format&page` | 200 (file download) | owner JWT | Pro only (403) | Exports a thing \\| as a file. |',
    );
  });

  it('keeps the prose around the markers when it rewrites the section', () => {
    const readme = '# x\n\nBefore.\n\n<!-- routes:begin -->\nstale $& table\n<!-- routes:end -->\n\nAfter.\n';
    const rewritten = withSection(readme, routeTableSection('drive'), 'x');
    expect(rewritten.startsWith('# x\n\nBefore.\n\n<!-- routes:begin -->')).toBe(true);
    expect(rewritten.endsWith('<!-- routes:end -->\n\nAfter.\n')).toBe(true);
    expect(rewritten).not.toContain('stale');
    expect(() => withSection('# no markers', routeTableSection('drive'), 'x.md')).toThrow(/x\.md has no/);
  });
});
