/**
 * The Drive port from the environment: the stand-in's base URL locally (CUTROOM_DRIVE_ENDPOINT), Google's in
 * the cloud; the API key from CUTROOM_DRIVE_API_KEY locally or from Secrets Manager in the cloud
 * (CUTROOM_DRIVE_API_KEY_SECRET_ARN, cached briefly and re-read when Google refuses the key).
 */
import { plainSecret, secretsManagerSecret, type SecretText } from '../platform/aws/cached-secret';
import { driveConfig, type DriveConfig } from '../platform/config/env';
import type { DrivePort } from './drive-port';
import { googleDriveAdapter, type GoogleDriveAdapterOptions } from './google-drive-adapter';

export function apiKeySource(config: DriveConfig): SecretText {
  if (config.apiKey) return plainSecret(config.apiKey);
  return secretsManagerSecret(config.apiKeySecretArn ?? '', 'The Drive API key');
}

export function driveFromEnv(options: Omit<GoogleDriveAdapterOptions, 'apiKey' | 'rootUrl'> = {}): DrivePort {
  const config = driveConfig();
  return googleDriveAdapter({
    ...options,
    ...(config.endpoint ? { rootUrl: config.endpoint } : {}),
    apiKey: apiKeySource(config),
  });
}
