import { describe, expect, it } from 'vitest';
import {
  countNotes,
  draftCapReached,
  NOTE_LIMITS,
  noteCapReached,
  noteRoom,
  takeWithinBudget,
  WORST_NOTE_BODY_BYTES,
} from '../../../shared/domain/note-limits';

describe('note caps', () => {
  it('refuses a batch that would pass the link cap, the link first', () => {
    const adding = new Map([['v1', 10]]);
    expect(noteCapReached({ adding, stored: new Map(), linkNotes: NOTE_LIMITS.perLink - 10 })).toBeNull();
    expect(noteCapReached({ adding, stored: new Map(), linkNotes: NOTE_LIMITS.perLink - 9 })).toBe('link');
    expect(
      noteCapReached({
        adding,
        stored: new Map([['v1', NOTE_LIMITS.perVersion]]),
        linkNotes: NOTE_LIMITS.perLink,
      }),
    ).toBe('link');
  });

  it('refuses a batch that would pass one version’s cap, whatever the others', () => {
    const stored = new Map([['v1', NOTE_LIMITS.perVersion - 2]]);
    expect(
      noteCapReached({
        adding: new Map([
          ['v1', 2],
          ['v2', 50],
        ]),
        stored,
        linkNotes: 0,
      }),
    ).toBeNull();
    expect(noteCapReached({ adding: new Map([['v1', 3]]), stored, linkNotes: 0 })).toBe('version');
  });

  it('the client stops drafts at the cap, counting drafts not sent yet', () => {
    const base = { versionNotes: NOTE_LIMITS.perVersion - 1, versionDrafts: 0, linkNotes: 0, allDrafts: 0 };
    expect(draftCapReached(base)).toBeNull();
    expect(draftCapReached({ ...base, versionDrafts: 1, allDrafts: 1 })).toBe('version');
    expect(
      draftCapReached({ ...base, versionNotes: 0, linkNotes: NOTE_LIMITS.perLink - 3, allDrafts: 3 }),
    ).toBe('link');
    expect(noteRoom({ versionNotes: 190, linkNotes: 995 })).toBe(5);
    expect(noteRoom({ versionNotes: 250, linkNotes: 0 })).toBe(0);
  });
});

describe('counts and budgets', () => {
  it('counts open and done over the notes given', () => {
    expect(countNotes([{ status: 'pending' }, { status: 'completed' }, { status: 'pending' }])).toEqual({
      total: 3,
      pending: 2,
      completed: 1,
    });
  });

  it('keeps the longest prefix within the byte budget (UTF-8, JSON-escaped), at least one when asked', () => {
    const worst = { body: '\u0001'.repeat(5000) };
    const size = new TextEncoder().encode(JSON.stringify(worst)).length;
    expect(size).toBeGreaterThan(WORST_NOTE_BODY_BYTES);
    expect(size).toBeLessThan(WORST_NOTE_BODY_BYTES + 100);
    const items = Array.from({ length: 40 }, () => worst);
    const { kept, bytes } = takeWithinBudget(items, NOTE_LIMITS.answerNotesBudgetBytes, false);
    expect(bytes).toBeLessThanOrEqual(NOTE_LIMITS.answerNotesBudgetBytes);
    expect(kept.length).toBe(Math.floor(NOTE_LIMITS.answerNotesBudgetBytes / (size + 1)));
    expect(takeWithinBudget(items, 10, false).kept).toHaveLength(0);
    expect(takeWithinBudget(items, 10, true).kept).toHaveLength(1);
    // A page of worst-case notes stays under 1 MB.
    expect(NOTE_LIMITS.answerNotesBudgetBytes + size).toBeLessThan(1024 * 1024);
  });
});
