import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  driveFilePreviewUrl,
  driveFileViewUrl,
  parseDriveFileLink,
} from '../../../shared/domain/drive-file-link';
import { driveFolderUrl, parseDriveFolderLink } from '../../../shared/domain/drive-folder-link';

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split('');
const idOf = (min: number, max = 60) =>
  fc.array(fc.constantFrom(...ID_CHARS), { minLength: min, maxLength: max }).map((a) => a.join(''));
const ID_RE = /^[A-Za-z0-9_-]+$/;

/** Strings built from the pieces the parsers look for, mixed with noise (more hits than random text). */
const piece = fc.oneof(
  fc.constantFrom(
    '/folders/',
    '?id=',
    '&id=',
    'id=',
    '/file/d/',
    'open?id=',
    '/file/u/',
    '/d/',
    'https://drive.google.com',
    '/',
    ' ',
    '\n',
    '%2F',
    'é',
    '\u0000',
    '😀',
    '\ud800',
  ),
  idOf(1, 30),
  fc.nat(20).map(String),
  fc.string({ maxLength: 10 }),
);
const anyInput = fc.oneof(
  fc.array(piece, { maxLength: 8 }).map((a) => a.join('')),
  fc.string({ maxLength: 200 }),
);

const FOLDER_INVALID = 'Invalid Google Drive folder URL. Please check the format and try again.';
const FOLDER_EMPTY = 'Please enter a Google Drive folder URL.';

describe('parseDriveFolderLink', () => {
  it('takes the id from a /folders/ path (10+ chars)', () => {
    expect(parseDriveFolderLink('https://drive.google.com/drive/folders/1AbCdEfGhIj?usp=sharing')).toEqual({
      ok: true,
      folderId: '1AbCdEfGhIj',
      form: 'folder_path',
    });
    expect(parseDriveFolderLink('https://drive.google.com/drive/u/0/folders/abcdefghij').ok).toBe(true);
    expect(parseDriveFolderLink('https://drive.google.com/drive/folders/abcdefghi')).toMatchObject({
      ok: false,
      error: 'invalid',
      message: FOLDER_INVALID,
    });
  });
  it('takes the id from an id= query (10+ chars)', () => {
    expect(parseDriveFolderLink('https://drive.google.com/open?id=abcdefghij')).toEqual({
      ok: true,
      folderId: 'abcdefghij',
      form: 'id_query',
    });
    expect(parseDriveFolderLink('https://drive.google.com/open?x=1&id=abcdefghij_-').ok).toBe(true);
    expect(parseDriveFolderLink('https://drive.google.com/open?id=abcdefghi').ok).toBe(false);
  });
  it('accepts a bare id of 25+ chars only', () => {
    const id25 = 'a'.repeat(24) + '-';
    expect(parseDriveFolderLink(`  ${id25}  `)).toEqual({ ok: true, folderId: id25, form: 'bare_id' });
    expect(parseDriveFolderLink('a'.repeat(24)).ok).toBe(false);
    expect(parseDriveFolderLink(`${'a'.repeat(25)}!`).ok).toBe(false);
  });
  it('says empty for blank input', () => {
    expect(parseDriveFolderLink('   ')).toEqual({ ok: false, error: 'empty', message: FOLDER_EMPTY });
    expect(parseDriveFolderLink('')).toMatchObject({ error: 'empty' });
  });
  it('round-trips generated folder links of every form', () => {
    fc.assert(
      fc.property(idOf(25), (id) => {
        expect(parseDriveFolderLink(driveFolderUrl(id))).toEqual({
          ok: true,
          folderId: id,
          form: 'folder_path',
        });
        expect(parseDriveFolderLink(`https://drive.google.com/open?id=${id}`)).toMatchObject({
          folderId: id,
        });
        expect(parseDriveFolderLink(id)).toEqual({ ok: true, folderId: id, form: 'bare_id' });
      }),
    );
    fc.assert(
      fc.property(idOf(10, 24), (id) => {
        expect(parseDriveFolderLink(`https://drive.google.com/drive/folders/${id}`)).toMatchObject({
          folderId: id,
        });
        expect(parseDriveFolderLink(id).ok).toBe(false);
      }),
    );
  });
  it('never throws and accepts only documented forms on any string', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const r = parseDriveFolderLink(input);
        const v = input.trim();
        if (!r.ok) {
          return r.error === 'empty'
            ? v === '' && r.message === FOLDER_EMPTY
            : v !== '' && r.message === FOLDER_INVALID;
        }
        if (!ID_RE.test(r.folderId)) return false;
        switch (r.form) {
          case 'folder_path':
            return r.folderId.length >= 10 && v.includes(`/folders/${r.folderId}`);
          case 'id_query':
            return (
              r.folderId.length >= 10 && (v.includes(`?id=${r.folderId}`) || v.includes(`&id=${r.folderId}`))
            );
          case 'bare_id':
            return r.folderId.length >= 25 && v === r.folderId;
        }
      }),
      { numRuns: 3000 },
    );
  });
  it('finds ids hidden in arbitrary surrounding text only through a documented form', () => {
    fc.assert(
      fc.property(fc.string(), idOf(10), fc.string(), (before, id, after) => {
        const r = parseDriveFolderLink(`${before}${id}${after}`);
        return !r.ok || r.form !== 'bare_id' || r.folderId === `${before}${id}${after}`.trim();
      }),
    );
  });
});

