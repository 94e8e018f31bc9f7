/**
 * The three change walks written in functions/README.md stay true: every file they name exists, adding a field
 * the reviewer types stays a walk of at most six files, and the reviewer's identity on a note is read and
 * written through its one owner (shared/domain/reviewer-identity.ts) everywhere the walk relies on it, so that
 * a hand-written copy (which would add a file to the walk) fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reviewNoteSchema, submitNotesBodySchema } from '../../../shared/api/endpoints/review';
import { noteSchema } from '../../../shared/domain/entities';
import {
  REVIEWER_CSV_COLUMNS,
  reviewerByline,
  reviewerIdentityInputShape,
  reviewerIdentityOf,
  reviewerIdentityShape,
} from '../../../shared/domain/reviewer-identity';
import { CSV_COLUMNS, writeCsv } from '../../../shared/markers/csv-writer';
import {
  DEFAULT_MARKER_OPTIONS,
  markerNoteSchema,
  markerVideoOf,
} from '../../../shared/markers/marker-source';

const README = readFileSync('functions/README.md', 'utf8');
const WALKS = README.slice(
  README.indexOf('## Three change walks'),
  README.indexOf('## Where the rules live'),
);
const REVIEWER_WALK = WALKS.slice(
  WALKS.indexOf('**A field the reviewer types'),
  WALKS.indexOf("**A plan's cap"),
);

/** The repository files a walk names in backticks (placeholders such as `functions/<job>/…` left out). */
function namedFiles(text: string): string[] {
  const paths = [...text.matchAll(/`([\w.-]+(?:\/[\w.-]+)+\.(?:tsx?|md))`/g)].map((m) => m[1] ?? '');
  return [...new Set(paths)];
}

/** Where the walk relies on deriving from the one owner instead of naming the fields again. */
const DERIVED_FROM_THE_OWNER = [
  'shared/api/endpoints/review.ts',
  'shared/domain/entities.ts',
  'functions/review/use-cases/submit-review-notes.ts',
  'functions/review/use-cases/review-view.ts',
  'shared/markers/marker-source.ts',
  'shared/markers/csv-writer.ts',
  'frontend/src/components/feedback/feedback-list.tsx',
] as const;

describe('the change walks in functions/README.md', () => {
  it('name only files that exist', () => {
    const files = namedFiles(WALKS);
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => !existsSync(file))).toEqual([]);
  });

  it('add a field the reviewer types in at most six files', () => {
    const files = namedFiles(REVIEWER_WALK);
    expect(files).toContain('shared/domain/reviewer-identity.ts');
    expect(files.length).toBeLessThanOrEqual(6);
  });

  it("derive the note's reviewer identity from its one owner in every layer the walk skips", () => {
    const notDeriving = DERIVED_FROM_THE_OWNER.filter(
      (file) => !readFileSync(file, 'utf8').includes("reviewer-identity'"),
    );
    expect(notDeriving, 'these files name the reviewer fields again: the walk would need them').toEqual([]);
    for (const key of Object.keys(reviewerIdentityShape)) {
      expect(Object.keys(noteSchema.def.shape)).toContain(key);
      expect(Object.keys(reviewNoteSchema.def.shape)).toContain(key);
      expect(Object.keys(markerNoteSchema.def.shape)).toContain(key);
    }
    for (const key of Object.keys(reviewerIdentityInputShape)) {
      expect(Object.keys(submitNotesBodySchema.def.shape)).toContain(key);
    }
    for (const column of REVIEWER_CSV_COLUMNS) expect(CSV_COLUMNS).toContain(column.header);
  });

  it("carry what the reviewer typed to the stored note, the editor's byline and the CSV", () => {
    const identity = reviewerIdentityOf({ reviewerName: '  Ada Lovelace ' });
    const video = markerVideoOf('Launch', 'Teaser', { id: 'v1', versionNumber: 1 }, [
      {
        id: 'n1',
        videoVersionId: 'v1',
        body: 'Warmer',
        status: 'pending',
        createdAt: '2026-11-01T09:00:00.000Z',
        timecodeMs: 0,
        frame: 0,
        ...identity,
      },
    ]);
    expect(reviewerByline(identity)).toBe('Ada Lovelace');
    const [header, row] = writeCsv(video, DEFAULT_MARKER_OPTIONS).content.replace('\uFEFF', '').split('\r\n');
    const reviewerAt = (header ?? '').split(',').indexOf('Reviewer');
    expect(reviewerAt).toBeGreaterThan(0);
    expect((row ?? '').split(',')[reviewerAt]).toBe('Ada Lovelace');
  });
});
