/**
 * index.html asks for the review before the JavaScript loads, so it spells the review session's storage key
 * and header itself: they must stay the ones the API client and the server use.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REVIEW_SESSION_HEADER, reviewSessionStorageKey } from '../../../shared/domain/review-password';

describe("index.html's early review request", () => {
  it('sends the stored review session under the shared key and header names', () => {
    const html = readFileSync(new URL('../../../frontend/index.html', import.meta.url), 'utf8');
    const key = reviewSessionStorageKey('TOKEN').replace('TOKEN', '');
    expect(html).toContain(`sessionStorage.getItem('${key}' + token)`);
    expect(html).toContain(`headers['${REVIEW_SESSION_HEADER}'] = session`);
  });
});
