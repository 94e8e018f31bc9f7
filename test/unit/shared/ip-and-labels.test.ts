import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CLIENT_LABEL_PREFIX,
  EDITOR_OVERRIDE,
  editorOverrideLabel,
  reviewerLabel,
} from '../../../shared/domain/reviewer-label';
import { truncateIp } from '../../../shared/lib/ip-truncation';
import { routeFromLabel } from '../../../shared/lib/route-from-label';
import { nextSequenceNumber } from '../../../shared/domain/version-numbers';

describe('truncateIp', () => {
  it('keeps the /24 of an IPv4 address', () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0');
    expect(truncateIp(' 10.1.2.3 ')).toBe('10.1.2.0');
  });
  it('rejects malformed IPv4', () => {
    expect(truncateIp('256.1.1.1')).toBe('0.0.0.0');
    expect(truncateIp('1.2.3.256')).toBe('0.0.0.0');
    expect(truncateIp('1.2.3')).toBe('0.0.0.0');
  });
  it('keeps the /48 of an IPv6 address', () => {
    expect(truncateIp('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe('2001:db8:85a3::');
    expect(truncateIp('2001:DB8::1')).toBe('2001:db8:0::');
    expect(truncateIp('fe80::1%eth0')).toBe('fe80:0:0::');
    expect(truncateIp('::1')).toBe('0:0:0::');
    expect(truncateIp('::')).toBe('0:0:0::');
    expect(truncateIp('2001:db8:1:2:3:4:1.2.3.4')).toBe('2001:db8:1::');
  });
  it('treats IPv4-mapped IPv6 as IPv4', () => {
    expect(truncateIp('::ffff:198.51.100.23')).toBe('198.51.100.0');
    expect(truncateIp('::ffff:c633:6417')).toBe('198.51.100.0');
  });
  it('records unparseable input as zeros', () => {
    for (const bad of [
      '',
      null,
      undefined,
      'localhost',
      '1::2::3',
      '1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8:9',
      '::ffff:1.2.3.999',
      'g::1',
      '1:2:3:4:5:6:7::8:9',
    ]) {
      expect(truncateIp(bad)).toBe('0.0.0.0');
    }
  });
  it('never throws and never leaks more than the prefix', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        const t = truncateIp(ip);
        expect(t.endsWith('.0')).toBe(true);
        expect(t.split('.').slice(0, 3)).toEqual(
          ip
            .split('.')
            .slice(0, 3)
            .map((o) => String(Number(o))),
        );
      }),
    );
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        const t = truncateIp(ip);
        expect(t === '0.0.0.0' || t.endsWith('::') || /\.0$/.test(t)).toBe(true);
      }),
    );
    fc.assert(fc.property(fc.string(), (s) => void truncateIp(s)));
  });
});

describe('reviewer labels', () => {
  it('defaults to Anonymous and trims', () => {
    expect(reviewerLabel(undefined)).toBe('Anonymous');
    expect(reviewerLabel(null)).toBe('Anonymous');
    expect(reviewerLabel('   ')).toBe('Anonymous');
    expect(reviewerLabel('  Dana ')).toBe('Dana');
    expect(reviewerLabel('x'.repeat(150))).toHaveLength(100);
  });

  it.each([
    'Editor Override Boss',
    'editor override',
    'EDITOR   OVERRIDE Jane',
    'Editor\u200bOverride Jane',
    'Ｅｄｉｔｏｒ Ｏｖｅｒｒｉｄｅ Jane',
    ' Editor-Override: Jane',
  ])('marks a client name imitating the editor label as the client’s: %j', (name) => {
    const label = reviewerLabel(name);
    expect(label.startsWith(CLIENT_LABEL_PREFIX)).toBe(true);
    expect(label.startsWith(EDITOR_OVERRIDE)).toBe(false);
  });

  it('leaves ordinary names alone, even ones that mention an editor', () => {
    expect(reviewerLabel('Dana (editor override request)')).toBe('Dana (editor override request)');
    expect(reviewerLabel('Overrider Editor')).toBe('Overrider Editor');
  });
  it('builds the editor override label from name, else e-mail', () => {
    expect(editorOverrideLabel({ name: 'Sam Lee', email: 'sam@example.com' })).toBe(
      'Editor Override Sam Lee',
    );
    expect(editorOverrideLabel({ name: ' ', email: 'sam@example.com' })).toBe(
      'Editor Override sam@example.com',
    );
    expect(editorOverrideLabel({ email: 'sam@example.com' })).toBe('Editor Override sam@example.com');
    expect(editorOverrideLabel({ name: null, email: null })).toBe('Editor Override');
    expect(editorOverrideLabel({})).toBe('Editor Override');
  });
});

describe('routeFromLabel', () => {
  it('lowercases, hyphenates spaces and adds a leading slash', () => {
    expect(routeFromLabel('All Projects')).toBe('/all-projects');
    expect(routeFromLabel('Dashboard')).toBe('/dashboard');
    expect(routeFromLabel('Upgrade  Plan')).toBe('/upgrade--plan');
    expect(routeFromLabel('')).toBe('/');
  });
});

describe('nextSequenceNumber', () => {
  it('starts at 1 and is the highest plus 1', () => {
    expect(nextSequenceNumber([])).toBe(1);
    expect(nextSequenceNumber([1, 3, 2])).toBe(4);
  });
});
