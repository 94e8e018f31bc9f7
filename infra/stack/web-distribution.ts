/**
 * The one public origin: a CloudFront distribution serving the SPA from a private bucket (origin access
 * control) and `/api/*` from the HTTP API (no caching, every method, every viewer header but Host, so the
 * bearer token reaches the JWT authorizer; under `/api/v1/*` a request without one gets a placeholder for the
 * API-key authorizer). Same origin for both: the SPA needs no CORS.
 *
 * The SPA's runtime `/config.json` is always deployed; the built assets only when `frontend/dist` exists (so
 * the stack synthesizes before the SPA is built).
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { SecretValue } from 'aws-cdk-lib';
import {
  AllowedMethods,
  type BehaviorOptions,
  type IResponseHeadersPolicy,
  CacheHeaderBehavior,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DRIVE_FRAME_ORIGINS,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  paddleCspOrigins,
  securityHeaders,
  type PaddleEnvironment,
} from '../../shared/config/security-headers';
import { inlineBlockHashes } from '../inline-block-hashes';

import { PAGES_WITH_OWN_HTML, REVIEW_ENTRY_PAGE, ROOT_SITE_PAGE } from '../../shared/config/site-pages';
import { getReviewPage } from '../../shared/api/endpoints/review-page';
import { REVIEW_PAGE_MAX_AGE_SECONDS } from '../../shared/domain/review-preview';
import { getHealth, HEALTH_CACHE_SECONDS } from '../../shared/api/endpoints/health';
import { MISSING_API_KEY_AUTHORIZATION, ORIGIN_SECRET_HEADER } from '../../shared/config/edge-headers';
import { API_V1_BASE } from '../../shared/api/public-api';
import { REVIEW_HOST_HEADER } from '../../shared/domain/review-host';

/**
 * Every edge location: editors and their clients are on every continent, and the cheaper classes send South
 * America, Africa and Oceania to a far-away edge.
 */
export const DISTRIBUTION_PRICE_CLASS = PriceClass.PRICE_CLASS_ALL;

/**
 * The API's origin request policy: every viewer header but Host (execute-api refuses another Host), plus
 * CloudFront's viewer location headers, among them VIEWER_ADDRESS_HEADER (shared/config/edge-headers).
 */
export const API_ORIGIN_REQUEST_POLICY = OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER;

/** What the SPA reads from `/config.json` at start-up (one build serves every environment). */
export interface SpaRuntimeConfig {
  /** '' = same origin: CloudFront serves the API under /api (endpoint paths already start with /api). */
  readonly apiBase: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly region: string;
  readonly authFlowType: 'USER_SRP_AUTH';
  readonly stage: string;
  readonly googleSignIn: boolean;
  /** Cognito hosted domain for the Google redirect (only with Google sign-in). */
  readonly oauthDomain?: string;
  /** Connect Google Drive: Google's OAuth 2.0 implicit grant (only with the `googleDriveClientId` context). */
  readonly driveOAuth?: { readonly authUrl: string; readonly clientId: string; readonly scope: string };
  /** Paddle's overlay checkout (only with the `paddleClientToken` context); a client-side token, never a secret. */
  readonly paddle?: { readonly clientToken: string; readonly environment: PaddleEnvironment };
}

export interface WebDistributionProps {
  readonly stage: string;
  readonly removalPolicy: RemovalPolicy;
  /** Domain of the HTTP API (`<id>.execute-api.<region>.amazonaws.com`). */
  readonly apiDomainName: string;
  /** Added to every API origin request as ORIGIN_SECRET_HEADER: the API serves nothing without it. */
  readonly apiOriginSecret: SecretValue;
  /** Absolute path of the built SPA (`frontend/dist`); its assets are deployed only when it exists. */
  readonly spaDistPath: string;
  /** Where S3 server access logs and CloudFront standard logs go. */
  readonly logBucket: IBucket;
  /** The AWS WAF web ACL (CLOUDFRONT scope) in front of the distribution. */
  readonly webAclArn: string;
  /** Origins of signed media besides the region's S3 endpoints (the CloudFront playback domain). */
  readonly extraMediaOrigins?: readonly string[];
  /** Paddle's overlay checkout is configured: its script, frame and API origins join the CSP. */
  readonly paddleEnvironment?: PaddleEnvironment;
  /** The app's own domain and its us-east-1 certificate; absent: the *.cloudfront.net name. */
  readonly domain?: { readonly name: string; readonly certificate: ICertificate };
}

