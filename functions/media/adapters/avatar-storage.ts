/**
 * Avatar storage in the media bucket under `avatars/<userId>/`: a presigned PUT (content type and length
 * signed), a HEAD and a ranged GET of the first bytes to check what was uploaded, and a signed GET for display.
 * All signed without the S3 client (s3-object-requests.ts, s3-presigned-get.ts).
 */
import type { MediaUrlSigner } from './playback-url';
import type { S3ObjectRequests } from './s3-object-requests';
import type { AvatarStoragePort, Clock } from '../../projects';

export function s3AvatarStorage(options: {
  requests: S3ObjectRequests;
  signer: MediaUrlSigner;
  clock: Clock;
}): AvatarStoragePort {
  const { requests, clock } = options;
  return {
    async presignPut({ key, contentType, size, expiresInSeconds }) {
      const url = await requests.presignPut(key, { contentType, size, expiresInSeconds, now: clock.now() });
      return { url, headers: { 'content-type': contentType } };
    },
    head: (key) => requests.head(key),
    readFirstBytes: (key, count) => requests.readRange(key, 0, Math.max(0, count - 1)),
    async signedGetUrl(key) {
      return (await options.signer.sign(key, clock.now())).url;
    },
  };
}
