import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../../functions/media/adapters/playback-url';
import { downloadFileName } from '../../../functions/review/use-cases/review-view';

describe('download file names', () => {
  it('saves under the original file name, else the title as .mp4', () => {
    expect(downloadFileName('Brand intro', 'brand-intro-final.mov')).toBe('brand-intro-final.mov');
    expect(downloadFileName('Brand intro', null)).toBe('Brand intro.mp4');
    expect(downloadFileName('  ', '  ')).toBe('video.mp4');
  });
  it('is an attachment with an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('intro.mp4')).toBe(
      `attachment; filename="intro.mp4"; filename*=UTF-8''intro.mp4`,
    );
    expect(attachmentDisposition('Café "final" (v2).mp4')).toBe(
      `attachment; filename="Caf_ 'final' (v2).mp4"; filename*=UTF-8''Caf%C3%A9%20%22final%22%20%28v2%29.mp4`,
    );
  });
  it('never lets a name break the header or name a path', () => {
    const value = attachmentDisposition('a\r\nSet-Cookie: x/..\\b.mp4');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toContain('filename="a__Set-Cookie: x_.._b.mp4"');
    expect(attachmentDisposition('  ')).toContain('filename="video"');
  });
});
