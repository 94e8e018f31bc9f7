/**
 * The playback URL signer the environment asks for, shared by the editor and review APIs: presigned S3 GETs
 * (local and by default) or CloudFront signed URLs (CUTROOM_PLAYBACK_SIGNING=cloudfront, private key PEM read
 * from Secrets Manager). Parsed once per container; a half-configured CloudFront setup fails fast.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { S3Signing } from '../../platform/aws/clients';
import * as z from '../../platform/zod';
import { ENV } from '../../../shared/config/env-names';
import { cloudFrontUrlSigner, s3PresignedUrlSigner, type MediaUrlSigner } from './playback-url';

const playbackEnvSchema = z.discriminatedUnion('signing', [
  z.object({ signing: z.literal('s3') }),
  z.object({
    signing: z.literal('cloudfront'),
    domain: z.string().check(z.minLength(1)),
    keyPairId: z.string().check(z.minLength(1)),
    privateKeySecretArn: z.string().check(z.minLength(1)),
  }),
]);

export async function signerFromEnv(
  source: NodeJS.ProcessEnv,
  s3: { signing: S3Signing; bucket: string },
  secrets: () => SecretsManagerClient = () => new SecretsManagerClient({}),
): Promise<MediaUrlSigner> {
  const config = playbackEnvSchema.parse({
    signing: source[ENV.playbackSigning]?.trim() || 's3',
    domain: source[ENV.playbackDomain],
    keyPairId: source[ENV.playbackKeyPairId],
    privateKeySecretArn: source[ENV.playbackPrivateKeySecretArn],
  });
  if (config.signing === 's3') return s3PresignedUrlSigner({ s3: s3.signing, bucket: s3.bucket });
  const secret = await secrets().send(new GetSecretValueCommand({ SecretId: config.privateKeySecretArn }));
  if (!secret.SecretString) throw new Error('The playback private key secret is empty');
  return cloudFrontUrlSigner({
    domain: config.domain,
    keyPairId: config.keyPairId,
    privateKeyPem: secret.SecretString,
  });
}

/**
 * {@link signerFromEnv} from `process.env`, built on first use (the CloudFront key is read from Secrets
 * Manager then); a failed build is retried on the next call.
 */
export function lazySignerFromEnv(s3: { signing: S3Signing; bucket: string }): MediaUrlSigner {
  let pending: Promise<MediaUrlSigner> | undefined;
  const signer = () => {
    pending ??= signerFromEnv(process.env, s3);
    pending.catch(() => (pending = undefined));
    return pending;
  };
  return { sign: async (key, now, options) => (await signer()).sign(key, now, options) };
}
