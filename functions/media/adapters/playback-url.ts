/**
 * Playback sources for a version: a short-lived signed URL of the stored copy (presigned S3 GET locally and
 * when no CDN is configured; CloudFront signed URL in the cloud), else the Drive preview link. Both kinds
 * support HTTP Range, so the HTML5 player can seek. Used by the editor and review APIs.
 */
import { createSign } from 'node:crypto';
import type { S3Signing } from '../../platform/aws/clients';
import { s3PresignedGet } from './s3-presigned-get';
import type { PlaybackAlternative, ScrubSpriteView } from '../../../shared/api/endpoints/version-parts';
import type { VideoVersion } from '../../../shared/domain/entities';
import { isBrowserPlayable } from '../../../shared/domain/media-probe';
import { versionRefusal } from '../../../shared/domain/refused-video';

/** Default lifetime of a playback URL (a review session re-fetches the project to renew it). */
export const PLAYBACK_URL_TTL_SECONDS = 4 * 60 * 60;

export interface SignedUrl {
  url: string;
  /** ISO-8601. */
  expiresAt: string;
}

/** Signs a GET of one object of the media bucket. */
export interface MediaUrlSigner {
  /** With `downloadFileName`, the response carries `Content-Disposition: attachment` with that name. */
  sign(key: string, now: Date, options?: { downloadFileName?: string }): Promise<SignedUrl>;
}

/**
 * `attachment` with the file name twice: an ASCII fallback (quotes, backslashes and control characters
 * replaced) and the RFC 5987 UTF-8 form, so every browser saves it under the video's own name.
 */
