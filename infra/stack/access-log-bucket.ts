/**
 * Where access logs go: S3 server access logs of the media and SPA buckets and the CloudFront standard logs of
 * both distributions. CloudFront's standard logging writes with ACLs, hence object-writer ownership; nothing in
 * it is public, and logs expire after LIMITS.accessLogRetentionDays.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { LIMITS } from './limits';

export interface AccessLogBucketProps {
  readonly removalPolicy: RemovalPolicy;
}

export class AccessLogBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: AccessLogBucketProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: props.removalPolicy === RemovalPolicy.DESTROY,
      lifecycleRules: [
        { id: 'expire-access-logs', enabled: true, expiration: Duration.days(LIMITS.accessLogRetentionDays) },
      ],
    });
  }
}
