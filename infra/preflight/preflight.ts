/**
 * `npm run preflight -- -c stage=prod -c region=eu-west-1 -c mailDomain=…` (the same `-c` values as the
 * deploy): checks the account before the first `cdk deploy` and says what is missing in plain words
 * (infra/preflight/preflight-checks.ts). Exits 1 when something would make the deploy fail.
 */
import { readFileSync } from 'node:fs';
import { stackName } from '../cutroom-app';
import { readStackConfig } from '../stack/stack-config';
import { awsPreflightPort } from './aws-preflight-port';
import { contextFrom, formatFindings, runPreflight } from './preflight-checks';

async function main(): Promise<void> {
  const cdkJson =
    (JSON.parse(readFileSync('cdk.json', 'utf8')) as { context?: Record<string, unknown> }).context ?? {};
  const context = contextFrom(process.argv.slice(2), cdkJson);
  const config = readStackConfig((key) => context[key]);
  const region =
    (typeof context.region === 'string' && context.region) ||
    process.env.AWS_REGION ||
    process.env.AWS_DEFAULT_REGION;
  if (!region) {
    console.error('No region: give -c region=… (the same as the deploy) or set AWS_REGION.');
    process.exit(1);
  }
  const account = typeof context.account === 'string' && context.account ? context.account : undefined;
  const findings = await runPreflight(awsPreflightPort(), {
    config,
    region,
    stackName: stackName(config.stage),
    ...(account ? { account } : {}),
  });
  console.log(formatFindings(findings));
  process.exit(findings.some((f) => f.verdict === 'missing') ? 1 : 0);
}

await main();
