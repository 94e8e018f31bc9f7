/**
 * The cloud transcoder: an AWS Elemental MediaConvert queue the download worker submits one job
 * per version to, the role the jobs run as (read the stored sources, write the proxies, poster and captures —
 * nothing else), and the EventBridge rule that hands the queue's job state changes to the transcode-events
 * Lambda, with retries and a dead-letter queue (alarmed, like the download queue's).
 */
import type { RemovalPolicy } from 'aws-cdk-lib';
import { Duration, Stack } from 'aws-cdk-lib';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { type IGrantable, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnQueue } from 'aws-cdk-lib/aws-mediaconvert';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledgeAll, acknowledgeOnPolicy, bucketGrantFindings, ownArnFinding } from './nag-findings';

export interface TranscoderProps {
  readonly stage: string;
  readonly bucket: IBucket;
  readonly removalPolicy: RemovalPolicy;
}

/** Job states the events Lambda records (SUBMITTED, PROGRESSING, INPUT_INFORMATION are not needed). */
export const TRANSCODE_EVENT_STATUSES = ['STATUS_UPDATE', 'COMPLETE', 'ERROR', 'CANCELED'] as const;

/** EventBridge's delivery retries before the event goes to the dead-letter queue. */
const EVENT_RETRY_ATTEMPTS = 8;

export class Transcoder extends Construct {
  readonly queue: CfnQueue;
  readonly jobRole: Role;
  readonly deadLetterQueue: Queue;
  private readonly props: TranscoderProps;

  constructor(scope: Construct, id: string, props: TranscoderProps) {
    super(scope, id);
    this.props = props;
    this.queue = new CfnQueue(this, 'Queue', {
      name: `cutroom-${props.stage}-proxies`,
      description: 'Cutroom review proxies: one job per imported version a browser cannot play.',
      pricingPlan: 'ON_DEMAND',
      status: 'ACTIVE',
    });
    this.jobRole = new Role(this, 'JobRole', {
      assumedBy: new ServicePrincipal('mediaconvert.amazonaws.com'),
      description: 'MediaConvert proxy jobs: read stored sources, write proxies, posters and captures.',
    });
    props.bucket.grantRead(this.jobRole, 'media/*');
    props.bucket.grantPut(this.jobRole, 'media/*');
    props.bucket.grantPut(this.jobRole, 'thumbnails/*');
    acknowledgeAll(
      this.jobRole.node.tryFindChild('DefaultPolicy') ?? this.jobRole,
      [
        ...bucketGrantFindings(props.bucket, 'read', 'media/*'),
        ...bucketGrantFindings(props.bucket, 'put', 'media/*'),
        ownArnFinding(props.bucket, '/thumbnails/*'),
      ],
      "MediaConvert reads the stored sources and writes the proxies and captures under this stack's own bucket prefixes (per-version keys are not known when the role is made).",
    );
    this.deadLetterQueue = new Queue(this, 'EventsDeadLetterQueue', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: props.removalPolicy,
    });
    acknowledgeAll(
      this.deadLetterQueue,
      ['AwsSolutions-SQS3'],
      "This queue is the dead-letter queue of the EventBridge rule's Lambda target (alarmed on depth), not a work queue.",
    );
  }

  /** The queue's ARN (jobs name it; the rule matches it). */
  get queueArn(): string {
    return this.queue.attrArn;
  }

  /** Lets `worker` create jobs on this queue, running as the job role. */
  grantSubmit(worker: IFunction): void {
    worker.addToRolePolicy(
      new PolicyStatement({ actions: ['mediaconvert:CreateJob'], resources: [this.queue.attrArn] }),
    );
    worker.addToRolePolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.jobRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } },
      }),
    );
  }

  /** Hands this queue's job state changes to `handler` (retried, then dead-lettered). */
  deliverEventsTo(handler: IFunction & IGrantable): Rule {
    const { bucket } = this.props;
    bucket.grantRead(handler, 'thumbnails/*'); // the captures
    bucket.grantPut(handler, 'thumbnails/*'); // the poster and the sprite
    bucket.grantDelete(handler, 'thumbnails/*'); // the captures once sheeted
    acknowledgeOnPolicy(
      handler,
      [
        ...bucketGrantFindings(bucket, 'read', 'thumbnails/*'),
        ...bucketGrantFindings(bucket, 'put', 'thumbnails/*'),
        ...bucketGrantFindings(bucket, 'delete', 'thumbnails/*'),
      ],
      "The completion handler reads the captures and writes the poster and sprite under this stack's own thumbnails prefix.",
    );
    return new Rule(this, 'JobStateRule', {
      description: `Cutroom ${Stack.of(this).stackName}: MediaConvert job state changes of the proxies queue`,
      eventPattern: {
        source: ['aws.mediaconvert'],
        detailType: ['MediaConvert Job State Change'],
        detail: { queue: [this.queue.attrArn], status: [...TRANSCODE_EVENT_STATUSES] },
      },
      targets: [
        new LambdaFunction(handler, {
          deadLetterQueue: this.deadLetterQueue,
          retryAttempts: EVENT_RETRY_ATTEMPTS,
          maxEventAge: Duration.hours(6),
        }),
      ],
    });
  }
}
