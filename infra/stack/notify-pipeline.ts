/**
 * The event pipeline in the cloud: the table's stream (NEW_IMAGE) → the one `notify` Lambda, filtered to the
 * INSERTs of outbox items (shared/config/notify-pipeline), with batch item failures (a failing record is
 * retried from itself on, the ones before it are not handed again), bisection on error, bounded retries and
 * record age, and an on-failure destination (an SQS DLQ that keeps the failed batch's shard position) with
 * its alarm; an alarm on the iterator age says when telling owners falls behind. Errors and throttles of
 * the function are alarmed with every other function's by the stack.
 */
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Validations } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { NOTIFY_PIPELINE } from '../../shared/config/notify-pipeline';
import type { MailSender } from './mail-sender';
import type { Monitoring } from './monitoring';

export interface NotifyPipelineProps {
  /** functions/notify/handler.ts (the pipeline is left out when it is absent, as other functions are). */
  readonly entry: string;
  /** The stack's function factory (registers the function for the stack's error and throttle alarms). */
  readonly makeFunction: (
    name: string,
    entry: string,
    environment: Record<string, string>,
    timeoutSeconds: number,
    memorySize: number,
  ) => IFunction;
  /** The functions' shared environment (table, mail, app URL, secrets). */
  readonly environment: Record<string, string>;
  readonly table: ITable;
  readonly mail: MailSender;
  /** Signs the one-click unsubscribe links of the owner's mails. */
  readonly mailLinkSecret: ISecret;
  readonly removalPolicy: RemovalPolicy;
}

export class NotifyPipeline extends Construct {
  readonly fn: IFunction;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: NotifyPipelineProps) {
    super(scope, id);
    this.fn = props.makeFunction(
      'notify',
      props.entry,
      props.environment,
      NOTIFY_PIPELINE.timeoutSeconds,
      512,
    );
    props.table.grantReadWriteData(this.fn);
    props.table.grantStreamRead(this.fn);
    props.mail.grantSend(this.fn);
    props.mailLinkSecret.grantRead(this.fn);
    this.deadLetters = new Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "This queue is itself the on-failure destination of the notify Lambda's stream event source.",
    });
    this.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: NOTIFY_PIPELINE.batchSize,
        maxBatchingWindow: Duration.seconds(NOTIFY_PIPELINE.maxBatchingWindowSeconds),
        retryAttempts: NOTIFY_PIPELINE.maxRetryAttempts,
        maxRecordAge: Duration.seconds(NOTIFY_PIPELINE.maxRecordAgeSeconds),
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.deadLetters),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { entity: { S: FilterRule.isEqual(NOTIFY_PIPELINE.outboxEntity) } } },
          }),
        ],
      }),
    );
  }

  /** A record given up (in the DLQ), and owners told late (the stream's iterator age over five minutes). */
  alarm(monitoring: Monitoring, stage: string): void {
    monitoring.alarmOnDeadLetters('notify-dlq-depth', this.deadLetters);
    new Alarm(this, 'IteratorAge', {
      alarmName: `cutroom-${stage}-notify-iterator-age`,
      alarmDescription: 'The notify Lambda is behind its stream: owners hear of changes late.',
      metric: new Metric({
        namespace: 'AWS/Lambda',
        metricName: 'IteratorAge',
        dimensionsMap: { FunctionName: this.fn.functionName },
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 5 * 60_000,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(monitoring.topic));
  }
}

/** The pipeline when functions/notify exists (test repositories without it build the stack without it). */
export function notifyPipeline(scope: Construct, props: NotifyPipelineProps): NotifyPipeline | undefined {
  return existsSync(props.entry) ? new NotifyPipeline(scope, 'NotifyPipeline', props) : undefined;
}
