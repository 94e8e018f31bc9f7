/** A note's text: trimmed, non-blank, at most 5000 characters. Add/Save stays disabled while it is blank. */
import * as z from 'zod/mini';
import { REVIEW_MESSAGES } from '../messages/review-messages';

export const NOTE_TEXT_MAX_LENGTH = 5000;

export const noteTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: REVIEW_MESSAGES.noteTextRequired }),
    z.maxLength(NOTE_TEXT_MAX_LENGTH, { error: REVIEW_MESSAGES.noteTextTooLong }),
  );

export function isNoteTextBlank(text: string): boolean {
  return text.trim() === '';
}
