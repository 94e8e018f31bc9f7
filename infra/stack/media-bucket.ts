/**
 * The private media bucket: imported videos, thumbnails and avatars. Nothing is public; browsers reach objects
 * only through short-lived signed URLs (presigned S3 or CloudFront, by configuration) and upload avatars with a
 * presigned PUT (hence the CORS rule). Leftover parts of failed multipart uploads are cleaned after a day.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  StorageClass,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { STORAGE_LIFECYCLE } from '../../shared/config/storage-lifecycle';
import { LIMITS } from './limits';

export interface MediaBucketProps {
  readonly removalPolicy: RemovalPolicy;
  /** Origins allowed to PUT avatars with a presigned URL and to GET with Range (`*` until a domain exists). */
  readonly allowedOrigins: string[];
  /** Where its S3 server access logs go. */
  readonly logBucket: IBucket;
}

export class MediaBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: MediaBucketProps) {
    super(scope, id);
    const disposable = props.removalPolicy === RemovalPolicy.DESTROY;
    this.bucket = new Bucket(this, 'Bucket', {
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 's3/media/',
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: false,
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: disposable,
      lifecycleRules: [
        {
          id: 'abort-incomplete-multipart-uploads',
          enabled: true,
          abortIncompleteMultipartUploadAfter: Duration.days(LIMITS.abortIncompleteMultipartDays),
        },
        {
          // Played through their proxies, originals are read rarely (downloads, re-transcodes).
          id: 'originals-to-infrequent-access',
          enabled: true,
          tagFilters: { [STORAGE_LIFECYCLE.kindTag.key]: STORAGE_LIFECYCLE.kindTag.original },
          transitions: [
            {
              storageClass: StorageClass.INFREQUENT_ACCESS,
              transitionAfter: Duration.days(STORAGE_LIFECYCLE.originalsToInfrequentAccessDays),
            },
          ],
        },
        {
          // An archived project's copies go; its versions keep their Drive links to import again.
          id: 'archived-projects-expire',
          enabled: true,
          tagFilters: { [STORAGE_LIFECYCLE.archivedTag.key]: STORAGE_LIFECYCLE.archivedTag.value },
          expiration: Duration.days(STORAGE_LIFECYCLE.archivedExpireDays),
        },
      ],
      cors: [
        {
          id: 'presigned-avatar-upload-and-playback',
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
          allowedOrigins: props.allowedOrigins,
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Content-Length', 'Content-Range', 'Accept-Ranges'],
          maxAge: 3000,
        },
      ],
    });
  }

  /** Object ARN pattern of the avatar prefix. */
  avatarObjectsArn(): string {
    return this.bucket.arnForObjects(`${LIMITS.avatarPrefix}*`);
  }
}
