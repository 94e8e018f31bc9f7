/**
 * cdk-nag acknowledgements exist only where a finding exists. The validation plugin (hardening.test.ts) proves
 * that nothing is left unacknowledged; this proves the other half: each acknowledgement covers a finding of the
 * resource it sits on, none covers a whole function, and a new over-broad grant shows up as a finding nobody
 * acknowledged. The AwsSolutions pack runs with every acknowledgement ignored (nag-audit.ts) and its findings
 * (rule id and resource path) are compared with the acknowledgements (rule id and construct path).
 */
import { App, Stack } from 'aws-cdk-lib';
import { Table, AttributeType, StreamViewType } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Validations, RemovalPolicy } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/contract';
import { buildCutroomApp } from '../../infra/cutroom-app';
import { CutroomStack } from '../../infra/stack/cutroom-stack';
import type { FunctionSpec } from '../../infra/stack/function-table';
import { FunctionWiring } from '../../infra/stack/function-wiring';
import { REPO_ROOT } from '../../infra/stack/lambda-groups';
import { MailSender } from '../../infra/stack/mail-sender';
import { Monitoring } from '../../infra/stack/monitoring';
import { readStackConfig } from '../../infra/stack/stack-config';
import { auditNag, describeNag, type NagAudit } from './nag-audit';
import {
  everyOptionProdContext,
  ofType,
  productFunctions,
  props,
  statementsOfFunction,
  testApp,
  type Resources,
} from './template-helpers';

const SYNTH_TIMEOUT_MS = 240_000;
const FULL_REPO = fileURLToPath(new URL('./fixtures/full-repo/', import.meta.url));

/** Actions that have no resource-level permissions: the only ones a function may hold on Resource '*'. */
const ACTIONS_WITHOUT_RESOURCES = [
  'xray:PutTraceSegments',
  'xray:PutTelemetryRecords',
  'ses:GetAccount',
  'dynamodb:ListStreams',
];

function stackOf(context: Record<string, string>, repoRoot: string): { app: App; stack: CutroomStack } {
  const app = testApp(context);
  const config = readStackConfig((key) => app.node.tryGetContext(key));
  const stack = new CutroomStack(app, `Cutroom-${config.stage}`, {
    config,
    endpoints,
    bundling: 'fast',
    repoRoot,
  });
  return { app, stack };
}

function expectExact(audit: NagAudit): void {
  expect(describeNag(audit.unused), 'acknowledgements that cover no finding').toEqual([]);
  expect(describeNag(audit.unacknowledged), 'findings nobody acknowledged').toEqual([]);
  expect(audit.findings.length).toBeGreaterThan(0);
}

describe('cdk-nag acknowledgements of a prod stack with every function (the real handlers) and option', () => {
  let app: App;
  let stack: CutroomStack;
  let audit: NagAudit;
  beforeAll(() => {
    ({ app, stack } = stackOf(everyOptionProdContext(), REPO_ROOT));
    audit = auditNag(app);
  }, SYNTH_TIMEOUT_MS);

  it('every acknowledgement covers a finding, and every finding is acknowledged', () => {
    expect(stack.functions.size).toBeGreaterThanOrEqual(12);
    expectExact(audit);
  });

  it('no acknowledgement covers a whole function: a grant finding sits on its policy, the logs policy on its role', () => {
    const onFunctions = audit.acknowledgements.filter((a) => /\/Fn-[^/]+(\/|$)/.test(a.path));
    expect(onFunctions.length).toBeGreaterThan(0);
    for (const ack of onFunctions) {
      expect(ack.path, `${ack.ruleId} @ ${ack.path}`).toMatch(
        /\/Fn-[^/]+\/Function\/ServiceRole\/(Resource|DefaultPolicy\/Resource)$/,
      );
    }
    // And each covers exactly the one resource it sits on.
    expect(audit.broad.filter((b) => /\/Fn-/.test(b.acknowledgement.path))).toEqual([]);
  });

  it("a function holds Resource '*' only for actions that have no resource-level permissions", () => {
    // Its policy's `Resource::*` finding is acknowledged for X-Ray: any other action on '*' would hide behind it.
    const resources = Template.fromStack(stack).toJSON().Resources as Resources;
    const onAnyResource = [...productFunctions(resources).values()].flatMap((id) =>
      statementsOfFunction(resources, id)
        .filter((s) => s.Resource === '*')
        .flatMap((s) => [s.Action].flat()),
    );
    expect(onAnyResource.length).toBeGreaterThan(0);
    expect([...new Set(onAnyResource)].filter((a) => !ACTIONS_WITHOUT_RESOURCES.includes(a))).toEqual([]);
  });

  it('an over-broad grant added to a function is a finding nobody acknowledged', () => {
    const { app: other, stack: again } = stackOf({ stage: 'prod' }, FULL_REPO);
    again.functions
      .get('review-api')
      ?.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:*'], resources: ['*'] }));
    expect(describeNag(auditNag(other).unacknowledged)).toEqual([
      `AwsSolutions-IAM5[Action::dynamodb:*] @ Cutroom-prod/Fn-review-api/Function/ServiceRole/DefaultPolicy/Resource`,
    ]);
  });

  it('an acknowledgement of a finding its resource does not have is reported as unused', () => {
    const { app: other, stack: again } = stackOf({ stage: 'prod' }, FULL_REPO);
    const drive = again.functions.get('drive');
    Validations.of(drive!.role!.node.tryFindChild('DefaultPolicy')!).acknowledge({
      id: 'AwsSolutions-IAM5[Action::s3:GetObject*]',
      reason: 'drive reads no bucket',
    });
    expect(describeNag(auditNag(other).unused)).toEqual([
      'AwsSolutions-IAM5[Action::s3:GetObject*] @ Cutroom-prod/Fn-drive/Function/ServiceRole/DefaultPolicy',
    ]);
  });
});

