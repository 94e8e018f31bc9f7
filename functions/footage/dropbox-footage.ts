/**
 * Dropbox shared links. A shared file is read through its direct-download form (`dl=1`: Dropbox redirects to
 * its content host); a shared folder is listed with the API's `files/list_folder` (with `shared_link`, every
 * page) and a file inside it read with `sharing/get_shared_link_file`. Those two API calls need the app's token;
 * the direct download needs none. Every request goes through the guarded fetch.
 */
import * as z from '../platform/zod';
import { dropboxDownloadUrl } from '../../shared/domain/footage/dropbox-link';
import {
  bearer,
  checkedMedia,
  footageJson,
  footageRequest,
  nameFromUrl,
  type FootageHttp,
} from './footage-http';
import type { SecretText } from '../platform/aws/cached-secret';
import { footageFile, listed, listingFailed, lookAtFile, videoEntries } from './footage-listing';
import type { FootageSourceAdapter } from './footage-port';
import type { OpenMediaOptions } from '../google-drive';

export interface DropboxRoots {
  /** www.dropbox.com (shared links). */
  www: string;
  /** api.dropboxapi.com (RPC endpoints). */
  api: string;
  /** content.dropboxapi.com (content endpoints). */
  content: string;
}

export const DROPBOX_ROOTS: DropboxRoots = {
  www: 'https://www.dropbox.com',
  api: 'https://api.dropboxapi.com',
  content: 'https://content.dropboxapi.com',
};

export interface DropboxFootageOptions {
  http: FootageHttp;
  roots?: DropboxRoots;
  /** The app's access token for the API calls (folders), read when a call needs it; absent: folders cannot be listed. */
  token?: SecretText;
}

const entrySchema = z.object({
  '.tag': z.string(),
  name: z.string(),
  size: z.optional(z.int()),
});
const pageSchema = z.object({ entries: z.array(entrySchema), cursor: z.string(), has_more: z.boolean() });

const WHAT = 'Dropbox';

/** The shared link's request at `roots.www` (the stand-in locally). */
function atWww(roots: DropboxRoots, link: string): string {
  const url = new URL(link);
  return `${roots.www}${url.pathname}${url.search}`;
}

/** A header value in ASCII: Dropbox reads `Dropbox-API-Arg` as JSON with non-ASCII escaped. */
function apiArg(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function dropboxFootage(options: DropboxFootageOptions): FootageSourceAdapter {
  const roots = options.roots ?? DROPBOX_ROOTS;
  const authHeader = () => bearer(options.token);

  async function listFolder(link: string) {
    const auth = await authHeader();
    const files: Array<{ name: string; size: number | null; mimeType: null }> = [];
    let page = await footageJson(
      options.http,
      `${roots.api}/2/files/list_folder`,
      {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: '', shared_link: { url: link } }),
      },
      pageSchema,
      WHAT,
    );
    for (;;) {
      for (const e of page.entries) {
        if (e['.tag'] === 'file') files.push({ name: e.name, size: e.size ?? null, mimeType: null });
      }
      if (!page.has_more) return files;
      page = await footageJson(
        options.http,
        `${roots.api}/2/files/list_folder/continue`,
        {
          method: 'POST',
          headers: { ...auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ cursor: page.cursor }),
        },
        pageSchema,
        WHAT,
      );
    }
  }

  async function open(link: string, item: string, media: OpenMediaOptions) {
    const range: Record<string, string> = media.range
      ? { Range: `bytes=${media.range.start}-${media.range.end ?? ''}` }
      : {};
    const signal = media.signal ? { signal: media.signal } : {};
    const response =
      item === ''
        ? await footageRequest(options.http, atWww(roots, dropboxDownloadUrl(link)), {
            headers: range,
            ...signal,
          })
        : await footageRequest(options.http, `${roots.content}/2/sharing/get_shared_link_file`, {
            method: 'POST',
            headers: {
              ...(await authHeader()),
              ...range,
              'Dropbox-API-Arg': apiArg({ url: link, path: item }),
            },
            ...signal,
          });
    return checkedMedia(options.http, response, WHAT);
  }

  return {
    async list(link) {
      try {
        if (link.kind === 'file') {
          const entry = await lookAtFile(
            options.http,
            atWww(roots, dropboxDownloadUrl(link.url)),
            {},
            nameFromUrl(link.url) || 'video',
            WHAT,
          );
          return listed([footageFile('dropbox', link.url, '', entry)]);
        }
        const videos = videoEntries(await listFolder(link.url), options.http.maxBytes);
        return listed(videos.map((v) => footageFile('dropbox', link.url, `/${v.name}`, v)));
      } catch (error) {
        return listingFailed(error);
      }
    },
    media: (link) => ({
      openMedia: (item, media = {}) => open(link, item, media),
      fetchThumbnail: () => Promise.resolve(null),
    }),
  };
}
