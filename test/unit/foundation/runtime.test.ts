import { describe, expect, it } from 'vitest';

describe('runtime', () => {
  it('runs on Node 24, the Lambda runtime (node@24 is pinned as a devDependency)', () => {
    expect(process.version.startsWith('v24.')).toBe(true);
  });
});
