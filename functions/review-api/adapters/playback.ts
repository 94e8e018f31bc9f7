/**
 * Playback URLs for the reviewer: only a stored copy gets a playbackUrl; otherwise the player falls back to
 * the Drive preview link. The signer comes from functions/lib/media/playback-signer-from-env.ts.
 */
import { playbackSource, type MediaUrlSigner } from '../../lib/media/playback-url';
import type { Clock, PlaybackPort } from '../../use-cases/review/review-ports';

export function signedPlayback(signer: MediaUrlSigner, clock: Clock): PlaybackPort {
  return {
    async urls(version) {
      const source = await playbackSource(signer, version, clock.now());
      return { playbackUrl: source.kind === 'stored' ? source.url : null, thumbnailUrl: source.thumbnailUrl };
    },
  };
}
