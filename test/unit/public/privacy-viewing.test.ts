import { describe, expect, it } from 'vitest';
import { PRIVACY } from '../../../frontend/src/features/public/content/legal-copy';

describe('the privacy policy', () => {
  it('says what review pages record from clients, why, for how long, and that a workspace can turn it off', () => {
    const section = PRIVACY.sections.find((s) => s.id === 'review-viewing');
    const text = section?.paragraphs.join(' ') ?? '';
    expect(text).toContain('random id kept in the browser');
    expect(text).toContain('no IP address');
    expect(text).toContain('so that editors can see whether their clients watched'.replace(/^s/, 'S'));
    expect(text).toContain('kept for 13 months');
    expect(text).toContain('turn this recording off');
  });

  it('keeps the spec’s sections as they were, the new one after them', () => {
    expect(PRIVACY.sections.map((s) => s.heading.split('.')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
  });
});
