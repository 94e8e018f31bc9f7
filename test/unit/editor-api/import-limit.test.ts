import { describe, expect, it } from 'vitest';
import { EDITOR_LIMITS, createProjectBodySchema } from '../../../shared/api/endpoints/projects';
import { MAX_TRANSACTION_ITEMS } from '../../../functions/platform/db/transact-write';
import { IMPORT_MESSAGES } from '../../../shared/messages/import-messages';

const video = (i: number) => ({
  fileId: `file-${String(i).padStart(28, '0')}`,
  title: `Clip ${i}`,
  fileName: `clip-${i}.mp4`,
  mimeType: 'video/mp4',
});

const body = (count: number) => ({
  name: 'Launch film',
  clientDisplayName: 'Acme',
  videos: Array.from({ length: count }, (_, i) => video(i + 1)),
});

describe('import size limit (one project = one transaction)', () => {
  it('fits the project, its share token, the plan slot and two items per video in one transaction', () => {
    expect(3 + 2 * EDITOR_LIMITS.importVideosMax).toBeLessThanOrEqual(MAX_TRANSACTION_ITEMS);
    expect(3 + 2 * (EDITOR_LIMITS.importVideosMax + 1)).toBeGreaterThan(MAX_TRANSACTION_ITEMS);
  });

  it('accepts a selection at the limit', () => {
    expect(createProjectBodySchema.safeParse(body(EDITOR_LIMITS.importVideosMax)).success).toBe(true);
  });

  it('refuses one video more, saying how to add the rest', () => {
    const result = createProjectBodySchema.safeParse(body(EDITOR_LIMITS.importVideosMax + 1));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      IMPORT_MESSAGES.tooManySelected(EDITOR_LIMITS.importVideosMax),
    );
  });
});
