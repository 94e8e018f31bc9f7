/** The preflight's port on the AWS SDK v3 (infra/preflight/preflight-checks.ts says what it checks). */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DescribeSecretCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetServiceQuotaCommand, ServiceQuotasClient } from '@aws-sdk/client-service-quotas';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import type { PreflightPort } from './preflight-checks';

const isNotFound = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ResourceNotFoundException' ||
    error.name === 'NotFoundException' ||
    error.name === 'NoSuchResourceException' ||
    /does not exist/i.test(error.message));

/** The preflight port on the AWS SDK v3 (one client per service and region). */
export function awsPreflightPort(): PreflightPort {
  const memo = new Map<string, unknown>();
  const client = <T>(key: string, make: () => T): T => {
    if (!memo.has(key)) memo.set(key, make());
    return memo.get(key) as T;
  };
  const cfn = (region: string) => client(`cfn:${region}`, () => new CloudFormationClient({ region }));
  const sm = (region: string) => client(`sm:${region}`, () => new SecretsManagerClient({ region }));
  const ses = (region: string) => client(`ses:${region}`, () => new SESv2Client({ region }));
  const describeStack = async (region: string, name: string) => {
    try {
      return (await cfn(region).send(new DescribeStacksCommand({ StackName: name }))).Stacks?.[0] ?? null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  return {
    accountId: async () => {
      const out = await new STSClient({}).send(new GetCallerIdentityCommand({}));
      if (!out.Account) throw new Error('STS returned no account');
      return out.Account;
    },
    bootstrapVersion: async (region) => {
      const stack = await describeStack(region, 'CDKToolkit');
      const version = stack?.Outputs?.find((o) => o.OutputKey === 'BootstrapVersion')?.OutputValue;
      return stack && version ? Number(version) : null;
    },
    stackExists: async (region, name) => (await describeStack(region, name)) !== null,
    secretState: async (region, name) => {
      try {
        const out = await sm(region).send(new DescribeSecretCommand({ SecretId: name }));
        return out.DeletedDate ? 'scheduled-for-deletion' : 'exists';
      } catch (error) {
        if (isNotFound(error)) return 'absent';
        throw error;
      }
    },
    sesIdentity: async (region, identity) => {
      try {
        const out = await ses(region).send(new GetEmailIdentityCommand({ EmailIdentity: identity }));
        return { verified: out.VerifiedForSendingStatus === true };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    sesAccount: async (region) => {
      const out = await ses(region).send(new GetAccountCommand({}));
      return {
        productionAccess: out.ProductionAccessEnabled === true,
        sendingEnabled: out.SendingEnabled !== false,
        max24HourSend: out.SendQuota?.Max24HourSend ?? 0,
      };
    },
    quota: async (region, serviceCode, quotaCode) => {
      try {
        const out = await client(`sq:${region}`, () => new ServiceQuotasClient({ region })).send(
          new GetServiceQuotaCommand({ ServiceCode: serviceCode, QuotaCode: quotaCode }),
        );
        return out.Quota?.Value ?? null;
      } catch {
        return null;
      }
    },
  };
}
