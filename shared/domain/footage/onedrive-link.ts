/**
 * OneDrive and SharePoint sharing links, and the share id the Graph shares API takes for them.
 * - 1drv.ms short links: `/{t}/s!…` or `/{t}/c/{cid}/…`, where the type letter says what it is
 *   (`f` a folder; `v` video, `u`, `i`, `w`, `x`, `b`, `p` a file).
 * - onedrive.live.com links (`/?cid=…&id=…`, `/redir?resid=…`, `/embed?…`): the kind shows once resolved.
 * - SharePoint / OneDrive for Business: `https://{tenant}.sharepoint.com/:{t}:/{r|s|g}/…` with the same letters.
 * The share id is `u!` + the link in unpadded base64url (Graph: "Encoding sharing URLs").
 */
import type { FootageLinkKind } from './footage-source';

export interface OneDriveLink {
  kind: FootageLinkKind;
  service: 'OneDrive' | 'SharePoint';
  url: string;
}

const TYPE_LETTER_FOLDER = 'f';
const FILE_LETTERS = new Set(['v', 'u', 'i', 'w', 'x', 'b', 'p', 't']);

function kindOfLetter(letter: string): FootageLinkKind | null {
  const lower = letter.toLowerCase();
  if (lower === TYPE_LETTER_FOLDER) return 'folder';
  return FILE_LETTERS.has(lower) ? 'file' : null;
}

/** The OneDrive or SharePoint link `url` names, or null when it is not one. */
export function parseOneDriveLink(url: URL): OneDriveLink | null {
  const host = url.hostname.toLowerCase();
  if (host === '1drv.ms') {
    const match = /^\/([a-z])\/(?:s!|c\/)[A-Za-z0-9!_/-]+$/i.exec(url.pathname);
    const kind = match?.[1] ? kindOfLetter(match[1]) : null;
    return kind ? { kind, service: 'OneDrive', url: url.toString() } : null;
  }
  if (host === 'onedrive.live.com') {
    const id = url.searchParams.get('resid') ?? url.searchParams.get('id');
    if (!id && !url.searchParams.get('redeem')) return null;
    return { kind: 'item', service: 'OneDrive', url: url.toString() };
  }
  if (/^[a-z0-9-]+(-my)?\.sharepoint\.com$/.test(host)) {
    const match = /^\/:([a-z]):\/[rsg]\/.+/i.exec(url.pathname);
    const kind = match?.[1] ? kindOfLetter(match[1]) : null;
    return kind ? { kind, service: 'SharePoint', url: url.toString() } : null;
  }
  return null;
}

/** base64url without padding of the UTF-8 bytes of `text` (browser and Node: no Buffer). */
function base64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '').replace(/\//g, '_').replace(/\+/g, '-');
}

/** The Graph share id of a sharing link: `u!` + unpadded base64url of the link. */
export function oneDriveShareId(link: string): string {
  return `u!${base64Url(link)}`;
}
