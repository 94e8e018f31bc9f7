/**
 * cdk-nag (AwsSolutions) findings we acknowledge, named exactly as the pack reports them. Rules that report one
 * finding per wildcard (IAM4, IAM5) need each finding acknowledged by its own id; resource findings name the
 * logical id of our own table or bucket.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import type { CfnElement } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';

export const BASIC_EXECUTION_ROLE_FINDING =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/** The action wildcards CDK's bucket grants expand to (read, put with multipart abort, delete). */
export const GRANT_ACTION_FINDINGS = [
  's3:GetObject*',
  's3:GetBucket*',
  's3:List*',
  's3:Abort*',
  's3:DeleteObject*',
].map((action) => `AwsSolutions-IAM5[Action::${action}]`);

export const ANY_RESOURCE_FINDING = 'AwsSolutions-IAM5[Resource::*]';

/** `Resource::<LogicalId.Arn><suffix>` of one of our own resources (a table's `/index/*`, a bucket's `/*`). */
export function ownArnFinding(resource: IConstruct, suffix: string): string {
  const cfn = resource.node.defaultChild as CfnElement;
  return `AwsSolutions-IAM5[Resource::<${Stack.of(resource).getLogicalId(cfn)}.Arn>${suffix}]`;
}

export function acknowledgeAll(construct: IConstruct, ids: readonly string[], reason: string): void {
  for (const id of new Set(ids)) Validations.of(construct).acknowledge({ id, reason });
}

/** X-Ray active tracing's grant: PutTraceSegments / PutTelemetryRecords have no resource-level permissions. */
export const XRAY_TRACING_REASON =
  "X-Ray active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support only Resource '*'.";

/**
 * The inline policy a function's grants are written to (`ServiceRole/DefaultPolicy`): acknowledging a grant's
 * finding here covers that one policy, not the function's role, code or event sources.
 */
export function functionPolicy(fn: IFunction): IConstruct {
  const policy = fn.role?.node.tryFindChild('DefaultPolicy')?.node.defaultChild;
  if (!policy) throw new Error(`${fn.node.path} has no policy to acknowledge findings on`);
  return policy;
}

/** Acknowledges `ids` on the function's policy only. */
export function acknowledgeOnPolicy(fn: IFunction, ids: readonly string[], reason: string): void {
  acknowledgeAll(functionPolicy(fn), ids, reason);
}

/** The findings CDK's S3 grants expand to: action wildcards, and the key pattern as a resource wildcard. */
export function bucketGrantFindings(
  bucket: IConstruct,
  access: 'read' | 'put' | 'delete',
  keyPattern = '*',
): string[] {
  const actions = {
    read: ['s3:GetObject*', 's3:GetBucket*', 's3:List*'],
    put: ['s3:Abort*'],
    delete: ['s3:DeleteObject*'],
  };
  return [
    ...actions[access].map((a) => `AwsSolutions-IAM5[Action::${a}]`),
    ownArnFinding(bucket, `/${keyPattern}`),
  ];
}