/**
 * The response headers policies of shared/config/security-headers, as CloudFront sends them (overriding what an
 * origin says): `document` for the SPA, `api` for /api/*.
 *
 * Media origins are the region's S3 virtual-hosted endpoints rather than the media bucket's own name: the bucket
 * lists the app's URL in its CORS rule, so naming the bucket here would make a dependency cycle.
 */
function headersPolicy(
  scope: Construct,
  id: string,
  kind: 'document' | 'api',
  csp: Parameters<typeof securityHeaders>[0]['csp'],
): ResponseHeadersPolicy {
  const headers = securityHeaders({ https: true, csp }, kind);
  return new ResponseHeadersPolicy(scope, id, {
    comment: `Cutroom security headers (${kind})`,
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: headers['content-security-policy'] ?? '',
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy:
          kind === 'api'
            ? HeadersReferrerPolicy.NO_REFERRER
            : HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
    },
  });
}

/** CSP sources of the inline blocks of the built index.html (none when the SPA is not built yet). */
function shippedInlineHashes(spaDistPath: string): string[] {
  const index = join(spaDistPath, 'index.html');
  return existsSync(index) ? inlineBlockHashes(readFileSync(index, 'utf8')) : [];
}

/**
 * The distribution findings acknowledged for both of the product's distributions (CFR4 only on the default
 * certificate: with a custom domain's certificate there is no finding to acknowledge).
 */
export function acknowledgeDistributionFindings(distribution: Distribution, customCertificate = false): void {
  Validations.of(distribution).acknowledge({
    id: 'AwsSolutions-CFR1',
    reason: 'Editors and their clients work from anywhere: no country is refused.',
  });
  if (customCertificate) return;
  Validations.of(distribution).acknowledge({
    id: 'AwsSolutions-CFR4',
    reason:
      'Served on the default *.cloudfront.net certificate, whose minimum protocol CloudFront fixes; a custom domain with an ACM certificate (TLSv1.2_2021) lifts it.',
  });
}

/**
 * SPA routing: a public site page (one segment naming it, any case) is its prerendered `/<Page>/index.html`
 * (and the client review page its own entry's `/Review/index.html`),
 * and so is `/` for the root page (the distribution's default root object would be the app shell, painted
 * only once its JavaScript ran); any other path whose last segment has no file extension is the app shell.
 */
export function spaRewriteCode(sitePages: readonly string[], rootPage: string = ROOT_SITE_PAGE): string {
  const pages = Object.fromEntries(sitePages.map((page) => [page.toLowerCase(), page]));
  return `var SITE_PAGES = ${JSON.stringify(pages)};
var ROOT_PAGE = ${JSON.stringify(rootPage)};
function handler(event) {
  var request = event.request;
  var segments = request.uri.split('/').filter(function (s) { return s !== ''; });
  var page = segments.length === 0 ? ROOT_PAGE : segments.length === 1 ? SITE_PAGES[segments[0].toLowerCase()] : undefined;
  if (page) { request.uri = '/' + page + '/index.html'; return request; }
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) { request.uri = '/index.html'; }
  return request;
}`;
}

/** The built review page in the SPA bucket (the review API's page route reads it). */
export const REVIEW_PAGE_KEY = `${REVIEW_ENTRY_PAGE}/index.html`;

/**
 * The viewer-request function of the `/Review` behaviour: the review page with its share preview tags comes from
 * the review API's page route (`/api/review/<token>/page`; no token: the generic page). On the custom review
 * domains (`forwardReviewHost`) it also copies the viewer's host into REVIEW_HOST_HEADER, replacing whatever
 * the viewer sent, as `/api/*` does there: the page of another workspace's link is then refused like its API
 * answers, and names nothing of that link's project or brand.
 */
