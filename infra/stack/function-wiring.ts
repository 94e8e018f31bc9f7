/**
 * Walks rows of the function table (function-table.ts): builds each function, writes its grants, connects its
 * trigger, acknowledges exactly the cdk-nag findings its grants cause (on its own policy) and adds its alarms.
 * Constructs keep the ids the stack always gave them (`Fn-<name>`, `Schedule-<id>`, `Transcoder`…), so logical
 * ids of deployed resources do not move.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type { CfnElement, RemovalPolicy } from 'aws-cdk-lib';
import type { CfnTable, Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Schedule as SchedulerSchedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { ENV } from '../../shared/config/env-names';
import { AppFunction } from './app-function';
import type { FunctionSpec, Grant, QueueName, SecretName } from './function-table';
import type { MailSender } from './mail-sender';
import type { Monitoring } from './monitoring';
import {
  acknowledgeAll,
  acknowledgeOnPolicy,
  ANY_RESOURCE_FINDING,
  bucketGrantFindings,
  ownArnFinding,
} from './nag-findings';
import { LIMITS } from './limits';
import type { BundlingMode } from './stack-config';
import { Transcoder } from './transcoder';
import { SharpLayer } from './sharp-layer';
import { REPO_ROOT } from './lambda-groups';

export interface WiringProps {
  readonly stage: string;
  readonly removalPolicy: RemovalPolicy;
  readonly bundling: BundlingMode;
  readonly table: Table;
  readonly bucket: IBucket;
  readonly queues: Readonly<Record<QueueName, IQueue>>;
  readonly secrets: Readonly<Partial<Record<SecretName, ISecret>>>;
  readonly mail: MailSender;
  readonly monitoring: Monitoring;
}

/** Why each kind of grant finding is acceptable (one reason per finding kind, attached per policy). */
const REASONS = {
  tableIndexes: "Grants on this stack's own table include its indexes (Table/index/*), nothing else.",
  bucket: "Action and key wildcards of CDK's grants on this stack's own media bucket (its object keys).",
  anyResource:
    'Actions without resource-level permissions (written as such in the function table), nothing else.',
};
/** A finding a grant causes, with why it is acceptable. */
type GrantFinding = readonly [reason: keyof typeof REASONS, id: string];

export class FunctionWiring {
  /** Every function built, by name. */
  readonly functions = new Map<string, NodejsFunction>();
  /** Set once the user pool exists (Cognito triggers are built before it). */
  userPool: IUserPool | undefined;
  private transcoder: Transcoder | undefined;
  private scheduleDeadLetters: Queue | undefined;

  constructor(
    private readonly stack: Stack,
    private readonly props: WiringProps,
  ) {}

  /** Builds one row: the function, its grants, its trigger, its findings' acknowledgements and its alarms. */
  build(spec: FunctionSpec, entry: string, environment: Record<string, string>): NodejsFunction {
    const fn = new AppFunction(this.stack, `Fn-${spec.name}`, {
      name: spec.name,
      entry,
      stage: this.props.stage,
      environment,
      timeout: Duration.seconds(spec.timeoutSeconds),
      memorySize: spec.memoryMb,
      ...(spec.nodeOptions ? { nodeOptions: spec.nodeOptions } : {}),
      bundling: this.props.bundling,
      removalPolicy: this.props.removalPolicy,
      reservedConcurrency: LIMITS.reservedConcurrency[spec.name],
      tracing: spec.tracing,
    }).fn;
    if (spec.layers?.includes('sharp')) fn.addLayers(this.sharpLayer());
    this.functions.set(spec.name, fn);
    const findings = spec.grants.flatMap((grant) => this.grant(fn, grant));
    this.connectTrigger(spec, fn);
    this.acknowledgeGrants(fn, findings);
    this.alarm(spec, fn);
    return fn;
  }

  private sharp: SharpLayer | undefined;
  /** One sharp layer for every function that re-encodes images, made when the first asks for it. */
  private sharpLayer(): SharpLayer['layer'] {
    this.sharp ??= new SharpLayer(this.stack, 'SharpLayer', {
      repoRoot: REPO_ROOT,
      stage: this.props.stage,
      removalPolicy: this.props.removalPolicy,
    });
    return this.sharp.layer;
  }

