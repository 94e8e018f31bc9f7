/**
 * Dropbox shared links. Files: `/scl/fi/{id}/{name}?rlkey={key}` (the current form; `rlkey` is part of the
 * link's secret) and the older `/s/{id}/{name}`; folders: `/scl/fo/{id}/{key}?rlkey={key}` and `/sh/{id}/{key}`.
 * The canonical link keeps `rlkey` (and `st`, which some links carry) and drops `dl`/`raw`: the adapter adds
 * `dl=1` to download.
 */
import type { FootageLinkKind } from './footage-source';

export interface DropboxLink {
  kind: Exclude<FootageLinkKind, 'item'>;
  /** The shared link without `dl`/`raw`. */
  url: string;
}

const HOSTS = new Set(['www.dropbox.com', 'dropbox.com']);
const ID = '[A-Za-z0-9_-]+';
const FORMS: ReadonlyArray<{ pattern: RegExp; kind: DropboxLink['kind']; needsKey: boolean }> = [
  { pattern: new RegExp(`^/scl/fi/${ID}/[^/]+$`), kind: 'file', needsKey: true },
  { pattern: new RegExp(`^/scl/fo/${ID}/${ID}$`), kind: 'folder', needsKey: true },
  { pattern: new RegExp(`^/s/${ID}/[^/]+$`), kind: 'file', needsKey: false },
  { pattern: new RegExp(`^/sh/${ID}/${ID}$`), kind: 'folder', needsKey: false },
];
const KEPT_PARAMS = ['rlkey', 'st'];

/** The Dropbox link `url` names, or null when it is not one. */
export function parseDropboxLink(url: URL): DropboxLink | null {
  if (!HOSTS.has(url.hostname.toLowerCase())) return null;
  const path = url.pathname.replace(/\/+$/, '');
  const form = FORMS.find((f) => f.pattern.test(path));
  if (!form) return null;
  if (form.needsKey && !url.searchParams.get('rlkey')) return null;
  const canonical = new URL(`https://www.dropbox.com${path}`);
  for (const name of KEPT_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) canonical.searchParams.set(name, value);
  }
  return { kind: form.kind, url: canonical.toString() };
}

/** The direct-download form of a shared link (`dl=1`): Dropbox answers with the file's bytes. */
export function dropboxDownloadUrl(link: string): string {
  const url = new URL(link);
  url.searchParams.set('dl', '1');
  return url.toString();
}
