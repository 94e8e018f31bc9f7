/**
 * Alarms, all published to one SNS topic: messages in the download dead-letter queue, imports stuck in the
 * queue, errors of any Lambda, 5xx answers of the HTTP API, DynamoDB throttling, and spikes of the business
 * events that mean something outside broke (mails bouncing, imports failing).
 */
import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation } from 'aws-cdk-lib/aws-dynamodb';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { LIMITS } from './limits';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, type BusinessMetric } from '../../shared/config/business-metrics';

export interface MonitoringProps {
  readonly stage: string;
  readonly alarmEmail?: string;
}

export class Monitoring extends Construct {
  readonly topic: Topic;
  private readonly action: SnsAction;
  private readonly stage: string;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.stage = props.stage;
    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: `Cutroom ${props.stage} alarms`,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    this.action = new SnsAction(this.topic);
  }

  /** Any message in the dead-letter queue means an import fell back to the Drive link: look at it. */
  alarmOnDeadLetters(id: string, queue: IQueue): Alarm {
    return this.add(
      new Alarm(this, id, {
        alarmName: `cutroom-${this.stage}-${id}`,
        alarmDescription: 'Messages in a dead-letter queue: work that failed every retry.',
        metric: queue.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(5),
          statistic: 'Maximum',
        }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  alarmOnErrors(name: string, fn: IFunction): Alarm {
    return this.add(
      new Alarm(this, `${name}-errors`, {
        alarmName: `cutroom-${this.stage}-${name}-errors`,
        alarmDescription: `The ${name} Lambda threw (or timed out).`,
        metric: fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /** Imports stuck in the queue: the oldest message waited longer than two worker runs. */
  alarmOnStuckQueue(id: string, queue: IQueue, maxAgeSeconds: number): Alarm {
    return this.add(
      new Alarm(this, id, {
        alarmName: `cutroom-${this.stage}-${id}`,
        alarmDescription: `A message waited more than ${maxAgeSeconds} s in the queue: imports are not being processed.`,
        metric: queue.metricApproximateAgeOfOldestMessage({
          period: Duration.minutes(5),
          statistic: 'Maximum',
        }),
        threshold: maxAgeSeconds,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /** DynamoDB refused requests for capacity: users see retries and 5xx. */
  alarmOnTableThrottles(table: ITable): Alarm {
    return this.add(
      new Alarm(this, 'table-throttles', {
        alarmName: `cutroom-${this.stage}-table-throttles`,
        alarmDescription: 'DynamoDB throttled reads or writes of the table.',
        metric: table.metricThrottledRequestsForOperations({
          operations: [
            Operation.GET_ITEM,
            Operation.QUERY,
            Operation.PUT_ITEM,
            Operation.UPDATE_ITEM,
            Operation.TRANSACT_WRITE_ITEMS,
          ],
          period: Duration.minutes(5),
        }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /** A stream consumer behind its stream: what it does for each record (tell an owner) happens late. */
  alarmOnIteratorAge(name: string, fn: IFunction, thresholdMinutes: number): Alarm {
    return this.add(
      new Alarm(this, `${name}-iterator-age`, {
        alarmName: `cutroom-${this.stage}-${name}-iterator-age`,
        alarmDescription: `The ${name} Lambda is behind its stream: what it does for a change happens late.`,
        metric: new Metric({
          namespace: 'AWS/Lambda',
          metricName: 'IteratorAge',
          dimensionsMap: { FunctionName: fn.functionName },
          period: Duration.minutes(5),
          statistic: 'Maximum',
        }),
        threshold: thresholdMinutes * 60_000,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /** Lambda refused invocations for concurrency: requests failed or events waited. */
  alarmOnThrottles(name: string, fn: IFunction): Alarm {
    return this.add(
      new Alarm(this, `${name}-throttles`, {
        alarmName: `cutroom-${this.stage}-${name}-throttles`,
        alarmDescription: `Invocations of the ${name} Lambda were throttled (concurrency).`,
        metric: fn.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /** A run longer than LIMITS.alarmDurationShareOfTimeout of the timeout: the next bigger job will be cut off. */
  alarmOnDurationNearTimeout(name: string, fn: IFunction, timeoutSeconds: number): Alarm {
    const thresholdMs = Math.round(timeoutSeconds * 1000 * LIMITS.alarmDurationShareOfTimeout);
    return this.add(
      new Alarm(this, `${name}-duration`, {
        alarmName: `cutroom-${this.stage}-${name}-duration`,
        alarmDescription: `A ${name} run took more than ${thresholdMs / 1000} s of its ${timeoutSeconds} s timeout.`,
        metric: fn.metricDuration({ period: Duration.minutes(5), statistic: 'Maximum' }),
        threshold: thresholdMs,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /** Many 4xx answers: a broken client release, a scan, or a failing authorizer. */
  alarmOnClientErrors(api: IHttpApi, threshold: number): Alarm {
    return this.add(
      new Alarm(this, 'api-4xx', {
        alarmName: `cutroom-${this.stage}-api-4xx`,
        alarmDescription: `The HTTP API answered more than ${threshold} 4xx in 5 minutes.`,
        metric: api.metricClientError({ period: Duration.minutes(5), statistic: 'Sum' }),
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /**
   * 429s of the API's throttling (stage or reviewer route limits), counted from its access log: API Gateway
   * has no metric of its own for them (they are inside 4xx).
   */
  alarmOnThrottledAnswers(accessLogs: ILogGroup, threshold: number): Alarm {
    const filter = new MetricFilter(this, 'api-429-filter', {
      logGroup: accessLogs,
      filterPattern: FilterPattern.spaceDelimited(
        'ip',
        'caller',
        'user',
        'time',
        'request',
        'status',
        'bytes',
        'requestId',
      ).whereNumber('status', '=', 429),
      metricNamespace: METRICS_NAMESPACE,
      metricName: `api-429-${this.stage}`,
      metricValue: '1',
    });
    return this.add(
      new Alarm(this, 'api-429', {
        alarmName: `cutroom-${this.stage}-api-429`,
        alarmDescription: `The HTTP API throttled more than ${threshold} requests (429) in 5 minutes.`,
        metric: filter.metric({ period: Duration.minutes(5), statistic: 'Sum' }),
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  alarmOnServerErrors(api: IHttpApi): Alarm {
    return this.add(
      new Alarm(this, 'api-5xx', {
        alarmName: `cutroom-${this.stage}-api-5xx`,
        alarmDescription: 'The HTTP API answered 5xx.',
        metric: api.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /**
   * A business event (Powertools EMF, dimension `service` = the function's service name) above `threshold`
   * within `period`: e.g. bounces that put the SES account's reputation at risk.
   */
  alarmOnBusinessMetric(
    id: string,
    input: {
      metric: BusinessMetric;
      service: string;
      threshold: number;
      period: Duration;
      description: string;
    },
  ): Alarm {
    return this.add(
      new Alarm(this, id, {
        alarmName: `cutroom-${this.stage}-${id}`,
        alarmDescription: input.description,
        metric: new Metric({
          namespace: METRICS_NAMESPACE,
          metricName: input.metric,
          dimensionsMap: { service: input.service },
          statistic: 'Sum',
          period: input.period,
        }),
        threshold: input.threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  private add(alarm: Alarm): Alarm {
    alarm.addAlarmAction(this.action);
    return alarm;
  }
}
