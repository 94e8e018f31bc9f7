import { describe, expect, it } from 'vitest';
import { DriveFieldsError, parseFields, project } from '../../../infra/local/drive-stand-in/drive-fields';

const list = {
  kind: 'drive#fileList',
  nextPageToken: 't',
  files: [
    { id: '1', name: 'a.mp4', size: '10', mimeType: 'video/mp4' },
    { id: '2', name: 'b.mp4', size: '20', mimeType: 'video/mp4' },
  ],
};

describe('Drive stand-in partial responses (fields=)', () => {
  it('keeps nested selections on array elements', () => {
    expect(project(list, parseFields('nextPageToken, files(id,size)'))).toEqual({
      nextPageToken: 't',
      files: [
        { id: '1', size: '10' },
        { id: '2', size: '20' },
      ],
    });
  });

  it('supports a/b paths, * and leaves absent fields out', () => {
    expect(project(list, parseFields('files/name'))).toEqual({
      files: [{ name: 'a.mp4' }, { name: 'b.mp4' }],
    });
    expect(project(list, parseFields('*'))).toEqual(list);
    expect(project({ id: 'x' }, parseFields('id,thumbnailLink'))).toEqual({ id: 'x' });
  });

  it('refuses unbalanced selections', () => {
    expect(() => parseFields('files(id')).toThrow(DriveFieldsError);
    expect(() => parseFields('id)')).toThrow(DriveFieldsError);
  });
});
