/**
 * CloudFront signed playback (context `playbackSigning=cloudfront`): a distribution in front of the private
 * media bucket that serves only URLs signed with the key group's key. The private key stays in Secrets
 * Manager (read by the Lambdas that sign); only the public key is in the template. HTTP Range passes through.
 */
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  KeyGroup,
  PublicKey,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledgeDistributionFindings, DISTRIBUTION_PRICE_CLASS } from './web-distribution';

export interface MediaDistributionProps {
  readonly stage: string;
  readonly bucket: IBucket;
  readonly publicKeyPem: string;
  readonly logBucket: IBucket;
  readonly webAclArn: string;
}

export class MediaDistribution extends Construct {
  readonly distribution: Distribution;
  readonly publicKey: PublicKey;
  readonly keyGroup: KeyGroup;

  constructor(scope: Construct, id: string, props: MediaDistributionProps) {
    super(scope, id);
    this.publicKey = new PublicKey(this, 'PlaybackKey', {
      encodedKey: props.publicKeyPem,
      comment: `Cutroom ${props.stage} playback signing key`,
    });
    this.keyGroup = new KeyGroup(this, 'PlaybackKeyGroup', { items: [this.publicKey] });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Cutroom ${props.stage} media (signed URLs only)`,
      priceClass: DISTRIBUTION_PRICE_CLASS,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/media/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        trustedKeyGroups: [this.keyGroup],
      },
    });
    acknowledgeDistributionFindings(this.distribution);
  }

  get domainName(): string {
    return this.distribution.distributionDomainName;
  }
}
