/**
 * The brand logos at a lasting public URL: a distribution whose one origin is the media bucket's `brand/`
 * prefix (origin path `/brand`), so `https://<domain>/<ws>/<hash>.png` is the object `brand/<ws>/<hash>.png`
 * and nothing else of the bucket can be asked for. A mail keeps showing its logo however late it is read
 * (a presigned GET lasts a week at most). The objects are re-encoded PNGs named by their content's hash and
 * written with `Cache-Control: public, max-age=31536000, immutable`, so CloudFront and browsers keep them.
 * The functions get the URL as `CUTROOM_BRAND_ASSETS_URL`.
 */
import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledgeDistributionFindings, DISTRIBUTION_PRICE_CLASS } from './web-distribution';

export interface BrandAssetsDistributionProps {
  readonly stage: string;
  readonly bucket: IBucket;
  readonly logBucket: IBucket;
  readonly webAclArn: string;
}

/** The bucket prefix the distribution serves (and the logo keys start with). */
export const BRAND_ASSETS_ORIGIN_PATH = '/brand';

export class BrandAssetsDistribution extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: BrandAssetsDistributionProps) {
    super(scope, id);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Cutroom ${props.stage} brand logos (public, content-hashed)`,
      priceClass: DISTRIBUTION_PRICE_CLASS,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/brand/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.bucket, {
          originPath: BRAND_ASSETS_ORIGIN_PATH,
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: new CachePolicy(this, 'LogoCache', {
          comment: `Cutroom ${props.stage} brand logos: by path only (the path changes with the content)`,
          minTtl: Duration.days(1),
          defaultTtl: Duration.days(365),
          maxTtl: Duration.days(365),
        }),
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        compress: false,
      },
    });
    acknowledgeDistributionFindings(this.distribution);
  }

  /** What the functions get as CUTROOM_BRAND_ASSETS_URL. */
  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}
