/**
 * OneDrive and SharePoint sharing links through Microsoft Graph's shares API: the link becomes a share id
 * (`u!` + base64url, shared/domain/footage/onedrive-link.ts); `GET /shares/{id}/driveItem` says whether it is a
 * file or a folder, `/driveItem/children` lists a folder (every page, `@odata.nextLink`), and
 * `/driveItem/content` or `/items/{item}/content` redirect to the bytes. `Prefer: redeemSharingLink` asks Graph
 * to honour the link's own permission. The token (an app's) goes to Graph only, never along the redirect.
 */
import * as z from '../platform/zod';
import { oneDriveShareId } from '../../shared/domain/footage/onedrive-link';
import { FOOTAGE_LIMITS } from '../../shared/domain/footage/footage-media';
import { bearer, checkedMedia, footageJson, footageRequest, type FootageHttp } from './footage-http';
import type { SecretText } from '../platform/aws/cached-secret';
import { footageFile, listed, listingFailed, lookAtFile, videoEntries } from './footage-listing';
import { FootageRefusedError, type FootageSourceAdapter } from './footage-port';

export const GRAPH_ROOT = 'https://graph.microsoft.com/v1.0';

export interface OneDriveFootageOptions {
  http: FootageHttp;
  /** Graph's root (the stand-in locally). */
  root?: string;
  /** The app's Graph token, read when a call needs it. */
  token?: SecretText;
}

const itemSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.optional(z.number()),
  file: z.optional(z.object({ mimeType: z.optional(z.string()) })),
  folder: z.optional(z.object({ childCount: z.optional(z.number()) })),
});
const childrenSchema = z.object({
  value: z.array(itemSchema),
  '@odata.nextLink': z.optional(z.string()),
});

const WHAT = 'OneDrive';

export function oneDriveFootage(options: OneDriveFootageOptions): FootageSourceAdapter {
  const root = options.root ?? GRAPH_ROOT;
  const headersOf = async (): Promise<Record<string, string>> => ({
    Prefer: 'redeemSharingLink',
    ...(await bearer(options.token)),
  });
  const shares = (link: string) => `${root}/shares/${oneDriveShareId(link)}`;
  const contentUrl = (link: string, item: string) =>
    item === ''
      ? `${shares(link)}/driveItem/content`
      : `${shares(link)}/items/${encodeURIComponent(item)}/content`;

  async function children(link: string) {
    const headers = await headersOf();
    const items: z.infer<typeof itemSchema>[] = [];
    let next: string | undefined = `${shares(link)}/driveItem/children?$top=200`;
    while (next) {
      const page: z.infer<typeof childrenSchema> = await footageJson(
        options.http,
        next,
        { headers },
        childrenSchema,
        WHAT,
      );
      items.push(...page.value);
      next = page['@odata.nextLink'];
    }
    return items;
  }

  const entry = (item: z.infer<typeof itemSchema>) => ({
    name: item.name,
    size: item.size ?? null,
    mimeType: item.file?.mimeType ?? null,
  });

  return {
    async list(link) {
      try {
        const headers = await headersOf();
        const item = await footageJson(
          options.http,
          `${shares(link.url)}/driveItem`,
          { headers },
          itemSchema,
          WHAT,
        );
        if (item.folder) {
          const files = (await children(link.url))
            .filter((c) => c.file)
            .map((c) => ({ ...entry(c), id: c.id }));
          return listed(
            videoEntries(files, options.http.maxBytes).map((f) => footageFile('onedrive', link.url, f.id, f)),
          );
        }
        const limit = options.http.maxBytes ?? FOOTAGE_LIMITS.maxBytes;
        if ((item.size ?? 0) > limit)
          throw new FootageRefusedError('too_large', `${WHAT}: ${item.size} bytes`);
        const looked = await lookAtFile(options.http, contentUrl(link.url, ''), { headers }, item.name, WHAT);
        return listed([footageFile('onedrive', link.url, '', { ...looked, name: item.name })]);
      } catch (error) {
        return listingFailed(error);
      }
    },
    media: (link) => ({
      async openMedia(item, media = {}) {
        const response = await footageRequest(options.http, contentUrl(link, item), {
          headers: {
            ...(await headersOf()),
            ...(media.range ? { Range: `bytes=${media.range.start}-${media.range.end ?? ''}` } : {}),
          },
          ...(media.signal ? { signal: media.signal } : {}),
        });
        return checkedMedia(options.http, response, WHAT);
      },
      fetchThumbnail: () => Promise.resolve(null),
    }),
  };
}
