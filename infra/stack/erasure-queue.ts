/**
 * The account-erasure queue (one message per deleted account) and its dead-letter queue. The job is
 * idempotent: a failed run is simply delivered again and carries on; after maxReceiveCount the message waits
 * in the DLQ (alarmed) for a human.
 */
import type { RemovalPolicy } from 'aws-cdk-lib';
import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ERASURE_QUEUE } from '../../shared/config/queues';

export class ErasureQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: { removalPolicy: RemovalPolicy }) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      retentionPeriod: Duration.seconds(ERASURE_QUEUE.deadLetterRetentionSeconds),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: props.removalPolicy,
    });
    this.queue = new Queue(this, 'Queue', {
      visibilityTimeout: Duration.seconds(ERASURE_QUEUE.visibilityTimeoutSeconds),
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: ERASURE_QUEUE.maxReceiveCount },
      removalPolicy: props.removalPolicy,
    });
  }
}
