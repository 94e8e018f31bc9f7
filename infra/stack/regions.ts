/** Where the app's stacks live: CloudFront's web ACL and certificate must be in us-east-1. */
export const WAF_CLOUDFRONT_REGION = 'us-east-1';

/** Every region the app deploys a stack to: the target region, and us-east-1 for the edge stack. */
export function deploymentRegions(region: string): string[] {
  return region === WAF_CLOUDFRONT_REGION ? [region] : [region, WAF_CLOUDFRONT_REGION];
}
