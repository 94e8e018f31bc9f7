/**
 * Where a new note sits, checked the same way for a client's batch and the editor's own note: the frame on
 * screen must agree with the milliseconds at the version's rate (within one frame; derived when absent), and a
 * range's out point must come after its in point, within the video, its frame agreeing with its ms. A refusal
 * is a 400 naming the field (`<prefix>frame`, `<prefix>rangeEndMs`, …).
 */
import { ValidationError } from '../../../shared/errors/app-error';
import { checkedNoteFrame, type VersionTimingSource } from '../../../shared/lib/frame-time';
import { checkedNoteRange, type RangeRefusal, type RangeVersion } from '../../../shared/domain/note-range';
import { ANNOTATION_MESSAGES } from '../../../shared/messages/annotation-messages';
import { REVIEW_API_ERRORS } from './review-errors';

const RANGE_REFUSALS: Record<RangeRefusal, string> = {
  endBeforeStart: ANNOTATION_MESSAGES.rangeEndBeforeStart,
  endPastVideo: ANNOTATION_MESSAGES.rangeEndPastVideo,
  endFrameMismatch: ANNOTATION_MESSAGES.rangeEndFrameMismatch,
};

export interface NoteTimingInput {
  timecodeMs: number;
  frame?: number | undefined;
  rangeEndMs?: number | undefined;
  rangeEndFrame?: number | undefined;
}

export interface CheckedNoteTiming {
  frame: number;
  range: { rangeEndMs: number; rangeEndFrame: number } | null;
}

export function checkedNoteTiming(
  note: NoteTimingInput,
  version: (VersionTimingSource & RangeVersion) | undefined,
  fieldPrefix = '',
): CheckedNoteTiming {
  const checked = checkedNoteFrame(note.timecodeMs, note.frame, version);
  if (!checked.agrees)
    throw new ValidationError(REVIEW_API_ERRORS.frameMismatch, {
      [`${fieldPrefix}frame`]: REVIEW_API_ERRORS.frameMismatch,
    });
  if (note.rangeEndMs === undefined) {
    if (note.rangeEndFrame === undefined) return { frame: checked.frame, range: null };
    throw new ValidationError(ANNOTATION_MESSAGES.rangeEndFrameMismatch, {
      [`${fieldPrefix}rangeEndMs`]: ANNOTATION_MESSAGES.rangeEndFrameMismatch,
    });
  }
  const range = checkedNoteRange(
    { timecodeMs: note.timecodeMs, frame: checked.frame },
    { rangeEndMs: note.rangeEndMs, rangeEndFrame: note.rangeEndFrame },
    version,
  );
  if (!range.ok) {
    const message = RANGE_REFUSALS[range.reason];
    throw new ValidationError(message, { [`${fieldPrefix}${range.field}`]: message });
  }
  return {
    frame: checked.frame,
    range: { rangeEndMs: range.rangeEndMs, rangeEndFrame: range.rangeEndFrame },
  };
}
