/** `npm run smoke -- <AppUrl> <ApiEndpoint>` after a deploy (infra/preflight/smoke-checks.ts); exits 1 on a failure. */
import { formatSmoke, runSmoke } from './smoke-checks';

const [appUrl, apiEndpoint] = process.argv.slice(2);
if (!appUrl || !apiEndpoint) {
  console.error('Usage: npm run smoke -- <AppUrl> <ApiEndpoint>   (both are outputs of the Cutroom stack)');
  process.exit(2);
}
const results = await runSmoke({ appUrl, apiEndpoint, fetch: (url, init) => fetch(url, init) });
console.log(formatSmoke(results));
process.exit(results.every((r) => r.ok) ? 0 : 1);
