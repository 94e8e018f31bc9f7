/**
 * Studios' own review addresses (`review.acme-studio.com`) on CloudFront SaaS Manager: one multi-tenant
 * distribution (`ConnectionMode: tenant-only`, no domain of its own) serving the review page and the review API
 * exactly as the app's distribution does, and one distribution tenant per custom domain with its own
 * certificate (an ACM certificate ops issued, or one CloudFront manages and validates over HTTP once the
 * domain's CNAME points at CloudFront). Off by default: only the `reviewDomains` context turns it on
 * (docs/custom-review-domains.md has the ops steps).
 *
 * The API never sees the viewer's Host (execute-api needs its own), so a viewer-request function on `/api/*`
 * copies it into REVIEW_HOST_HEADER, replacing whatever the viewer sent: the review API then answers only the
 * links of the workspace that host belongs to (functions/review/use-cases/review-host-gate.ts).
 */
import { Duration, Validations } from 'aws-cdk-lib';
import type { SecretValue } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  CfnDistributionTenant,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  ViewerProtocolPolicy,
  type CfnDistribution,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ORIGIN_SECRET_HEADER } from '../../shared/config/edge-headers';
import { PAGES_WITH_OWN_HTML, REVIEW_ENTRY_PAGE } from '../../shared/config/site-pages';
import { REVIEW_HOST_HEADER, reviewHostProblem } from '../../shared/domain/review-host';
import { API_ORIGIN_REQUEST_POLICY, reviewPageBehaviour, spaRewriteCode } from './web-distribution';

/** One custom review domain: its host name and, optionally, the us-east-1 ACM certificate ops issued for it. */
export interface ReviewDomain {
  readonly host: string;
  readonly certificateArn?: string;
}

/**
 * The `reviewDomains` context: comma-separated `host` or `host=<us-east-1 ACM certificate ARN>` (without a
 * certificate CloudFront requests and renews a managed one). Empty or absent: none (the feature is off).
 */
export function parseReviewDomains(text: string | undefined): ReviewDomain[] {
  const domains: ReviewDomain[] = [];
  for (const entry of (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [rawHost = '', certificateArn] = entry.split('=').map((part) => part.trim());
    const host = rawHost.toLowerCase();
    const problem = reviewHostProblem(host);
    if (problem) throw new Error(`reviewDomains: ${host || entry}: ${problem}`);
    if (certificateArn !== undefined && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
      throw new Error(`reviewDomains: ${host}: the certificate must be an ACM certificate in us-east-1`);
    }
    if (domains.some((d) => d.host === host)) throw new Error(`reviewDomains: ${host} is listed twice`);
    domains.push({ host, ...(certificateArn ? { certificateArn } : {}) });
  }
  return domains;
}

/** The viewer-request function of `/api/*`: the viewer's host name, for the review API. */
export function reviewHostForwardCode(): string {
  return `function handler(event) {
  var request = event.request;
  var host = request.headers.host ? request.headers.host.value : '';
  request.headers[${JSON.stringify(REVIEW_HOST_HEADER)}] = { value: host };
  return request;
}`;
}

/** A tenant's name: CloudFront allows letters, digits, dots and hyphens (3 to 128 characters). */
const tenantNameOf = (host: string) => `review-${host}`.slice(0, 128);

export interface ReviewDomainsProps {
  readonly stage: string;
  readonly domains: readonly ReviewDomain[];
  /** The SPA's bucket (the review page's own HTML and its assets). */
  readonly spaBucket: IBucket;
  readonly apiDomainName: string;
  readonly apiOriginSecret: SecretValue;
  readonly documentHeaders: IResponseHeadersPolicy;
  readonly apiHeaders: IResponseHeadersPolicy;
  /** The AWS WAF web ACL (CLOUDFRONT scope) in front of the app: the review API behind it as well. */
  readonly webAclArn: string;
}

export class ReviewDomains extends Construct {
  readonly distribution: Distribution;
  readonly tenants: CfnDistributionTenant[];

  constructor(scope: Construct, id: string, props: ReviewDomainsProps) {
    super(scope, id);
    const rewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteCode(PAGES_WITH_OWN_HTML)),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve the review page (and index.html) on custom review domains',
    });
    const forwardHost = new CloudFrontFunction(this, 'ReviewHostForward', {
      code: FunctionCode.fromInline(reviewHostForwardCode()),
      runtime: FunctionRuntime.JS_2_0,
      comment: `Copy the viewer's host into ${REVIEW_HOST_HEADER} for the review API`,
    });
    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      readTimeout: Duration.seconds(30),
      customHeaders: { [ORIGIN_SECRET_HEADER]: props.apiOriginSecret.unsafeUnwrap() },
    });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Cutroom ${props.stage}: custom review domains (multi-tenant)`,
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.spaBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: props.documentHeaders,
        compress: true,
        functionAssociations: [{ function: rewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`/${REVIEW_ENTRY_PAGE}`]: reviewPageBehaviour(this, apiOrigin, props.documentHeaders, {
          forwardReviewHost: true,
        }),
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: API_ORIGIN_REQUEST_POLICY,
          responseHeadersPolicy: props.apiHeaders,
          compress: true,
          functionAssociations: [{ function: forwardHost, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    // A multi-tenant distribution: routable only through its tenants; its connection group decides IPv6 and
    // the price class, so the settings a standard distribution carries for them are left out.
    const cfn = this.distribution.node.defaultChild as CfnDistribution;
    cfn.addPropertyOverride('DistributionConfig.ConnectionMode', 'tenant-only');
    cfn.addPropertyDeletionOverride('DistributionConfig.IPV6Enabled');
    cfn.addPropertyDeletionOverride('DistributionConfig.PriceClass');
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Studios and their clients work from anywhere: no country is refused.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'Access logs of the tenants go to CloudFront standard logging v2 set up per connection group by ops.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'Each tenant serves its own certificate; the distribution has no domain or viewer certificate of its own.',
      },
    );

    this.tenants = props.domains.map(
      (domain) =>
        new CfnDistributionTenant(this, `Tenant-${domain.host}`, {
          distributionId: this.distribution.distributionId,
          name: tenantNameOf(domain.host),
          domains: [domain.host],
          enabled: true,
          ...(domain.certificateArn
            ? { customizations: { certificate: { arn: domain.certificateArn } } }
            : {
                managedCertificateRequest: {
                  primaryDomainName: domain.host,
                  validationTokenHost: 'cloudfront',
                  certificateTransparencyLoggingPreference: 'enabled',
                },
              }),
        }),
    );
  }
}