export function attachmentDisposition(fileName: string): string {
  const cleaned =
    Array.from(fileName, (c) => (c < ' ' || c === '\u007f' || c === '/' || c === '\\' ? '_' : c))
      .join('')
      .trim() || 'video';
  const ascii = cleaned.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function s3PresignedUrlSigner(options: {
  s3: S3Signing;
  bucket: string;
  expiresInSeconds?: number;
}): MediaUrlSigner {
  const ttl = options.expiresInSeconds ?? PLAYBACK_URL_TTL_SECONDS;
  const presign = s3PresignedGet({ ...options.s3, bucket: options.bucket });
  return {
    async sign(key, now, signOptions) {
      const url = await presign(key, {
        now,
        expiresInSeconds: ttl,
        ...(signOptions?.downloadFileName
          ? { responseContentDisposition: attachmentDisposition(signOptions.downloadFileName) }
          : {}),
      });
      return { url, expiresAt: new Date(now.getTime() + ttl * 1000).toISOString() };
    },
  };
}

/** CloudFront's URL-safe base64 ('+' → '-', '=' → '_', '/' → '~'). */
function cloudFrontBase64(value: Buffer): string {
  return value.toString('base64').replace(/\+/g, '-').replace(/=/g, '_').replace(/\//g, '~');
}

/** CloudFront signed URL with a canned policy (RSA-SHA1, as CloudFront requires for key groups). */
export function cloudFrontUrlSigner(options: {
  /** The distribution's domain, e.g. `d111111abcdef8.cloudfront.net` or a custom domain. */
  domain: string;
  keyPairId: string;
  privateKeyPem: string;
  expiresInSeconds?: number;
}): MediaUrlSigner {
  const ttl = options.expiresInSeconds ?? PLAYBACK_URL_TTL_SECONDS;
  return {
    async sign(key, now, signOptions) {
      const path = key.split('/').map(encodeURIComponent).join('/');
      // The disposition travels as S3's response-content-disposition override; the distribution's origin
      // request policy must forward that query string (signed into the canned policy's resource here).
      const query = signOptions?.downloadFileName
        ? `?response-content-disposition=${encodeURIComponent(attachmentDisposition(signOptions.downloadFileName))}`
        : '';
      const resource = `https://${options.domain}/${path}${query}`;
      const expires = Math.floor(now.getTime() / 1000) + ttl;
      const policy = JSON.stringify({
        Statement: [{ Resource: resource, Condition: { DateLessThan: { 'AWS:EpochTime': expires } } }],
      });
      const signature = createSign('RSA-SHA1').update(policy).sign(options.privateKeyPem);
      const url = `${resource}${query ? '&' : '?'}Expires=${expires}&Signature=${cloudFrontBase64(signature)}&Key-Pair-Id=${encodeURIComponent(options.keyPairId)}`;
      return { url, expiresAt: new Date(expires * 1000).toISOString() };
    },
  };
}

export interface PlaybackSource {
  /**
   * `stored`: our copy; `drive_link`: the Drive preview page (iframe); `processing`: not ready yet; `failed`:
   * the file was refused (damaged or not a video) and is never played (no URL).
   */
  kind: 'stored' | 'drive_link' | 'processing' | 'failed';
  url: string | null;
  expiresAt: string | null;
  /** The thumbnail to show: signed when we hold a copy, else Drive's link. */
  thumbnailUrl: string | null;
  /**
   * What the player may switch between: the proxies (1080p first, the default `url`; 540p for phones) and
   * the original where the browser plays it. Empty when there is only `url`.
   */
  alternatives: PlaybackAlternative[];
  /** The scrubbing sprite (signed) when the proxies came with one. */
  scrub: ScrubSpriteView | null;
}

type PlayableVersion = Pick<
  VideoVersion,
  'status' | 'storagePath' | 'previewUrl' | 'fileId' | 'thumbnailPath' | 'thumbnailUrl' | 'media' | 'proxy'
>;

/** The Drive preview page of a file (embeddable). */
export function drivePreviewUrl(fileId: string): string {
  return `https://drive.google.com/file/d/${encodeURIComponent(fileId)}/preview`;
}

export async function playbackSource(
  signer: MediaUrlSigner,
  version: PlayableVersion,
  now: Date,
): Promise<PlaybackSource> {
  const proxy = version.proxy;
  const thumbnailKey = version.thumbnailPath ?? (proxy?.status === 'ready' ? proxy.posterPath : null);
  const thumbnail = thumbnailKey ? await signer.sign(thumbnailKey, now) : null;
  const thumbnailUrl = thumbnail?.url ?? version.thumbnailUrl;
  const none = { alternatives: [] as PlaybackAlternative[], scrub: null };
  // Refused (damaged, not a video, or no playable copy of a source no browser plays): never played.
  if (versionRefusal(version)) return { kind: 'failed', url: null, expiresAt: null, thumbnailUrl, ...none };
  if (version.status === 'stored' && version.storagePath) {
    // Without a probe (stored before files were probed) the original is taken as playable, as it always was.
    const originalPlays = !version.media || isBrowserPlayable(version.media);
    if (proxy?.status === 'ready' && proxy.p1080Path && proxy.p540Path) {
      const sprite = proxy.sprite ?? null;
      // Both proxies come from one job with one frame clock: the player maps the version's frames onto it.
      const clock = proxy.frameClock ? { frameClock: proxy.frameClock } : {};
      const [p1080, p540, original, sheet] = await Promise.all([
        signer.sign(proxy.p1080Path, now),
        signer.sign(proxy.p540Path, now),
        originalPlays ? signer.sign(version.storagePath, now) : Promise.resolve(null),
        sprite ? signer.sign(sprite.path, now) : Promise.resolve(null),
      ]);
      return {
        kind: 'stored',
        url: p1080.url,
        expiresAt: p1080.expiresAt,
        thumbnailUrl,
        alternatives: [
          { quality: '1080p', url: p1080.url, ...clock },
          { quality: '540p', url: p540.url, ...clock },
          ...(original ? [{ quality: 'original' as const, url: original.url }] : []),
        ],
        scrub:
          sprite && sheet
            ? {
                url: sheet.url,
                intervalSeconds: sprite.intervalSeconds,
                count: sprite.count,
                columns: sprite.columns,
                tileWidth: sprite.tileWidth,
                tileHeight: sprite.tileHeight,
              }
            : null,
      };
    }
    if (!originalPlays && proxy?.status === 'processing') {
      // The browser cannot play the original: the proxy is on its way (the row shows its progress).
      return {
        kind: 'processing',
        url: version.previewUrl ?? drivePreviewUrl(version.fileId),
        expiresAt: null,
        thumbnailUrl,
        ...none,
      };
    }
    const signed = await signer.sign(version.storagePath, now);
    return { kind: 'stored', url: signed.url, expiresAt: signed.expiresAt, thumbnailUrl, ...none };
  }
  if (version.status === 'processing') {
    // Until the copy lands, the Drive preview plays (the video shows 'processing' beside it).
    return {
      kind: 'processing',
      url: version.previewUrl ?? drivePreviewUrl(version.fileId),
      expiresAt: null,
      thumbnailUrl,
      ...none,
    };
  }
  return {
    kind: 'drive_link',
    url: version.previewUrl ?? drivePreviewUrl(version.fileId),
    expiresAt: null,
    thumbnailUrl,
    ...none,
  };
}

/**
 * The playback port (editor and client): the source of a version (signed stored copy, Drive preview, or
 * processing), and a download URL (the stored original, saved under `fileName`) only for a stored copy; the
 * caller asks for it only when the owner allows downloads.
 */
export function signedPlayback(signer: MediaUrlSigner, clock: { now(): Date }) {
  return {
    async source(version: PlayableVersion) {
      const source = await playbackSource(signer, version, clock.now());
      return {
        kind: source.kind,
        url: source.url,
        thumbnailUrl: source.thumbnailUrl,
        alternatives: source.alternatives,
        scrub: source.scrub,
      };
    },
    async downloadUrl(version: PlayableVersion, fileName: string) {
      if (version.status !== 'stored' || !version.storagePath) return null;
      return (await signer.sign(version.storagePath, clock.now(), { downloadFileName: fileName })).url;
    },
  };
}
