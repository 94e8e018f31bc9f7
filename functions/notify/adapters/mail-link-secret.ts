/**
 * The key(s) that sign unsubscribe links: plain text locally (CUTROOM_MAIL_LINK_SECRETS), Secrets Manager in
 * the cloud (CUTROOM_MAIL_LINK_SECRET_ARN), cached briefly (functions/platform/aws/cached-secret). Several, comma-separated, while one
 * rotates: the first signs, all verify.
 */
import { ENV } from '../../../shared/config/env-names';
import { secretList, secretsManagerSecret } from '../../platform/aws/cached-secret';
import { env } from '../../platform/config/env';

export type MailLinkSecrets = () => Promise<string[]>;

function split(value: string): string[] {
  return secretList(value, 'mail link secret');
}

export function mailLinkSecretsFromEnv(): MailLinkSecrets {
  const all = env();
  const plain = all[ENV.mailLinkSecrets];
  if (plain) {
    const secrets = split(plain);
    return () => Promise.resolve(secrets);
  }
  const arn = all[ENV.mailLinkSecretArn];
  if (!arn) {
    return () =>
      Promise.reject(
        new Error(`${ENV.mailLinkSecrets} or ${ENV.mailLinkSecretArn} must be set to sign mail links`),
      );
  }
  const secret = secretsManagerSecret(arn, 'mail link secret');
  return async () => split(await secret());
}
