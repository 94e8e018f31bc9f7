/**
 * Signed playback URLs for the reviewer: presigned S3 GETs (local and by default) or CloudFront signed URLs
 * (cloud, CUTROOM_PLAYBACK_SIGNING=cloudfront, private key PEM read once from Secrets Manager). Only a
 * stored copy gets a playbackUrl; otherwise the player falls back to the Drive preview link.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { S3Client } from '@aws-sdk/client-s3';
import { z } from 'zod';
import { ENV } from '../../../shared/config/env-names';
import {
  cloudFrontUrlSigner,
  playbackSource,
  s3PresignedUrlSigner,
  type MediaUrlSigner,
} from '../../lib/media/playback-url';
import type { Clock, PlaybackPort } from '../../use-cases/review/review-ports';

const playbackEnvSchema = z.discriminatedUnion('signing', [
  z.object({ signing: z.literal('s3') }),
  z.object({
    signing: z.literal('cloudfront'),
    domain: z.string().min(1),
    keyPairId: z.string().min(1),
    privateKeySecretArn: z.string().min(1),
  }),
]);

/** The signer the environment asks for (parsed once; a half-configured CloudFront setup fails fast). */
export async function signerFromEnv(
  source: NodeJS.ProcessEnv,
  s3: { client: S3Client; bucket: string },
  secrets: () => SecretsManagerClient = () => new SecretsManagerClient({}),
): Promise<MediaUrlSigner> {
  const config = playbackEnvSchema.parse({
    signing: source[ENV.playbackSigning]?.trim() || 's3',
    domain: source[ENV.playbackDomain],
    keyPairId: source[ENV.playbackKeyPairId],
    privateKeySecretArn: source[ENV.playbackPrivateKeySecretArn],
  });
  if (config.signing === 's3') return s3PresignedUrlSigner({ s3: s3.client, bucket: s3.bucket });
  const secret = await secrets().send(new GetSecretValueCommand({ SecretId: config.privateKeySecretArn }));
  if (!secret.SecretString) throw new Error('The playback private key secret is empty');
  return cloudFrontUrlSigner({
    domain: config.domain,
    keyPairId: config.keyPairId,
    privateKeyPem: secret.SecretString,
  });
}

export function signedPlayback(signer: MediaUrlSigner, clock: Clock): PlaybackPort {
  return {
    async urls(version) {
      const source = await playbackSource(signer, version, clock.now());
      return { playbackUrl: source.kind === 'stored' ? source.url : null, thumbnailUrl: source.thumbnailUrl };
    },
  };
}
