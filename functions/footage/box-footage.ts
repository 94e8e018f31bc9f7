/**
 * Box shared links through Box's API: `GET /shared_items` with the `BoxApi: shared_link=…` header resolves the
 * link to a file or a folder, `GET /folders/{id}/items` lists a folder (every page by offset), and
 * `GET /files/{id}/content` redirects to the bytes (dl.boxcloud.com). The BoxApi header (and the app's token)
 * go to the API only, never along the redirect.
 */
import * as z from '../platform/zod';
import { boxSharedLinkHeader } from '../../shared/domain/footage/box-link';
import { FOOTAGE_LIMITS } from '../../shared/domain/footage/footage-media';
import { bearer, checkedMedia, footageJson, footageRequest, type FootageHttp } from './footage-http';
import type { SecretText } from '../platform/aws/cached-secret';
import { footageFile, listed, listingFailed, lookAtFile, videoEntries } from './footage-listing';
import { FootageRefusedError, type FootageSourceAdapter } from './footage-port';

export const BOX_API_ROOT = 'https://api.box.com/2.0';

export interface BoxFootageOptions {
  http: FootageHttp;
  root?: string;
  /** The app's Box token, read when a call needs it. */
  token?: SecretText;
}

const itemSchema = z.object({
  type: z.string(),
  id: z.string(),
  name: z.string(),
  size: z.optional(z.number()),
});
const pageSchema = z.object({
  entries: z.array(itemSchema),
  total_count: z.number(),
  offset: z.number(),
  limit: z.number(),
});

const WHAT = 'Box';
const PAGE = 1000;
const FIELDS = 'type,id,name,size';

export function boxFootage(options: BoxFootageOptions): FootageSourceAdapter {
  const root = options.root ?? BOX_API_ROOT;
  const headersFor = async (link: string): Promise<Record<string, string>> => ({
    BoxApi: boxSharedLinkHeader(link),
    ...(await bearer(options.token)),
  });
  const resolve = async (link: string) =>
    footageJson(
      options.http,
      `${root}/shared_items?fields=${FIELDS}`,
      { headers: await headersFor(link) },
      itemSchema,
      WHAT,
    );
  const contentUrl = (id: string) => `${root}/files/${encodeURIComponent(id)}/content`;

  async function folderFiles(link: string, folderId: string) {
    const files: z.infer<typeof itemSchema>[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const page = await footageJson(
        options.http,
        `${root}/folders/${encodeURIComponent(folderId)}/items?fields=${FIELDS}&limit=${PAGE}&offset=${offset}`,
        { headers: await headersFor(link) },
        pageSchema,
        WHAT,
      );
      files.push(...page.entries.filter((e) => e.type === 'file'));
      if (page.entries.length === 0 || offset + PAGE >= page.total_count) return files;
    }
  }

  return {
    async list(link) {
      try {
        const item = await resolve(link.url);
        if (item.type === 'folder') {
          const files = (await folderFiles(link.url, item.id)).map((f) => ({
            id: f.id,
            name: f.name,
            size: f.size ?? null,
            mimeType: null,
          }));
          return listed(
            videoEntries(files, options.http.maxBytes).map((f) => footageFile('box', link.url, f.id, f)),
          );
        }
        const limit = options.http.maxBytes ?? FOOTAGE_LIMITS.maxBytes;
        if ((item.size ?? 0) > limit)
          throw new FootageRefusedError('too_large', `${WHAT}: ${item.size} bytes`);
        const looked = await lookAtFile(
          options.http,
          contentUrl(item.id),
          { headers: await headersFor(link.url) },
          item.name,
          WHAT,
        );
        return listed([footageFile('box', link.url, item.id, { ...looked, name: item.name })]);
      } catch (error) {
        return listingFailed(error);
      }
    },
    media: (link) => ({
      async openMedia(item, media = {}) {
        const id = item === '' ? (await resolve(link)).id : item;
        const response = await footageRequest(options.http, contentUrl(id), {
          headers: {
            ...(await headersFor(link)),
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
