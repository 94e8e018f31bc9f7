/**
 * The CDK app: one Cutroom stack per stage (`-c stage=prod`; default `dev`), and its us-east-1 edge stack
 * when the region is another (infra/cutroom-app.ts). Synthesizes offline without credentials: no context
 * lookups; account and region come from `-c account=… -c region=…` or from the environment when the CLI
 * knows them (`CDK_DEFAULT_ACCOUNT`/`CDK_DEFAULT_REGION`), else the stack is environment-agnostic.
 */
import { App } from 'aws-cdk-lib';
import { buildCutroomApp } from './cutroom-app';

const app = new App();
buildCutroomApp(app, {
  defaultAccount: process.env.CDK_DEFAULT_ACCOUNT,
  defaultRegion: process.env.CDK_DEFAULT_REGION,
});
app.synth();
