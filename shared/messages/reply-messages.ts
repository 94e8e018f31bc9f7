/** Texts of note threads (replies to a client's note), on the project page and the review page. */
import { countOf } from '../lib/plural';
export const REPLY_MESSAGES = {
  replyButton: 'Reply',
  replyLabel: 'Your reply',
  replyPlaceholder: 'Write a reply…',
  send: 'Send reply',
  sending: 'Sending…',
  loadingForm: 'Loading…',
  sent: 'Reply sent',
  cancel: 'Cancel',
  threadLabel: 'Replies',
  editorAuthor: 'Editor',
  you: 'You',
  blank: 'A reply cannot be blank',
  tooLong: (max: number) => `At most ${max} characters`,
  sendFailed: 'Your reply could not be sent. Please try again.',
  emailLabel: 'E-mail me when the editor replies (optional)',
  emailInvalid: 'Please enter a valid e-mail address',
  noteNotFound: 'Note not found',
  replyCount: (n: number) => countOf(n, 'reply', 'replies'),
  authorMismatch: 'This reply id was used for another reply',
  threadFull: 'This thread has reached its limit of replies',
} as const;
