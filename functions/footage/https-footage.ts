/**
 * A plain https link to a video file: looked at with a ranged GET (size, type, first bytes), copied with a GET,
 * both through the guarded fetch. Locally a configured host stands for the footage stand-in (`rewrite`).
 */
import { nameFromUrl, checkedMedia, footageRequest, type FootageHttp } from './footage-http';
import { footageFile, listed, listingFailed, lookAtFile } from './footage-listing';
import type { FootageSourceAdapter } from './footage-port';

export interface HttpsFootageOptions {
  http: FootageHttp;
  /** Where a link is really fetched from (the stand-in locally); default the link itself. */
  rewrite?: (link: string) => string;
}

const WHAT = 'The video link';

export function httpsFootage(options: HttpsFootageOptions): FootageSourceAdapter {
  const at = options.rewrite ?? ((link: string) => link);
  return {
    async list(link) {
      try {
        const entry = await lookAtFile(
          options.http,
          at(link.url),
          {},
          nameFromUrl(link.url) || 'video',
          WHAT,
        );
        return listed([footageFile('https', link.url, '', entry)]);
      } catch (error) {
        return listingFailed(error);
      }
    },
    media: (link) => ({
      async openMedia(_item, media = {}) {
        const response = await footageRequest(options.http, at(link), {
          ...(media.range
            ? { headers: { Range: `bytes=${media.range.start}-${media.range.end ?? ''}` } }
            : {}),
          ...(media.signal ? { signal: media.signal } : {}),
        });
        return checkedMedia(options.http, response, WHAT);
      },
      fetchThumbnail: () => Promise.resolve(null),
    }),
  };
}
