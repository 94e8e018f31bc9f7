import { describe, expect, it } from 'vitest';
import { parseFootageLink } from '../../../shared/domain/footage/footage-link';
import { dropboxDownloadUrl } from '../../../shared/domain/footage/dropbox-link';
import { oneDriveShareId } from '../../../shared/domain/footage/onedrive-link';
import { FOOTAGE_MESSAGES } from '../../../shared/messages/footage-messages';
import { IMPORT_MESSAGES } from '../../../shared/messages/import-messages';

function recognised(input: string) {
  const result = parseFootageLink(input);
  if (!result.ok) throw new Error(`not recognised: ${input}: ${result.message}`);
  return result;
}

describe('footage links: each source recognised from its real link shapes', () => {
  it.each([
    [
      'https://www.dropbox.com/scl/fi/k2x9q7abcd1234efgh567/cut-v3.mov?rlkey=a1b2c3d4e5f6g7h8i9j0klmno&st=xyz12345&dl=0',
      'dropbox',
      'file',
      'Dropbox file',
    ],
    ['https://www.dropbox.com/s/abc123def456gh/interview.mp4?dl=0', 'dropbox', 'file', 'Dropbox file'],
    [
      'https://www.dropbox.com/scl/fo/9r8q7p6o5n4m3l2k1j0ih/AAB-cdEfGhIjKlMnOpQrStUvW?rlkey=zyxw9876vuts5432rqpo1nmlk&dl=0',
      'dropbox',
      'folder',
      'Dropbox folder',
    ],
    [
      'https://www.dropbox.com/sh/a1b2c3d4e5f6g7h/AADs8aB9cD0eF1gH2iJ3kL4ma?dl=0',
      'dropbox',
      'folder',
      'Dropbox folder',
    ],
    ['https://1drv.ms/v/s!AkUXkXbqkdv1gQ5fZsR8p2bU0hYq', 'onedrive', 'file', 'OneDrive file'],
    ['https://1drv.ms/f/s!AkUXkXbqkdv1gQ6aBcDeFgHiJkLm', 'onedrive', 'folder', 'OneDrive folder'],
    ['https://1drv.ms/v/c/8f2a1e3b4c5d6e7f/EaBcDeFgHiJkLmNoPqRsTuV', 'onedrive', 'file', 'OneDrive file'],
    [
      'https://onedrive.live.com/?cid=F5DB91EA769117B5&id=F5DB91EA769117B5%21142&authkey=%21AJ3kLmNoP',
      'onedrive',
      'item',
      'OneDrive shared link',
    ],
    [
      'https://contoso.sharepoint.com/:v:/s/Marketing/EVb3xYz1AbCdEfGhIjKlMnOBc4dE5fG6hI7jK8lM9nO0pQ?e=AbC123',
      'onedrive',
      'file',
      'SharePoint file',
    ],
    [
      'https://contoso-my.sharepoint.com/:f:/g/personal/ana_contoso_com/EsT9uVwXyZaBcDeFgHiJkLm?e=Xy7Zq1',
      'onedrive',
      'folder',
      'SharePoint folder',
    ],
    ['https://app.box.com/s/7xk2m9qp4w1zr8t6v3yb5nc0ejdh1fga', 'box', 'item', 'Box shared link'],
    ['https://studio.app.box.com/s/3fgh8jk2lmn5pqr7stu9vwx1yz0abcde', 'box', 'item', 'Box shared link'],
    ['https://cdn.example-studio.com/renders/final/cut.mov', 'https', 'file', 'Video file link (https)'],
    [
      'https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOpQrStUvWxYz012345',
      'drive',
      'folder',
      'Google Drive folder',
    ],
    [
      'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view?usp=sharing',
      'drive',
      'file',
      'Google Drive file',
    ],
    ['1AbCdEfGhIjKlMnOpQrStUvWxYz012345', 'drive', 'folder', 'Google Drive folder'],
  ])('%s is a %s %s', (input, source, kind, label) => {
    const link = recognised(input);
    expect([link.source, link.kind, link.label]).toEqual([source, kind, label]);
  });

  it('a Dropbox link keeps its rlkey and drops dl, and downloads with dl=1', () => {
    const link = recognised('https://www.dropbox.com/scl/fi/k2x9q7abcd/cut.mov?rlkey=secretkey123&dl=0');
    expect(link.url).toBe('https://www.dropbox.com/scl/fi/k2x9q7abcd/cut.mov?rlkey=secretkey123');
    expect(dropboxDownloadUrl(link.url)).toBe(
      'https://www.dropbox.com/scl/fi/k2x9q7abcd/cut.mov?rlkey=secretkey123&dl=1',
    );
  });

  it('a Dropbox scl link without its rlkey is not importable', () => {
    const result = parseFootageLink('https://www.dropbox.com/scl/fi/k2x9q7abcd/cut.mov?dl=0');
    expect(result).toMatchObject({ ok: false, error: 'unsupported', message: FOOTAGE_MESSAGES.unsupported });
  });

  it('the OneDrive share id is u! and the unpadded base64url of the link (Graph example)', () => {
    // Microsoft Graph's documented example: "Encoding sharing URLs".
    expect(
      oneDriveShareId('https://onedrive.live.com/redir?resid=1231244193912!12&authKey=1201919!12921!1'),
    ).toBe(
      'u!aHR0cHM6Ly9vbmVkcml2ZS5saXZlLmNvbS9yZWRpcj9yZXNpZD0xMjMxMjQ0MTkzOTEyITEyJmF1dGhLZXk9MTIwMTkxOSExMjkyMSEx',
    );
    expect(oneDriveShareId('https://1drv.ms/v/s!A?>')).not.toMatch(/[+/=]/);
  });

  it.each([
    ['', 'empty', FOOTAGE_MESSAGES.linkRequired],
    ['   ', 'empty', FOOTAGE_MESSAGES.linkRequired],
    ['not a link at all', 'not_a_link', FOOTAGE_MESSAGES.notALink],
    ['http://cdn.example.com/cut.mov', 'not_https', FOOTAGE_MESSAGES.httpsOnly],
    ['ftp://files.example.com/cut.mov', 'unsupported', FOOTAGE_MESSAGES.unsupported],
    ['https://user:pw@cdn.example.com/cut.mov', 'unsupported', FOOTAGE_MESSAGES.unsupported],
    ['https://www.dropbox.com/home/Footage', 'unsupported', FOOTAGE_MESSAGES.unsupported],
    ['https://app.box.com/folder/12345', 'unsupported', FOOTAGE_MESSAGES.unsupported],
    ['https://cdn.example.com/', 'unsupported', FOOTAGE_MESSAGES.unsupported],
    ['https://drive.google.com/drive/my-drive', 'invalid_drive', IMPORT_MESSAGES.folderUrlInvalid],
  ])('%j cannot be imported (%s) and says why', (input, error, message) => {
    expect(parseFootageLink(input)).toEqual({ ok: false, error, message });
  });
});
