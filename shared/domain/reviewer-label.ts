/** Labels recorded on notes and approvals to say who gave them. */
import { REVIEW_MESSAGES } from '../messages/review-messages';

/** A client who gives no name is recorded as this. */
export const ANONYMOUS_REVIEWER = REVIEW_MESSAGES.anonymous;

/** Prefix of the label recorded when the editor approves the whole project. */
export const EDITOR_OVERRIDE = 'Editor Override';

/** The maximum stored length of a reviewer's name. */
export const REVIEWER_LABEL_MAX_LENGTH = 100;

/** Marks a client's name that imitates the editor's approval label, so it can never pass for the editor. */
export const CLIENT_LABEL_PREFIX = 'Client: ';

/**
 * True when a name reads as the editor's label: 'Editor Override' at its start, whatever the case, the spacing
 * or look-alike characters (compatibility forms, zero-width and other invisible characters).
 */
function imitatesEditor(name: string): boolean {
  const letters = (text: string) =>
    text
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N}]/gu, '')
      .toLowerCase();
  return letters(name).startsWith(letters(EDITOR_OVERRIDE));
}

/**
 * The reviewer label of a note or a video approval: the trimmed name the client typed, or 'Anonymous'
 * when it is missing or blank. Overlong names are cut to {@link REVIEWER_LABEL_MAX_LENGTH} characters. A name
 * that imitates the editor's 'Editor Override' label is kept but marked as the client's ('Client: …').
 */
export function reviewerLabel(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return ANONYMOUS_REVIEWER;
  const label = imitatesEditor(trimmed) ? `${CLIENT_LABEL_PREFIX}${trimmed}` : trimmed;
  return label.slice(0, REVIEWER_LABEL_MAX_LENGTH).trim();
}

/**
 * The label of the project-scope approval the editor records: 'Editor Override' followed by a space and
 * the editor's name, else e-mail; just 'Editor Override' when neither is known.
 */
export function editorOverrideLabel(editor: { name?: string | null; email?: string | null }): string {
  const who = editor.name?.trim() || editor.email?.trim() || '';
  return who === '' ? EDITOR_OVERRIDE : `${EDITOR_OVERRIDE} ${who}`;
}
