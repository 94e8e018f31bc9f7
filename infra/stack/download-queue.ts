/**
 * The download queue (one message per video version to import) and its dead-letter queue. A message that
 * fails `maxReceiveCount` times lands in the DLQ (the worker records the Drive-link fallback on the last
 * receive); the visibility timeout is a multiple of the worker's timeout so a slow download is never handed to
 * a second worker while the first is still streaming.
 */
import type { RemovalPolicy } from 'aws-cdk-lib';
import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { LIMITS } from './limits';

export interface DownloadQueueProps {
  readonly workerTimeout: Duration;
  readonly removalPolicy: RemovalPolicy;
}

/** AWS guidance for an SQS event source: visibility timeout at least six times the function's timeout. */
const MIN_VISIBILITY_FACTOR = 6;

export class DownloadQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: DownloadQueueProps) {
    super(scope, id);
    const visibility = LIMITS.downloadVisibilityTimeoutSeconds;
    if (visibility < props.workerTimeout.toSeconds() * MIN_VISIBILITY_FACTOR) {
      throw new Error(
        `Download queue visibility timeout ${visibility}s is under ${MIN_VISIBILITY_FACTOR}x the worker timeout`,
      );
    }
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      retentionPeriod: Duration.days(LIMITS.downloadDeadLetterRetentionDays),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: props.removalPolicy,
    });
    this.queue = new Queue(this, 'Queue', {
      visibilityTimeout: Duration.seconds(visibility),
      retentionPeriod: Duration.days(4),
      receiveMessageWaitTime: Duration.seconds(20),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: LIMITS.downloadMaxReceiveCount },
      removalPolicy: props.removalPolicy,
    });
  }
}