  /** Writes one grant; returns the cdk-nag findings it causes. */
  private grant(fn: NodejsFunction, grant: Grant): GrantFinding[] {
    const { table, bucket, queues, secrets, mail } = this.props;
    // Exactly these actions on this resource: no wildcard, so no finding.
    const statement = (actions: readonly string[], resource: string): GrantFinding[] => {
      fn.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: [resource] }));
      return [];
    };
    switch (grant.on) {
      case 'table':
        if ('actions' in grant) return statement(grant.actions, table.tableArn);
        if (grant.access === 'readWrite') table.grantReadWriteData(fn);
        else table.grantWriteData(fn);
        // CDK's table grants include `<table>/index/*` only when the table has indexes.
        return this.tableHasIndexes() ? [['tableIndexes', ownArnFinding(table, '/index/*')]] : [];
      case 'bucket':
        if ('actions' in grant) {
          if (grant.prefix === undefined) return statement(grant.actions, bucket.bucketArn);
          // Exact actions on a key prefix of our own bucket: the prefix's wildcard is the finding.
          statement(grant.actions, bucket.arnForObjects(grant.prefix));
          return [['bucket', ownArnFinding(bucket, `/${grant.prefix}`)]];
        }
        if (grant.access === 'read') bucket.grantRead(fn, grant.prefix);
        else if (grant.access === 'put') bucket.grantPut(fn, grant.prefix);
        else bucket.grantDelete(fn, grant.prefix);
        return bucketGrantFindings(bucket, grant.access, grant.prefix).map((id) => ['bucket', id] as const);
      case 'queue':
        if ('actions' in grant) return statement(grant.actions, queues[grant.queue].queueArn);
        queues[grant.queue].grantSendMessages(fn);
        return [];
      case 'secret': {
        // A secret that is not configured (CloudFront-signed playback off) grants nothing.
        const secret = secrets[grant.secret];
        if (secret && 'actions' in grant) statement(grant.actions, secret.secretArn);
        else secret?.grantRead(fn);
        return [];
      }
      case 'userPool':
        if (!this.userPool) throw new Error(`${fn.node.path}: a user pool grant before the pool exists`);
        this.userPool.grant(fn, ...grant.actions);
        return [];
      case 'mail':
        mail.grantSend(fn);
        return [];
      case 'transcoder':
        if (this.transcoder) {
          fn.addEnvironment(ENV.transcoder, 'mediaconvert');
          fn.addEnvironment(ENV.mediaConvertQueueArn, this.transcoder.queueArn);
          fn.addEnvironment(ENV.mediaConvertRoleArn, this.transcoder.jobRole.roleArn);
          this.transcoder.grantSubmit(fn);
        }
        return [];
      case 'any':
        statement(grant.actions, '*');
        return [['anyResource', ANY_RESOURCE_FINDING]];
    }
  }

  /** Each grant finding on this function's policy only, with its reason. */
  private acknowledgeGrants(fn: NodejsFunction, findings: readonly GrantFinding[]): void {
    for (const reason of Object.keys(REASONS) as (keyof typeof REASONS)[]) {
      const ids = findings.filter(([r]) => r === reason).map(([, id]) => id);
      if (ids.length > 0) acknowledgeOnPolicy(fn, ids, REASONS[reason]);
    }
  }

  private tableHasIndexes(): boolean {
    const cfn = this.props.table.node.defaultChild as CfnTable;
    const indexes = [cfn.globalSecondaryIndexes, cfn.localSecondaryIndexes].map((i) =>
      Stack.of(cfn).resolve(i),
    );
    return indexes.some((i) => Array.isArray(i) && i.length > 0);
  }

  private connectTrigger(spec: FunctionSpec, fn: NodejsFunction): void {
    const { trigger } = spec;
    const { monitoring, table, queues, removalPolicy } = this.props;
    switch (trigger.kind) {
      case 'http':
      case 'cognito':
        return; // routes and user pool triggers are attached by their constructs, which take the functions
      case 'queue':
        fn.addEventSource(
          new SqsEventSource(queues[trigger.queue], {
            batchSize: trigger.batchSize,
            ...(trigger.maxConcurrency ? { maxConcurrency: trigger.maxConcurrency } : {}),
            reportBatchItemFailures: true,
          }),
        );
        return;
      case 'mediaconvert-events': {
        const transcoder = new Transcoder(this.stack, 'Transcoder', {
          stage: this.props.stage,
          bucket: this.props.bucket,
          removalPolicy,
        });
        this.transcoder = transcoder;
        transcoder.deliverEventsTo(fn);
        monitoring.alarmOnDeadLetters(`${spec.name}-dlq-depth`, transcoder.deadLetterQueue);
        return;
      }
      case 'mail-events':
        this.props.mail.reportBouncesTo(fn);
        if (this.props.mail.deliveryEventsDeadLetters) {
          monitoring.alarmOnDeadLetters(`${spec.name}-dlq-depth`, this.props.mail.deliveryEventsDeadLetters);
        }
        return;
      case 'schedule':
        this.schedule(trigger, fn);
        return;
      case 'table-stream': {
        if (!table.tableStreamArn) throw new Error(`${spec.name}: the data table has no stream to read`);
        const deadLetters = this.deadLetterQueue(
          `StreamDeadLetters-${spec.name}`,
          'a DynamoDB Streams event source',
        );
        monitoring.alarmOnDeadLetters(`${spec.name}-stream-dlq-depth`, deadLetters);
        fn.addEventSource(
          new DynamoEventSource(table, {
            startingPosition: StartingPosition.TRIM_HORIZON,
            batchSize: trigger.batchSize,
            retryAttempts: trigger.retryAttempts,
            bisectBatchOnError: true,
            reportBatchItemFailures: true,
            onFailure: new SqsDlq(deadLetters),
            ...(trigger.maxBatchingWindowSeconds !== undefined
              ? { maxBatchingWindow: Duration.seconds(trigger.maxBatchingWindowSeconds) }
              : {}),
            ...(trigger.parallelizationFactor
              ? { parallelizationFactor: trigger.parallelizationFactor }
              : {}),
            ...(trigger.maxRecordAgeSeconds !== undefined
              ? { maxRecordAge: Duration.seconds(trigger.maxRecordAgeSeconds) }
              : {}),
            ...(trigger.insertsOfEntity !== undefined
              ? {
                  filters: [
                    FilterCriteria.filter({
                      eventName: FilterRule.isEqual('INSERT'),
                      dynamodb: { NewImage: { entity: { S: FilterRule.isEqual(trigger.insertsOfEntity) } } },
                    }),
                  ],
                }
              : {}),
          }),
        );
        return;
      }
    }
  }

  /** EventBridge Scheduler (UTC cron), retry policy and maximum event age explicit, failures kept. */
  private schedule(
    trigger: Extract<FunctionSpec['trigger'], { kind: 'schedule' }>,
    fn: NodejsFunction,
  ): void {
    const rolesBefore = new Set(this.stack.node.children);
    this.scheduleDeadLetters ??= this.deadLetterQueue(
      'ScheduleDeadLetters',
      'the EventBridge Scheduler targets',
      'schedule-dlq-depth',
    );
    new SchedulerSchedule(this.stack, `Schedule-${trigger.id}`, {
      description: `Cutroom ${this.props.stage}: ${trigger.id}`,
      schedule: ScheduleExpression.expression(trigger.cron),
      target: new LambdaInvoke(fn, {
        retryAttempts: trigger.retry.maximumRetryAttempts,
        maxEventAge: Duration.seconds(trigger.retry.maximumEventAgeSeconds),
        deadLetterQueue: this.scheduleDeadLetters,
      }),
    });
    // The scheduler's role (made by the target, at stack level) may invoke this function and its versions.
    const fnArn = `<${this.stack.getLogicalId(fn.node.defaultChild as CfnElement)}.Arn>`;
    for (const role of this.stack.node.children.filter(
      (c) => !rolesBefore.has(c) && c.node.id.startsWith('SchedulerRoleForTarget'),
    )) {
      acknowledgeAll(
        role.node.tryFindChild('DefaultPolicy') ?? role,
        [`AwsSolutions-IAM5[Resource::${fnArn}:*]`],
        'EventBridge Scheduler invokes this one function (any of its versions); the role allows nothing else.',
      );
    }
  }

  /** A dead-letter queue of an event source (SQS-managed encryption, TLS only), its depth alarmed. */
  private deadLetterQueue(id: string, of: string, alarmId?: string): Queue {
    const queue = new Queue(this.stack, id, {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: this.props.removalPolicy,
    });
    acknowledgeAll(queue, ['AwsSolutions-SQS3'], `This queue is itself the dead-letter queue of ${of}.`);
    if (alarmId) this.props.monitoring.alarmOnDeadLetters(alarmId, queue);
    return queue;
  }

  private alarm(spec: FunctionSpec, fn: IFunction): void {
    const { monitoring } = this.props;
    monitoring.alarmOnErrors(spec.name, fn);
    monitoring.alarmOnThrottles(spec.name, fn);
    for (const alarm of spec.alarms ?? []) {
      if (alarm.kind === 'duration')
        monitoring.alarmOnDurationNearTimeout(spec.name, fn, spec.timeoutSeconds);
      else if (alarm.kind === 'iterator-age')
        monitoring.alarmOnIteratorAge(spec.name, fn, alarm.thresholdMinutes);
      else
        monitoring.alarmOnBusinessMetric(alarm.id, {
          metric: alarm.metric,
          service: `cutroom-${spec.name}`,
          threshold: alarm.threshold,
          period: Duration.minutes(alarm.periodMinutes),
          description: alarm.description,
        });
    }
  }
}
