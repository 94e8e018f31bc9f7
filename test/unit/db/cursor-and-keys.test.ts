import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../shared/errors/app-error';
import { decodeCursor, encodeCursor } from '../../../functions/platform/db/cursor';
import { keys } from '../../../functions/platform/db/keys';
import { chunk } from '../../../functions/platform/db/transact-write';

describe('cursor', () => {
  const key = { pk: 'PROJECT#1', sk: 'META', gsi1pk: 'USER#u#PROJECTS', gsi1sk: 'LIVE#2026#1' };

  it('round-trips an opaque base64url key', () => {
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(
      decodeCursor(cursor, 'gsi1pk', 'USER#u#PROJECTS', { attribute: 'gsi1sk', prefix: 'LIVE#' }),
    ).toEqual(key);
  });

  it('treats no cursor as the first page', () => {
    expect(encodeCursor(undefined)).toBeNull();
    expect(decodeCursor(undefined, 'pk', 'x')).toBeUndefined();
    expect(decodeCursor(null, 'pk', 'x')).toBeUndefined();
    expect(decodeCursor('', 'pk', 'x')).toBeUndefined();
  });

  it.each([
    ['another partition', encodeCursor(key), 'USER#other#PROJECTS'],
    ['not base64url', 'a+b/c=', 'USER#u#PROJECTS'],
    ['not JSON', Buffer.from('nope').toString('base64url'), 'USER#u#PROJECTS'],
    [
      'non-string values',
      Buffer.from(JSON.stringify({ gsi1pk: 1 })).toString('base64url'),
      'USER#u#PROJECTS',
    ],
    ['too long', 'a'.repeat(3000), 'USER#u#PROJECTS'],
    ['a key attribute missing', encodeCursor({ ...key, sk: undefined }), 'USER#u#PROJECTS'],
    ['an extra attribute', encodeCursor({ ...key, gsi2pk: 'USER#u#STATUS#active' }), 'USER#u#PROJECTS'],
    ['an empty key value', encodeCursor({ ...key, sk: '' }), 'USER#u#PROJECTS'],
    ['only the partition key', encodeCursor({ gsi1pk: 'USER#u#PROJECTS' }), 'USER#u#PROJECTS'],
  ])('refuses %s with a 400 on field cursor', (_label, cursor, partition) => {
    try {
      decodeCursor(cursor, 'gsi1pk', partition as string);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fields).toHaveProperty('cursor');
    }
  });

  it('accepts the exact key shape of the base table when paging a partition', () => {
    const tableKey = { pk: 'USER#u', sk: 'NOTIF#01J' };
    expect(decodeCursor(encodeCursor(tableKey), 'pk', 'USER#u')).toEqual(tableKey);
    expect(() => decodeCursor(encodeCursor({ ...tableKey, gsi1pk: 'x' }), 'pk', 'USER#u')).toThrow(
      ValidationError,
    );
  });

  it('refuses a cursor of another sort-key bucket', () => {
    expect(() =>
      decodeCursor(encodeCursor(key), 'gsi1pk', 'USER#u#PROJECTS', {
        attribute: 'gsi1sk',
        prefix: 'ARCHIVED#',
      }),
    ).toThrow(ValidationError);
  });
});

describe('keys', () => {
  it('puts live and archived projects in separate GSI1 buckets and per-status GSI2 partitions', () => {
    expect(keys.projectGsi1('u', 'active', '2026-01-01T00:00:00.000Z', 'p')).toEqual({
      gsi1pk: 'USER#u#PROJECTS',
      gsi1sk: 'LIVE#2026-01-01T00:00:00.000Z#p',
    });
    expect(keys.projectGsi1('u', 'archived', 't', 'p').gsi1sk).toBe('ARCHIVED#t#p');
    expect(keys.projectGsi2('u', 'pending', 't', 'p')).toEqual({
      gsi2pk: 'USER#u#STATUS#pending',
      gsi2sk: 'PROJECT#t#p',
    });
  });

  it('pads version numbers so that they sort numerically', () => {
    const sks = [10, 2, 1].map((n) => keys.version('p', 'v', n).sk).sort();
    expect(sks).toEqual(['VERSION#v#00001', 'VERSION#v#00002', 'VERSION#v#00010']);
  });
});

describe('chunk', () => {
  it('splits into chunks of at most the size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 3)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow();
  });
});
