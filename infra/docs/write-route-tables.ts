/**
 * `npm run docs`: rewrites the generated route table of every Lambda README from the API contract (see
 * ./route-tables.ts), and the public API's OpenAPI document module (./openapi-file.ts). Prints which files changed;
 * the prose outside the markers is kept as written.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { LAMBDA_GROUPS } from '../../shared/api/endpoint';
import { readmePathOf, routeTableSection, withSection } from './route-tables';
import { isCurrentOpenApiModule, OPENAPI_MODULE, openApiModuleText } from './openapi-file';

for (const lambda of LAMBDA_GROUPS) {
  const path = readmePathOf(lambda);
  const before = readFileSync(path, 'utf8');
  const after = withSection(before, routeTableSection(lambda), path);
  if (after !== before) writeFileSync(path, after);
  console.log(`${after === before ? 'unchanged' : 'rewritten'}  ${path}`);
}

// Rewritten only when the document differs (another zlib may compress the same document differently).
const openApiBefore = existsSync(OPENAPI_MODULE) ? readFileSync(OPENAPI_MODULE, 'utf8') : '';
const openApiStale = openApiBefore === '' || !isCurrentOpenApiModule(openApiBefore);
if (openApiStale) writeFileSync(OPENAPI_MODULE, openApiModuleText());
console.log(`${openApiStale ? 'rewritten' : 'unchanged'}  ${OPENAPI_MODULE}`);
