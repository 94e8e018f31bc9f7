/**
 * Box shared links: `https://app.box.com/s/{shared name}` or an enterprise's `https://{company}.app.box.com/s/…`
 * (and custom `/v/{name}` vanity links). A shared link names a file or a folder; Box says which when the link
 * is resolved (`GET /2.0/shared_items` with the `BoxApi: shared_link=…` header).
 */
export interface BoxLink {
  kind: 'item';
  url: string;
}

const HOST = /^(?:[a-z0-9-]+\.)?app\.box\.com$/;
const PATH = /^\/(?:s|v)\/[A-Za-z0-9_-]+\/?$/;

/** The Box shared link `url` names, or null when it is not one. */
export function parseBoxLink(url: URL): BoxLink | null {
  if (!HOST.test(url.hostname.toLowerCase()) || !PATH.test(url.pathname)) return null;
  return { kind: 'item', url: `https://${url.hostname.toLowerCase()}${url.pathname.replace(/\/$/, '')}` };
}

/** The header Box's API reads a shared link from (a password would follow as `&shared_link_password=`). */
export function boxSharedLinkHeader(link: string): string {
  return `shared_link=${link}`;
}
