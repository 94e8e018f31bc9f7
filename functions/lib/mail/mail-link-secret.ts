/**
 * The key(s) that sign unsubscribe links: plain text locally (CUTROOM_MAIL_LINK_SECRETS), Secrets Manager in
 * the cloud (CUTROOM_MAIL_LINK_SECRET_ARN), read once per container. Several, comma-separated, while one
 * rotates: the first signs, all verify.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ENV } from '../../../shared/config/env-names';
import { awsRegion, env } from '../config/env';

export type MailLinkSecrets = () => Promise<string[]>;

function split(value: string): string[] {
  const secrets = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (secrets.length === 0) throw new Error('mail link secret: empty');
  return secrets;
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
  let pending: Promise<string[]> | undefined;
  return () => {
    pending ??= new SecretsManagerClient({ region: awsRegion() })
      .send(new GetSecretValueCommand({ SecretId: arn }))
      .then((out) => split(out.SecretString ?? ''));
    pending.catch(() => (pending = undefined));
    return pending;
  };
}
