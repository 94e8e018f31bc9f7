/**
 * `npm run docs`: rewrites the generated route table of every Lambda README from the API contract (see
 * ./route-tables.ts). Prints which READMEs changed; the prose outside the markers is kept as written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { LAMBDA_GROUPS } from '../../shared/api/endpoint';
import { readmePathOf, routeTableSection, withSection } from './route-tables';

for (const lambda of LAMBDA_GROUPS) {
  const path = readmePathOf(lambda);
  const before = readFileSync(path, 'utf8');
  const after = withSection(before, routeTableSection(lambda), path);
  if (after !== before) writeFileSync(path, after);
  console.log(`${after === before ? 'unchanged' : 'rewritten'}  ${path}`);
}
