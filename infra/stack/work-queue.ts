/**
 * A work queue and its dead-letter queue from a settings row of shared/config/queues.ts: SQS-managed
 * encryption, TLS only, redrive after maxReceiveCount (the DLQ's depth is alarmed by the stack).
 */
import type { RemovalPolicy } from 'aws-cdk-lib';
import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface WorkQueueSettings {
  readonly maxReceiveCount: number;
  readonly visibilityTimeoutSeconds: number;
  readonly deadLetterRetentionSeconds: number;
}

export class WorkQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(
    scope: Construct,
    id: string,
    props: { settings: WorkQueueSettings; removalPolicy: RemovalPolicy },
  ) {
    super(scope, id);
    const { settings } = props;
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      retentionPeriod: Duration.seconds(settings.deadLetterRetentionSeconds),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: props.removalPolicy,
    });
    this.queue = new Queue(this, 'Queue', {
      visibilityTimeout: Duration.seconds(settings.visibilityTimeoutSeconds),
      retentionPeriod: Duration.days(4),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: settings.maxReceiveCount },
      removalPolicy: props.removalPolicy,
    });
  }
}