const FILE_EMPTY = 'Please enter a valid Google Drive URL.';
const FILE_INVALID_UPDATE = 'Invalid Google Drive URL format.';
const FILE_INVALID_ADD = 'The URL does not seem to be a valid Google Drive file link.';

describe('parseDriveFileLink', () => {
  const id = '1aBcDeFgHiJkLmNoPqRsTuVwXyZ';
  it('takes the id from /file/d/, open?id= and /file/u/{n}/d/', () => {
    expect(parseDriveFileLink(`https://drive.google.com/file/d/${id}/view?usp=sharing`, 'add')).toEqual({
      ok: true,
      fileId: id,
      form: 'file_d',
    });
    expect(parseDriveFileLink(`https://drive.google.com/open?id=${id}`, 'add')).toEqual({
      ok: true,
      fileId: id,
      form: 'open_id',
    });
    expect(parseDriveFileLink(`https://drive.google.com/file/u/2/d/${id}/view`, 'update')).toEqual({
      ok: true,
      fileId: id,
      form: 'file_u_d',
    });
  });
  it('needs 25+ id characters', () => {
    expect(parseDriveFileLink(`https://drive.google.com/file/d/${'x'.repeat(24)}/view`, 'update')).toEqual({
      ok: false,
      error: 'invalid',
      message: FILE_INVALID_UPDATE,
    });
    expect(parseDriveFileLink(`https://drive.google.com/file/d/${'x'.repeat(25)}/view`, 'update').ok).toBe(
      true,
    );
  });
  it('uses the form-specific invalid text and the common empty text', () => {
    expect(parseDriveFileLink('https://example.com/video.mp4', 'add')).toMatchObject({
      message: FILE_INVALID_ADD,
    });
    expect(parseDriveFileLink('https://example.com/video.mp4', 'update')).toMatchObject({
      message: FILE_INVALID_UPDATE,
    });
    expect(parseDriveFileLink(' ', 'add')).toEqual({ ok: false, error: 'empty', message: FILE_EMPTY });
    expect(parseDriveFileLink('', 'update')).toMatchObject({ message: FILE_EMPTY });
    // A bare id or a folder link is not a file link.
    expect(parseDriveFileLink(id, 'add').ok).toBe(false);
    expect(parseDriveFileLink(`https://drive.google.com/drive/folders/${id}`, 'add').ok).toBe(false);
  });
  it('round-trips generated file links', () => {
    fc.assert(
      fc.property(idOf(25), fc.nat(9), (fileId, n) => {
        expect(parseDriveFileLink(driveFileViewUrl(fileId), 'add')).toMatchObject({ ok: true, fileId });
        expect(parseDriveFileLink(driveFilePreviewUrl(fileId), 'add')).toMatchObject({ ok: true, fileId });
        expect(parseDriveFileLink(`https://drive.google.com/open?id=${fileId}`, 'add')).toMatchObject({
          fileId,
        });
        expect(
          parseDriveFileLink(`https://drive.google.com/file/u/${n}/d/${fileId}/view`, 'add'),
        ).toMatchObject({
          fileId,
        });
      }),
    );
  });
  it('never throws and accepts only documented forms on any string', () => {
    fc.assert(
      fc.property(anyInput, fc.constantFrom('add' as const, 'update' as const), (input, ctx) => {
        const r = parseDriveFileLink(input, ctx);
        if (!r.ok) {
          const invalid = ctx === 'add' ? FILE_INVALID_ADD : FILE_INVALID_UPDATE;
          return (
            r.message === (r.error === 'empty' ? FILE_EMPTY : invalid) &&
            (r.error === 'empty') === (input.trim() === '')
          );
        }
        if (!ID_RE.test(r.fileId) || r.fileId.length < 25) return false;
        switch (r.form) {
          case 'file_d':
            return input.includes(`/file/d/${r.fileId}`);
          case 'open_id':
            return input.includes(`open?id=${r.fileId}`);
          case 'file_u_d':
            return new RegExp(`/file/u/\\d+/d/${r.fileId}`).test(input);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