export function reviewPageRewriteCode(forwardReviewHost = false): string {
  const [before, after] = getReviewPage.path.split('{token}');
  const forward = forwardReviewHost
    ? `
  request.headers[${JSON.stringify(REVIEW_HOST_HEADER)}] = { value: request.headers.host ? request.headers.host.value : '' };`
    : '';
  return `function handler(event) {
  var request = event.request;
  var token = request.querystring.token ? request.querystring.token.value : '';
  request.uri = ${JSON.stringify(before)} + (encodeURIComponent(token) || '-') + ${JSON.stringify(after)};
  request.querystring = {};${forward}
  return request;
}`;
}

/**
 * The `/Review` behaviour of a distribution: the API origin through the page rewrite, kept at the edge a few
 * seconds per token (REVIEW_PAGE_MAX_AGE_SECONDS), with the document's security headers.
 */
export function reviewPageBehaviour(
  scope: Construct,
  apiOrigin: HttpOrigin,
  documentHeaders: IResponseHeadersPolicy,
  options: { forwardReviewHost?: boolean } = {},
): BehaviorOptions {
  const forwardReviewHost = options.forwardReviewHost === true;
  const rewrite = new CloudFrontFunction(scope, 'ReviewPageRewrite', {
    code: FunctionCode.fromInline(reviewPageRewriteCode(forwardReviewHost)),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'Send /Review?token= to the review page route (share preview tags in the HTML)',
  });
  return {
    origin: apiOrigin,
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy: new CachePolicy(scope, 'ReviewPageCache', {
      comment: 'Cutroom review page with its preview tags: a few seconds per link',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(REVIEW_PAGE_MAX_AGE_SECONDS),
      maxTtl: Duration.seconds(REVIEW_PAGE_MAX_AGE_SECONDS),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
      // Each host's page is its own (a header in the cache key also reaches the origin).
      ...(forwardReviewHost ? { headerBehavior: CacheHeaderBehavior.allowList(REVIEW_HOST_HEADER) } : {}),
    }),
    originRequestPolicy: API_ORIGIN_REQUEST_POLICY,
    responseHeadersPolicy: documentHeaders,
    compress: true,
    functionAssociations: [{ function: rewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
  };
}

/**
 * The viewer-request function of the public API's `/api/v1/*` behaviour: a request without an Authorization
 * header (or with an empty one) gets MISSING_API_KEY_AUTHORIZATION, so that the API-key authorizer, whose
 * identity source is that header, runs and refuses it in the product's error shape rather than API Gateway
 * answering its own 401 body. A header the viewer sent is left as it is.
 */
export function apiKeyPlaceholderCode(): string {
  return `function handler(event) {
  var request = event.request;
  var sent = request.headers.authorization;
  if (!sent || !sent.value || !sent.value.trim()) {
    request.headers.authorization = { value: ${JSON.stringify(MISSING_API_KEY_AUTHORIZATION)} };
  }
  return request;
}`;
}

/** The public API's behaviour: the API's, with the placeholder function in front (apiKeyPlaceholderCode). */
function apiV1Behaviour(scope: Construct, apiBehaviour: BehaviorOptions): BehaviorOptions {
  const placeholder = new CloudFrontFunction(scope, 'ApiKeyPlaceholder', {
    code: FunctionCode.fromInline(apiKeyPlaceholderCode()),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'Public API v1: a placeholder Authorization when none is sent (the product 401 body)',
  });
  return {
    ...apiBehaviour,
    functionAssociations: [{ function: placeholder, eventType: FunctionEventType.VIEWER_REQUEST }],
  };
}

/** The path pattern of the public API's behaviour (matched before `/api/*`). */
export const API_V1_PATH_PATTERN = `${API_V1_BASE}/*`;

export class WebDistribution extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** The security headers of shared/config/security-headers: SPA documents and API answers. */
  readonly documentHeaders: ResponseHeadersPolicy;
  readonly apiHeaders: ResponseHeadersPolicy;
  /** Whether the SPA's built assets are part of this synth. */
  readonly deploysAssets: boolean;
  private readonly removalPolicy: RemovalPolicy;
  private readonly domainName: string | undefined;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);
    this.domainName = props.domain?.name;
    this.removalPolicy = props.removalPolicy;
    this.bucket = new Bucket(this, 'SpaBucket', {
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 's3/spa/',
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: props.removalPolicy === RemovalPolicy.DESTROY,
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteCode(PAGES_WITH_OWN_HTML)),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes',
    });

    const region = Stack.of(this).region;
    const paddle = props.paddleEnvironment ? paddleCspOrigins(props.paddleEnvironment) : undefined;
    const csp = {
      media: [`https://*.s3.${region}.amazonaws.com`, ...(props.extraMediaOrigins ?? [])],
      // The brand logos' distribution (brand-assets-distribution.ts): made after this one (the media bucket
      // between them names the app's origin), so its domain is not known here.
      images: ['https://*.cloudfront.net'],
      connect: [`https://cognito-idp.${region}.amazonaws.com`, ...(paddle?.connect ?? [])],
      frames: [...DRIVE_FRAME_ORIGINS, ...(paddle?.frames ?? [])],
      scripts: paddle?.scripts ?? [],
      inlineHashes: shippedInlineHashes(props.spaDistPath),
    };
    this.documentHeaders = headersPolicy(this, 'DocumentHeaders', 'document', csp);
    this.apiHeaders = headersPolicy(this, 'ApiHeaders', 'api', csp);

    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      readTimeout: Duration.seconds(30),
      // A dynamic reference: CloudFormation resolves it at deploy time; the template never holds the value.
      customHeaders: { [ORIGIN_SECRET_HEADER]: props.apiOriginSecret.unsafeUnwrap() },
    });
    const apiBehaviour: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      // Caching disabled + all viewer headers except Host: Authorization is forwarded to the API, and so
      // is CloudFront-Viewer-Address (the caller's address: the connection is CloudFront's).
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: API_ORIGIN_REQUEST_POLICY,
      responseHeadersPolicy: this.apiHeaders,
      compress: true,
    };
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Cutroom ${props.stage}`,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/web/',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: props.domain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      priceClass: DISTRIBUTION_PRICE_CLASS,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.documentHeaders,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`/${REVIEW_ENTRY_PAGE}`]: reviewPageBehaviour(this, apiOrigin, this.documentHeaders),
        // The public health report, kept at the edge as long as the function keeps it (its s-maxage): the
        // health page's polling and anyone else's reach the dependencies' control planes once per period.
        [getHealth.path]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: new CachePolicy(this, 'HealthCache', {
            comment: 'Cutroom health report: the origin says how long (s-maxage)',
            minTtl: Duration.seconds(0),
            defaultTtl: Duration.seconds(HEALTH_CACHE_SECONDS),
            maxTtl: Duration.seconds(HEALTH_CACHE_SECONDS),
          }),
          responseHeadersPolicy: this.apiHeaders,
          compress: true,
        },
        // Listed before `/api/*`, which it narrows: CloudFront takes the first pattern that matches.
        [API_V1_PATH_PATTERN]: apiV1Behaviour(this, apiBehaviour),
        '/api/*': apiBehaviour,
      },
    });

    acknowledgeDistributionFindings(this.distribution, props.domain !== undefined);

    this.deploysAssets = existsSync(props.spaDistPath);
    if (this.deploysAssets) {
      new BucketDeployment(this, 'SpaAssets', {
        sources: [Source.asset(props.spaDistPath)],
        destinationBucket: this.bucket,
        exclude: ['config.json'],
        prune: true,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
    }
  }

  /** The app's URL: `https://<its own domain>`, else `https://<distribution domain>`. */
  get url(): string {
    return `https://${this.domainName ?? this.distribution.distributionDomainName}`;
  }

  /** Deploys the SPA's runtime configuration as `/config.json` (never cached by the browser). */
  deployRuntimeConfig(config: SpaRuntimeConfig): BucketDeployment {
    return new BucketDeployment(this, 'SpaConfig', {
      sources: [Source.jsonData('config.json', config)],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/config.json'],
      retainOnDelete: this.removalPolicy !== RemovalPolicy.DESTROY,
    });
  }
}
