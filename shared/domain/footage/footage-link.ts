/**
 * The one reading of a footage link, shared by the import wizard (to say what it recognised) and the server
 * (to resolve it): a Google Drive folder or file, a Dropbox, OneDrive/SharePoint or Box shared link, or a plain
 * https link to a video file. The input is trimmed; a bare Drive folder id is still a Drive folder.
 * Never throws; a link it cannot import carries the text to show.
 */
import { FOOTAGE_MESSAGES } from '../../messages/footage-messages';
import { IMPORT_MESSAGES } from '../../messages/import-messages';
import { parseDriveFileLink } from '../drive-file-link';
import { parseDriveFolderLink } from '../drive-folder-link';
import { parseBoxLink } from './box-link';
import { parseDropboxLink } from './dropbox-link';
import {
  footageLinkLabel,
  type FootageLinkKind,
  type FootageService,
  type FootageSource,
} from './footage-source';
import { parseOneDriveLink } from './onedrive-link';

export interface FootageLink {
  readonly ok: true;
  readonly source: FootageSource;
  readonly kind: FootageLinkKind;
  readonly service: FootageService;
  /** 'Dropbox file', 'OneDrive folder', 'Box shared link', … */
  readonly label: string;
  /** The canonical link (Drive: its folder or file id). */
  readonly url: string;
  /** Google Drive only: the folder or file id. */
  readonly driveId?: string;
}

export type FootageLinkError = 'empty' | 'not_a_link' | 'not_https' | 'unsupported' | 'invalid_drive';

export type FootageLinkResult =
  FootageLink | { readonly ok: false; readonly error: FootageLinkError; readonly message: string };

const MAX_LINK_LENGTH = 2048;
const DRIVE_HOSTS = new Set(['drive.google.com', 'docs.google.com']);

function found(
  source: FootageSource,
  service: FootageService,
  kind: FootageLinkKind,
  url: string,
  driveId?: string,
): FootageLink {
  return {
    ok: true,
    source,
    kind,
    service,
    label: footageLinkLabel(service, kind),
    url,
    ...(driveId ? { driveId } : {}),
  };
}

function refused(error: FootageLinkError): FootageLinkResult {
  const message = {
    empty: FOOTAGE_MESSAGES.linkRequired,
    not_a_link: FOOTAGE_MESSAGES.notALink,
    not_https: FOOTAGE_MESSAGES.httpsOnly,
    unsupported: FOOTAGE_MESSAGES.unsupported,
    invalid_drive: IMPORT_MESSAGES.folderUrlInvalid,
  }[error];
  return { ok: false, error, message };
}

function driveLink(value: string): FootageLinkResult | null {
  const folder = parseDriveFolderLink(value);
  if (folder.ok && folder.form !== 'id_query')
    return found('drive', 'Google Drive', 'folder', value, folder.folderId);
  const file = parseDriveFileLink(value, 'add');
  if (file.ok) return found('drive', 'Google Drive', 'file', value, file.fileId);
  if (folder.ok) return found('drive', 'Google Drive', 'folder', value, folder.folderId);
  return null;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** What a pasted link names; never throws. */
export function parseFootageLink(input: string): FootageLinkResult {
  const value = input.trim();
  if (value === '') return refused('empty');
  if (value.length > MAX_LINK_LENGTH) return refused('unsupported');
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    const bare = parseDriveFolderLink(value);
    return bare.ok ? found('drive', 'Google Drive', 'folder', value, bare.folderId) : refused('not_a_link');
  }
  const url = parseUrl(value);
  if (!url || !url.hostname) return refused('not_a_link');
  if (url.protocol !== 'https:')
    return url.protocol === 'http:' ? refused('not_https') : refused('unsupported');
  if (url.username || url.password) return refused('unsupported');
  if (DRIVE_HOSTS.has(url.hostname.toLowerCase())) return driveLink(value) ?? refused('invalid_drive');
  const dropbox = parseDropboxLink(url);
  if (dropbox) return found('dropbox', 'Dropbox', dropbox.kind, dropbox.url);
  const oneDrive = parseOneDriveLink(url);
  if (oneDrive) return found('onedrive', oneDrive.service, oneDrive.kind, oneDrive.url);
  const box = parseBoxLink(url);
  if (box) return found('box', 'Box', box.kind, box.url);
  if (isServiceHost(url.hostname)) return refused('unsupported');
  if (url.pathname === '/' || url.pathname === '') return refused('unsupported');
  url.hash = '';
  return found('https', 'Web', 'file', url.toString());
}

/** A storage service's own host whose link is not one of the forms above (a login page, a preview): not a file. */
function isServiceHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    /(^|\.)dropbox\.com$/.test(host) ||
    host === '1drv.ms' ||
    host.endsWith('onedrive.live.com') ||
    host.endsWith('.sharepoint.com') ||
    /(^|\.)box\.com$/.test(host) ||
    /(^|\.)google\.com$/.test(host)
  );
}
