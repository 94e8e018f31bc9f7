/**
 * The Drive port from the environment: the stand-in's base URL locally (CUTROOM_DRIVE_ENDPOINT), Google's in
 * the cloud; the API key from CUTROOM_DRIVE_API_KEY locally or from Secrets Manager in the cloud
 * (CUTROOM_DRIVE_API_KEY_SECRET_ARN, read once per container, re-read after a failure).
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { awsRegion, driveConfig, type DriveConfig } from '../config/env';
import type { DrivePort } from './drive-port';
import { googleDriveAdapter, type GoogleDriveAdapterOptions } from './google-drive-adapter';

export function apiKeySource(config: DriveConfig): () => Promise<string> {
  if (config.apiKey) {
    const key = config.apiKey;
    return () => Promise.resolve(key);
  }
  let pending: Promise<string> | undefined;
  return () => {
    pending ??= new SecretsManagerClient({ region: awsRegion() })
      .send(new GetSecretValueCommand({ SecretId: config.apiKeySecretArn }))
      .then((out) => {
        const value = out.SecretString?.trim();
        if (!value) throw new Error('The Drive API key secret is empty');
        return value;
      });
    pending.catch(() => (pending = undefined));
    return pending;
  };
}

export function driveFromEnv(options: Omit<GoogleDriveAdapterOptions, 'apiKey' | 'rootUrl'> = {}): DrivePort {
  const config = driveConfig();
  return googleDriveAdapter({
    ...options,
    ...(config.endpoint ? { rootUrl: config.endpoint } : {}),
    apiKey: apiKeySource(config),
  });
}
