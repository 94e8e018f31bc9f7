import { describe, expect, it } from 'vitest';
import {
  PROJECT_SEARCH_MAX,
  projectNameMatches,
  projectSearchQuerySchema,
  searchableText,
} from '../../../shared/domain/project-search';

describe('projectNameMatches', () => {
  it('finds a name containing the text in any case', () => {
    expect(projectNameMatches('ACME Launch Cut', 'acme')).toBe(true);
    expect(projectNameMatches('ACME Launch Cut', 'launch c')).toBe(true);
    expect(projectNameMatches('acme launch cut', 'LAUNCH')).toBe(true);
    expect(projectNameMatches('ACME Launch Cut', 'acne')).toBe(false);
  });

  it('treats Unicode spellings of the same text as equal (NFKC)', () => {
    const composed = 'Caf\u00e9 Teaser';
    const decomposed = 'Cafe\u0301';
    expect(projectNameMatches(composed, decomposed)).toBe(true);
    expect(projectNameMatches('Cafe\u0301 Teaser', 'CAF\u00c9')).toBe(true);
    // Full-width letters typed by an IME are the same letters.
    expect(projectNameMatches('ACME Launch', '\uff21\uff23\uff2d\uff25')).toBe(true);
    expect(projectNameMatches('\ufb01nal grade', 'FI')).toBe(true);
  });

  it('ignores accents, as an editor types them or not', () => {
    expect(projectNameMatches('Café Teaser', 'cafe')).toBe(true);
    expect(projectNameMatches('Cafe Teaser', 'CAFÉ')).toBe(true);
    expect(projectNameMatches('Ñandú — São Paulo Übergang', 'nandu — sao paulo uber')).toBe(true);
    expect(projectNameMatches('Ελληνικά', 'ελληνικα')).toBe(true);
    expect(projectNameMatches('Café', 'caff')).toBe(false);
    // Another script's combining signs are part of its letters, not accents: 'कि' is not 'क'.
    expect(projectNameMatches('क', 'कि')).toBe(false);
  });

  it('finds every name for an empty or blank text and ignores surrounding spaces', () => {
    expect(projectNameMatches('Anything', '')).toBe(true);
    expect(projectNameMatches('Anything', '   \t')).toBe(true);
    expect(projectNameMatches('ACME Launch', '  acme  ')).toBe(true);
    expect(projectNameMatches('ACME Launch', ' me la')).toBe(true);
  });

  it('normalizes to NFKD lower case without accents, whatever the runtime locale', () => {
    expect(searchableText('ＡＢＣ Ö')).toBe('abc o');
    expect(searchableText('İstanbul')).toBe('istanbul');
  });
});

describe('projectSearchQuerySchema', () => {
  it('trims and accepts 1..100 characters; refuses blank and longer', () => {
    expect(projectSearchQuerySchema.parse('  acme ')).toBe('acme');
    expect(projectSearchQuerySchema.parse(undefined)).toBeUndefined();
    expect(projectSearchQuerySchema.safeParse('   ').success).toBe(false);
    expect(projectSearchQuerySchema.safeParse('x'.repeat(PROJECT_SEARCH_MAX)).success).toBe(true);
    expect(projectSearchQuerySchema.safeParse('x'.repeat(PROJECT_SEARCH_MAX + 1)).success).toBe(false);
  });
});
