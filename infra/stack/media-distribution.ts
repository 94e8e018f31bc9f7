/**
 * CloudFront signed playback (context `playbackSigning=cloudfront`): a distribution in front of the private
 * media bucket that serves only URLs signed with the key group's key. The private key stays in Secrets
 * Manager (read by the Lambdas that sign); only the public key is in the template. HTTP Range passes through.
 *
 * The SPA reads media across origins (the PDF report draws frames on a canvas), so the distribution forwards
 * the viewer's Origin (and the preflight headers) to the bucket, whose CORS rule allows the app, and answers
 * CORS for the app itself (a response headers policy, applied to cached answers too) with `Vary: Origin`
 * on every answer: without it a browser reuses the player's plain answer for the report's CORS request and the
 * canvas is tainted. The cache key keeps the signed `response-content-disposition`, so a 'Download' URL gets
 * its own `attachment` answer instead of the cached playback one.
 */
import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  KeyGroup,
  OriginRequestPolicy,
  PublicKey,
  ResponseHeadersPolicy,
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
  /** The app's origins, allowed to read media across origins (the same list as the bucket's CORS rule). */
  readonly allowedOrigins: string[];
}

/** The query parameter S3 answers with a Content-Disposition (signed into a download URL). */
export const MEDIA_DISPOSITION_QUERY = 'response-content-disposition';
/** What a script may read of a media answer (the bucket's CORS rule exposes the same). */
export const MEDIA_EXPOSED_HEADERS = ['ETag', 'Content-Length', 'Content-Range', 'Accept-Ranges'];

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
    const cachePolicy = new CachePolicy(this, 'MediaCache', {
      comment: `Cutroom ${props.stage} media: by path and the signed response-content-disposition`,
      defaultTtl: Duration.days(1),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(365),
      queryStringBehavior: CacheQueryStringBehavior.allowList(MEDIA_DISPOSITION_QUERY),
      headerBehavior: CacheHeaderBehavior.none(),
    });
    const corsHeaders = new ResponseHeadersPolicy(this, 'MediaCors', {
      comment: `Cutroom ${props.stage} media: CORS for the app, varied by Origin`,
      corsBehavior: {
        accessControlAllowOrigins: props.allowedOrigins,
        accessControlAllowMethods: ['GET', 'HEAD', 'OPTIONS'],
        accessControlAllowHeaders: ['Range'],
        accessControlExposeHeaders: MEDIA_EXPOSED_HEADERS,
        accessControlAllowCredentials: false,
        accessControlMaxAge: Duration.minutes(10),
        originOverride: true,
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Vary', value: 'Origin', override: false }],
      },
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
      },
    });
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
        cachePolicy,
        // Origin and the preflight's Access-Control-Request-* headers reach the bucket's CORS rule.
        originRequestPolicy: OriginRequestPolicy.CORS_S3_ORIGIN,
        responseHeadersPolicy: corsHeaders,
        trustedKeyGroups: [this.keyGroup],
      },
    });
    acknowledgeDistributionFindings(this.distribution);
  }

  get domainName(): string {
    return this.distribution.distributionDomainName;
  }
}
