import { describe, expect, it } from 'vitest';
import {
  isVideoFileName,
  titleFromFileName,
  toDriveFile,
  videoMimeQuery,
  VIDEO_MIME_TYPES,
} from '../../../functions/google-drive/drive-video-filter';
import { driveFileSchema } from '../../../shared/api/endpoints/drive';

describe('Drive video filter', () => {
  it('queries every video MIME type of the spec inside the folder, quoting the id', () => {
    const q = videoMimeQuery("ab'c");
    expect(q.startsWith("'ab\\'c' in parents and trashed = false and (")).toBe(true);
    for (const type of VIDEO_MIME_TYPES) expect(q).toContain(`mimeType = '${type}'`);
    for (const type of [
      'video/x-msvideo',
      'video/quicktime',
      'video/x-ms-wmv',
      'video/x-flv',
      'video/webm',
    ]) {
      expect(q).toContain(type);
    }
    for (const type of ['video/x-matroska', 'video/x-m4v', 'video/3gpp']) expect(q).toContain(type);
  });

  it('recognises video file names by extension only', () => {
    expect(isVideoFileName('Final Cut.MOV')).toBe(true);
    expect(isVideoFileName('a.m4v')).toBe(true);
    expect(isVideoFileName('mp4-notes.txt')).toBe(false);
    expect(isVideoFileName('mp4')).toBe(false);
  });

  it('titles drop the last extension', () => {
    expect(titleFromFileName('brand intro v3.mp4')).toBe('brand intro v3');
    expect(titleFromFileName('archive.tar.mov')).toBe('archive.tar');
    expect(titleFromFileName('.mp4')).toBe('.mp4');
  });

  it("maps a Drive file to the listing shape (size from Drive's string, preview link)", () => {
    const file = toDriveFile({ id: 'x'.repeat(28), name: 'cut.mp4', mimeType: 'video/mp4', size: '12345' });
    expect(driveFileSchema.parse(file)).toEqual({
      id: 'x'.repeat(28),
      name: 'cut.mp4',
      title: 'cut',
      mimeType: 'video/mp4',
      thumbnailLink: null,
      webViewLink: null,
      size: 12345,
      previewUrl: `https://drive.google.com/file/d/${'x'.repeat(28)}/preview`,
    });
    expect(toDriveFile({ name: 'no id' })).toBeNull();
    expect(toDriveFile({ id: 'y', name: 'a.mp4', size: 'garbage' })?.size).toBeNull();
  });
});
