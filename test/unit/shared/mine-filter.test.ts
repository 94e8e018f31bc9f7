import { describe, expect, it } from 'vitest';
import {
  createdByFilterOf,
  mineFromUrl,
  mineQuery,
  mineQuerySchema,
} from '../../../shared/domain/mine-filter';

describe("'Only mine', one rule for the projects list and the dashboard", () => {
  it('is on only when the URL says mine=1', () => {
    expect(mineFromUrl(new URLSearchParams('mine=1&filter=all'))).toBe(true);
    expect(mineFromUrl(new URLSearchParams('filter=all'))).toBe(false);
    expect(mineFromUrl(new URLSearchParams('mine=0'))).toBe(false);
  });

  it('sends mine=true when on and nothing when off, which the API accepts', () => {
    expect(mineQuery(true)).toEqual({ mine: 'true' });
    expect(mineQuery(false)).toEqual({});
    expect(mineQuerySchema.safeParse('yes').success).toBe(false);
  });

  it('narrows the server to the caller as creator only when asked', () => {
    expect(createdByFilterOf('true', 'u1')).toBe('u1');
    expect(createdByFilterOf('false', 'u1')).toBeUndefined();
    expect(createdByFilterOf(undefined, 'u1')).toBeUndefined();
  });
});
