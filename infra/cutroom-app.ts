/**
 * The composition of the CDK app, shared by `infra/app.ts` (the CLI's entry) and the tests: one Cutroom stack
 * per stage, plus its us-east-1 edge stack when the stack lives elsewhere; cdk-nag on every synth; tags.
 */
import { Tags, Validations } from 'aws-cdk-lib';
import type { App, Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { endpoints } from '../shared/api/contract';
import { PRODUCT_NAME } from '../shared/config/product';
import { CutroomStack } from './stack/cutroom-stack';
import type { BundlingMode } from './stack/stack-config';
import { readStackConfig } from './stack/stack-config';

export interface CutroomAppOptions {
  /** `fast` in tests. */
  readonly bundling?: BundlingMode;
  /** Repository root holding functions/ and frontend/dist (tests may point elsewhere). */
  readonly repoRoot?: string;
  /** The CLI's default account and region (`CDK_DEFAULT_*`), used when the context names none. */
  readonly defaultAccount?: string;
  readonly defaultRegion?: string;
}

export interface CutroomApp {
  readonly stack: CutroomStack;
  /** Every stack the app deploys, dependencies first (the edge stack before the main one). */
  readonly stacks: readonly Stack[];
}

/** The stack name of a stage: `cdk deploy` and the preflight name it. */
export function stackName(stage: string): string {
  return `Cutroom-${stage}`;
}

export function buildCutroomApp(app: App, options: CutroomAppOptions = {}): CutroomApp {
  const config = readStackConfig((key) => app.node.tryGetContext(key));
  const contextText = (key: string): string | undefined => {
    const value: unknown = app.node.tryGetContext(key);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const account = contextText('account') ?? options.defaultAccount;
  const region = contextText('region') ?? options.defaultRegion;

  const stack = new CutroomStack(app, stackName(config.stage), {
    config,
    endpoints,
    env: account || region ? { account, region } : undefined,
    description: `${PRODUCT_NAME} (${config.stage}): video review and approval`,
    terminationProtection: config.isProd,
    ...(options.bundling ? { bundling: options.bundling } : {}),
    ...(options.repoRoot ? { repoRoot: options.repoRoot } : {}),
  });
  const stacks = stack.edgeStack ? [stack.edgeStack, stack] : [stack];
  // cdk-nag's AwsSolutions pack checks every synth; a finding without an acknowledgement fails it.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  for (const s of stacks) {
    Tags.of(s).add('app', 'cutroom');
    Tags.of(s).add('stage', config.stage);
  }
  return { stack, stacks };
}
