import { describe, expect, it } from 'vitest';
import {
  extendShareExpiry,
  isShareLinkExpired,
  newShareExpiry,
  reviewLinkDisplay,
} from '../../../shared/domain/review-link-expiry';
import { generateShareToken, isShareToken } from '../../../shared/domain/share-token';

const now = new Date('2026-01-10T12:00:00.000Z');
const DAY = 86_400_000;
const at = (ms: number) => new Date(now.getTime() + ms);

describe('generateShareToken', () => {
  it('is 32 lowercase hex characters', () => {
    const token = generateShareToken();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(isShareToken(token)).toBe(true);
  });
  it('differs between calls', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => generateShareToken()));
    expect(tokens.size).toBe(200);
  });
  it('hex-encodes the random bytes with padding', () => {
    const token = generateShareToken((bytes) => {
      bytes.forEach((_, i) => (bytes[i] = i === 0 ? 0x0a : 0xff));
      return bytes;
    });
    expect(token).toBe(`0a${'ff'.repeat(15)}`);
  });
  it('recognises only the token shape', () => {
    expect(isShareToken('A'.repeat(32))).toBe(false);
    expect(isShareToken('a'.repeat(31))).toBe(false);
    expect(isShareToken(42)).toBe(false);
  });
});

describe('expiry', () => {
  it('new and extended links expire 7 days from now', () => {
    expect(newShareExpiry(now).toISOString()).toBe('2026-01-17T12:00:00.000Z');
    expect(extendShareExpiry(now).toISOString()).toBe('2026-01-17T12:00:00.000Z');
  });
  it('is expired from the expiry instant on; no expiry never expires; garbage fails closed', () => {
    expect(isShareLinkExpired(at(1), now)).toBe(false);
    expect(isShareLinkExpired(now, now)).toBe(true);
    expect(isShareLinkExpired(at(-1).toISOString(), now)).toBe(true);
    expect(isShareLinkExpired(null, now)).toBe(false);
    expect(isShareLinkExpired('not a date', now)).toBe(true);
  });
});

describe('reviewLinkDisplay', () => {
  it('shows No expiry set without a date', () => {
    expect(reviewLinkDisplay(null, now)).toMatchObject({
      state: 'none',
      label: 'No expiry set',
      showWarning: false,
    });
  });
  it('shows Expired in red at and after expiry', () => {
    expect(reviewLinkDisplay(now, now)).toMatchObject({
      state: 'expired',
      colour: 'red',
      label: 'Expired',
      showWarning: true,
    });
    expect(reviewLinkDisplay('nonsense', now).state).toBe('expired');
  });
  it('shows less than 1 day in red up to and including 1 day', () => {
    expect(reviewLinkDisplay(at(1), now)).toMatchObject({
      state: 'critical',
      colour: 'red',
      label: 'Expires in less than 1 day',
    });
    expect(reviewLinkDisplay(at(DAY), now).state).toBe('critical');
  });
  it('is amber with the warning panel from just over 1 day to 3 days', () => {
    expect(reviewLinkDisplay(at(DAY + 1), now)).toMatchObject({
      state: 'warning',
      colour: 'amber',
      showWarning: true,
      daysLeft: 2,
    });
    expect(reviewLinkDisplay(at(3 * DAY), now)).toMatchObject({
      state: 'warning',
      label: 'Expires in 3 days',
    });
  });
  it('is green without the panel beyond 3 days', () => {
    expect(reviewLinkDisplay(at(3 * DAY + 1), now)).toMatchObject({
      state: 'ok',
      colour: 'green',
      showWarning: false,
      daysLeft: 4,
    });
    expect(reviewLinkDisplay(newShareExpiry(now).toISOString(), now)).toMatchObject({
      state: 'ok',
      label: 'Expires in 7 days',
    });
  });
});
