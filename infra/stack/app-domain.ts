/**
 * The app's own domain: its ACM certificate (CloudFront takes certificates from us-east-1 only, so it is made
 * in the edge stack when the app lives elsewhere), validated by DNS through Route 53 when a hosted zone is
 * given (else the certificate waits for its validation CNAME to be published by hand), and the alias records.
 */
import { Stack } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import type { IHostedZone } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import type { Construct } from 'constructs';

export interface AppDomainConfig {
  readonly domainName: string;
  readonly hostedZone?: { readonly id: string; readonly name: string };
  readonly certificateArn?: string;
}

function zone(scope: Construct, id: string, config: AppDomainConfig): IHostedZone | undefined {
  return config.hostedZone
    ? HostedZone.fromHostedZoneAttributes(scope, id, {
        hostedZoneId: config.hostedZone.id,
        zoneName: config.hostedZone.name,
      })
    : undefined;
}

/** The certificate of `domainName`, in `usEast1Scope` (a stack in us-east-1). */
export function appCertificate(usEast1Scope: Construct, config: AppDomainConfig): ICertificate {
  const region = Stack.of(usEast1Scope).region;
  if (region !== 'us-east-1') {
    throw new Error(
      'domainName needs the stack pinned to a region (-c region=… or a profile region): CloudFront takes its certificate from us-east-1.',
    );
  }
  if (config.certificateArn) {
    return Certificate.fromCertificateArn(usEast1Scope, 'AppCertificate', config.certificateArn);
  }
  const hostedZone = zone(usEast1Scope, 'AppCertificateZone', config);
  return new Certificate(usEast1Scope, 'AppCertificate', {
    domainName: config.domainName,
    validation: CertificateValidation.fromDns(hostedZone),
  });
}

/** A and AAAA alias records of `domainName` to the distribution, when the hosted zone is given. */
export function appAliasRecords(
  scope: Construct,
  config: AppDomainConfig,
  distribution: IDistribution,
): void {
  const hostedZone = zone(scope, 'AppZone', config);
  if (!hostedZone) return;
  const target = RecordTarget.fromAlias(new CloudFrontTarget(distribution));
  new ARecord(scope, 'AppAliasA', { zone: hostedZone, recordName: config.domainName, target });
  new AaaaRecord(scope, 'AppAliasAaaa', { zone: hostedZone, recordName: config.domainName, target });
}
