/**
 * The route tables of the Lambda READMEs (`functions/<lambda>/README.md`), rendered from the API contract so
 * they cannot drift from it: `npm run docs` rewrites the marked section of each README, and a unit test
 * (test/unit/foundation/readme-route-tables.test.ts) fails when a README's table differs from what the
 * contract renders. The hand-written prose around the markers is left alone.
 */
import { z } from 'zod/mini';
import { endpoints as contractEndpoints } from '../../shared/api/contract';
import { PLAN_GATES, type Caller, type Endpoint, type LambdaGroup } from '../../shared/api/endpoint';

export const ROUTES_BEGIN = '<!-- routes:begin -->';
export const ROUTES_END = '<!-- routes:end -->';

/** The Auth column: short, since it repeats on every row; the legend under the table says the whole of it. */
const AUTH_LABEL = {
  owner: 'owner JWT',
  reviewer: 'share token',
  public: 'none',
  webhook: 'signature',
  apiKey: 'API key',
} as const satisfies Record<Caller, string>;

/** How each kind of caller proves who it is (the legend, one line per caller the table shows). */
const AUTH_LEGEND = {
  owner:
    "the Cognito ID token as `Authorization: Bearer …`, verified by the Lambda (and by the HTTP API's JWT authorizer in the cloud)",
  reviewer:
    'the share token in the path is the only capability; a password-protected link also needs `x-review-session` from `unlockReview`',
  public: 'anyone, no credentials',
  webhook: 'a third party calling back; the handler verifies its signature',
  apiKey: "a workspace's API key as `Authorization: Bearer cr_live_…` (the public API v1)",
} as const satisfies Record<Caller, string>;

/** The README that documents a Lambda group's routes, relative to the repository root. */
export function readmePathOf(lambda: LambdaGroup): string {
  return `functions/${lambda}/README.md`;
}

/** Markdown table cells cannot hold a raw pipe or a line break. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

/** The query string's keys, in schema order (`?filter&cursor&limit`), or '' when the route takes none. */
function queryKeys(endpoint: Endpoint): string {
  const schema = endpoint.query;
  if (!schema || !(schema instanceof z.core.$ZodObject)) return '';
  const keys = Object.keys(schema._zod.def.shape);
  return keys.length === 0 ? '' : `?${keys.join('&')}`;
}

function answers(endpoint: Endpoint): string {
  const status = String(endpoint.successStatus ?? 200);
  if (endpoint.redirect) return '302 (redirect)';
  return endpoint.download ? `${status} (file download)` : status;
}

function row(endpoint: Endpoint): string {
  const cells = [
    `\`${endpoint.id}\``,
    endpoint.method,
    `\`${endpoint.path}${queryKeys(endpoint)}\``,
    answers(endpoint),
    AUTH_LABEL[endpoint.caller],
    endpoint.plan ? PLAN_GATES[endpoint.plan] : '',
    endpoint.summary,
  ];
  return `| ${cells.map(cell).join(' | ')} |`;
}

/** The generated section (markers included) for one Lambda group, in the contract's order. */
export function routeTableSection(
  lambda: LambdaGroup,
  endpoints: readonly Endpoint[] = contractEndpoints,
): string {
  const served = endpoints.filter((endpoint) => endpoint.lambda === lambda);
  const callers = [...new Set(served.map((endpoint) => endpoint.caller))];
  return [
    ROUTES_BEGIN,
    `<!-- Generated from the contract (shared/api/endpoints) by \`npm run docs\`: edit the contract, not this table. -->`,
    '',
    `${served.length} routes, in the contract's order.`,
    '',
    '| Id | Method | Path | Answers | Auth | Plan | What it does |',
    '|---|---|---|---|---|---|---|',
    ...served.map(row),
    '',
    ...callers.map((caller) => `- ${AUTH_LABEL[caller]}: ${AUTH_LEGEND[caller]}.`),
    ROUTES_END,
  ].join('\n');
}

/** The README's current section (markers included), or null when it has no markers. */
export function currentSection(readme: string): string | null {
  const begin = readme.indexOf(ROUTES_BEGIN);
  const end = readme.indexOf(ROUTES_END, begin);
  if (begin < 0 || end < 0) return null;
  return readme.slice(begin, end + ROUTES_END.length);
}

/** The README with its section replaced by `section`; throws when the README has no markers. */
export function withSection(readme: string, section: string, path: string): string {
  const current = currentSection(readme);
  if (current === null) throw new Error(`${path} has no ${ROUTES_BEGIN} … ${ROUTES_END} section`);
  return readme.replace(current, () => section);
}