describe('cdk-nag acknowledgements in the other shapes of the stack', () => {
  it(
    'a dev stack without any function: every acknowledgement covers a finding',
    () => {
      const { app } = stackOf({}, mkdtempSync(join(tmpdir(), 'cutroom-nag-')));
      expectExact(auditNag(app));
    },
    SYNTH_TIMEOUT_MS,
  );

  it(
    'a prod stack in eu-west-1 with a custom domain (edge stack, ACM certificate): every acknowledgement covers a finding',
    () => {
      const app = testApp({
        stage: 'prod',
        account: '111122223333',
        region: 'eu-west-1',
        mailDomain: 'mail.cutroom.test',
        alarmEmail: 'ops@cutroom.test',
        domainName: 'app.cutroom.test',
        hostedZoneId: 'Z0123456789ABCDEFGHIJ',
        hostedZoneName: 'cutroom.test',
      });
      buildCutroomApp(app, { bundling: 'fast', repoRoot: FULL_REPO });
      expectExact(auditNag(app));
    },
    SYNTH_TIMEOUT_MS,
  );
});

describe('the function table expresses a DynamoDB Streams consumer', () => {
  it(
    'a table-stream row gets an event source with partial batch failures, bisection, a dead-letter queue (alarmed) and exact acknowledgements',
    () => {
      const app = new App();
      const stack = new Stack(app, 'StreamStack');
      const table = new Table(stack, 'Table', {
        partitionKey: { name: 'pk', type: AttributeType.STRING },
        stream: StreamViewType.NEW_AND_OLD_IMAGES,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      const monitoring = new Monitoring(stack, 'Monitoring', { stage: 'test' });
      const wiring = new FunctionWiring(stack, {
        stage: 'test',
        removalPolicy: RemovalPolicy.DESTROY,
        bundling: 'fast',
        table,
        bucket: new Bucket(stack, 'Bucket'),
        queues: {
          downloads: new Queue(stack, 'Downloads'),
          erasure: new Queue(stack, 'Erasure'),
          reminders: new Queue(stack, 'Reminders'),
          webhooks: new Queue(stack, 'Webhooks'),
        },
        secrets: {},
        mail: new MailSender(stack, 'Mail', { stage: 'test', sender: 'no-reply@cutroom.test' }),
        monitoring,
      });
      const spec: FunctionSpec = {
        name: 'notify',
        trigger: { kind: 'table-stream', batchSize: 25, retryAttempts: 3, maxBatchingWindowSeconds: 1 },
        timeoutSeconds: 30,
        memoryMb: 256,
        tracing: 'sdk',
        grants: [{ on: 'table', access: 'readWrite' }],
      };
      wiring.build(spec, join(FULL_REPO, 'functions', 'digests', 'handler.ts'), {});
      const resources = Template.fromStack(stack).toJSON().Resources as Resources;
      const [[, mapping] = ['', { Type: '' }]] = ofType(resources, 'AWS::Lambda::EventSourceMapping');
      expect(props(mapping)).toMatchObject({
        BatchSize: 25,
        MaximumRetryAttempts: 3,
        MaximumBatchingWindowInSeconds: 1,
        BisectBatchOnFunctionError: true,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        StartingPosition: 'TRIM_HORIZON',
      });
      const dlq = (
        props(mapping).DestinationConfig as { OnFailure: { Destination: { 'Fn::GetAtt': string[] } } }
      ).OnFailure.Destination['Fn::GetAtt'][0]!;
      expect(resources[dlq]?.Type).toBe('AWS::SQS::Queue');
      const alarm = ofType(resources, 'AWS::CloudWatch::Alarm').find(
        ([, a]) => props(a).AlarmName === 'cutroom-test-notify-stream-dlq-depth',
      );
      expect(JSON.stringify(alarm?.[1])).toContain(dlq);
      // The function and its dead-letter queue (the bare table, bucket and queues here are not the stack's).
      expectExact(auditNag(stack.node.findChild('Fn-notify')));
      expectExact(auditNag(stack.node.findChild('StreamDeadLetters-notify')));
    },
    SYNTH_TIMEOUT_MS,
  );
});
