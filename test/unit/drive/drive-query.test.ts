import { describe, expect, it } from 'vitest';
import { DriveQueryError, parseDriveQuery } from '../../../infra/local/drive-stand-in/drive-query';
import { videoExtensionQuery, videoMimeQuery } from '../../../functions/google-drive/drive-video-filter';

const file = (
  over: Partial<{ name: string; mimeType: string; parents: string[]; trashed: boolean }> = {},
) => ({
  name: 'cut.mp4',
  mimeType: 'video/mp4',
  parents: ['folder-a'],
  trashed: false,
  ...over,
});

describe('Drive stand-in query language', () => {
  it('evaluates the import MIME query', () => {
    const q = parseDriveQuery(videoMimeQuery('folder-a'));
    expect(q(file())).toBe(true);
    expect(q(file({ mimeType: 'video/quicktime' }))).toBe(true);
    expect(q(file({ mimeType: 'application/pdf' }))).toBe(false);
    expect(q(file({ parents: ['folder-b'] }))).toBe(false);
    expect(q(file({ trashed: true }))).toBe(false);
  });

  it('evaluates the name-extension fallback query, case-insensitively', () => {
    const q = parseDriveQuery(videoExtensionQuery('folder-a'));
    expect(q(file({ name: 'A001.MOV', mimeType: 'application/octet-stream' }))).toBe(true);
    expect(q(file({ name: 'notes.txt', mimeType: 'text/plain' }))).toBe(false);
  });

  it('handles not, or precedence, parentheses and escaped quotes', () => {
    expect(parseDriveQuery("name = 'a' or name = 'b' and trashed = true")(file({ name: 'a' }))).toBe(true);
    expect(parseDriveQuery("(name = 'a' or name = 'b') and trashed = true")(file({ name: 'a' }))).toBe(false);
    expect(parseDriveQuery("not name contains 'cut'")(file())).toBe(false);
    expect(parseDriveQuery("name = 'it\\'s.mp4'")(file({ name: "it's.mp4" }))).toBe(true);
    expect(parseDriveQuery("mimeType != 'video/mp4'")(file())).toBe(false);
    expect(parseDriveQuery('')(file())).toBe(true);
  });

  it.each([
    "'a' in children",
    "owners contains 'x'",
    "name = 'unterminated",
    "(name = 'a'",
    "name = 'a' name = 'b'",
    'trashed = maybe',
    "name ~ 'x'",
  ])('refuses %s', (q) => {
    expect(() => parseDriveQuery(q)).toThrow(DriveQueryError);
  });
});
