/** Account deletion's dependencies from the environment (editor-api), built on first use. */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { ENV } from '../../shared/config/env-names';
import type { DeleteAccountDeps } from '../account';
import { billingDepsFromEnv } from '../billing/adapters/billing-from-env';
import { cognitoClient, documentClient, sqsClient } from '../platform/aws/clients';
import { requireEnv, tableName, userPoolConfig } from '../platform/config/env';
import { cognitoUserPoolAdmin } from '../account/adapters/user-pool-admin';

let deps: DeleteAccountDeps | undefined;
export function accountDepsFromEnv(): DeleteAccountDeps {
  if (deps) return deps;
  const queueUrl = requireEnv(ENV.erasureQueueUrl)[ENV.erasureQueueUrl];
  deps = {
    db: { doc: documentClient(), tableName: tableName() },
    userPool: cognitoUserPoolAdmin(cognitoClient(), userPoolConfig()),
    billing: () => billingDepsFromEnv().billing,
    erasureQueue: {
      async send(job) {
        await sqsClient().send(
          new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(job) }),
        );
      },
    },
    clock: { now: () => new Date() },
  };
  return deps;
}

export function resetAccountDeps(): void {
  deps = undefined;
}
