/**
 * The CDK app: one Cutroom stack per stage (`-c stage=prod`; default `dev`). Synthesizes offline without
 * credentials: no context lookups; account and region come from the environment when the CLI knows them
 * (`CDK_DEFAULT_ACCOUNT`/`CDK_DEFAULT_REGION`) or from `-c account=… -c region=…`, else the stack is
 * environment-agnostic.
 */
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { endpoints } from '../shared/api/contract';
import { PRODUCT_NAME } from '../shared/config/product';
import { CutroomStack } from './stack/cutroom-stack';
import { readStackConfig } from './stack/stack-config';

const app = new App();
const config = readStackConfig((key) => app.node.tryGetContext(key));

const contextText = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};
const account = contextText('account') ?? process.env.CDK_DEFAULT_ACCOUNT;
const region = contextText('region') ?? process.env.CDK_DEFAULT_REGION;

const stack = new CutroomStack(app, `Cutroom-${config.stage}`, {
  config,
  endpoints,
  env: account || region ? { account, region } : undefined,
  description: `${PRODUCT_NAME} (${config.stage}): video review and approval`,
  terminationProtection: config.isProd,
});
// cdk-nag's AwsSolutions pack checks every synth; a finding without an acknowledgement fails it.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
Tags.of(stack).add('app', 'cutroom');
Tags.of(stack).add('stage', config.stage);

app.synth();
