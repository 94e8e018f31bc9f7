/** The client review page (/Review?token=…). */
import { countOf } from '../lib/plural';
export const REVIEW_MESSAGES = {
  missingToken: 'No review token provided',
  notFound: 'Review link not found',
  expired: 'This review link has expired',
  /** Password-protected links. */
  password: {
    title: 'This review is password protected',
    intro: 'Enter the password the editor gave you to see the videos.',
    label: 'Password',
    submit: 'Open review',
    checking: 'Checking…',
    required: 'Enter the password to open this review.',
    wrong: 'Wrong password. Please try again.',
    locked: (minutes: number) => `Too many attempts. Try again in ${countOf(minutes, 'minute', 'minutes')}.`,
    sessionEnded: 'Your review session ended. Enter the password again.',
  },
  loadFailed: 'Failed to load review. Please check the link and try again.',
  unavailableTitle: 'Review Not Available',
  noVideos: 'No videos in this review.',
  /** Every video's file was refused (damaged or not a video): nothing to review until the editor replaces it. */
  noVideosYet: 'No videos are ready for review yet. The editor will share them here once they are.',
  /** The server's refusal (409) to approve, or leave notes on, a video whose file was refused. */
  refusedVideo: 'This video cannot be reviewed: its file is damaged or not a video.',
  noVideo: 'No video available',
  /** The playable copy is being made; the page checks again by itself. */
  readyShortly: 'This video will be ready shortly. The page will update by itself.',
  /** The player could not play the source (network, expired link, unsupported). */
  playbackFailed: 'The video stopped loading (the connection dropped or the link expired).',
  retryPlayback: 'Retry',
  qualityLabel: 'Quality',
  qualityNames: { '1080p': '1080p', '540p': '540p', original: 'Original' } as const,
  noNotes: 'No notes yet for this video',
  portalTitle: 'Client Review Portal',
  /** The original file, when the editor allows downloads. */
  download: 'Download',
  /** Ours: the '?' help overlay of the desktop player's keyboard shortcuts. */
  shortcutsTitle: 'Keyboard shortcuts',
  shortcutsButton: 'Keyboard shortcuts (?)',
  shortcutsClose: 'Close',
  shortcuts: [
    { keys: ['Space', 'K'], action: 'Play or pause' },
    { keys: ['J'], action: 'Back 10 seconds' },
    { keys: ['L'], action: 'Forward 10 seconds' },
    { keys: ['←'], action: 'Back 5 seconds' },
    { keys: ['→'], action: 'Forward 5 seconds' },
    { keys: [','], action: 'One frame back (pauses)' },
    { keys: ['.'], action: 'One frame forward (pauses)' },
    { keys: ['I'], action: "Mark a range note's in point" },
    { keys: ['O'], action: "Mark a range note's out point" },
    { keys: ['Ctrl', 'Enter'], action: 'Add the note you are typing' },
    { keys: ['?'], action: 'Show or hide this list' },
  ],
  counter: (index: number, total: number) => `${index} of ${total}`,
  versionLabel: (versionNumber: number) => `Version ${versionNumber}`,
  addNotesTab: 'Add Notes',
  approveTab: 'Approve',
  submitAll: 'Submit All',
  submitFeedbackTitle: 'Submit Feedback',
  approveVideo: 'Approve Video',
  videoApproved: 'Video Approved',
  nameLabelDesktop: 'Your Name (Optional)',
  nameLabelMobile: 'Your name (optional)',
  reviewBadge: 'Review',
  addNote: 'Add Note',
  actions: 'Actions',
  quickNote: 'Quick Note',
  notePlaceholder: 'Type your feedback here...',
  addingNote: 'Adding note...',
  videoPaused: 'Video is paused in background',
  sendNotes: 'Send Notes',
  /** Ours: the UI disables Add/Save while blank; the API answers with this. */
  noteTextRequired: 'Please enter your feedback.',
  /** Ours. */
  noteTextTooLong: 'Notes can be at most 5000 characters.',
  noNotesToSubmit: 'No notes to submit. Click on the video to add a note.',
  submitFailed: 'Failed to submit notes. Please try again.',
  approveFailed: 'Failed to approve video. Please try again.',
  noteAdded: 'Note added!',
  submitting: 'Submitting your feedback...',
  submitted: 'Feedback submitted successfully!',
  approving: 'Approving video...',
  approved: 'Video approved! Thank you for your feedback.',
  /** Ours, a bound (not in the spec): a version holds at most NOTE_LIMITS.perVersion notes. */
  versionNoteLimit: (max: number) =>
    `This video has reached its limit of ${max} notes. Remove a draft or ask the editor for a new version.`,
  /** Ours, a bound (not in the spec): a review link takes at most NOTE_LIMITS.perLink notes. */
  linkNoteLimit: (max: number) =>
    `This review link has reached its limit of ${max} notes. Ask the editor for a new link to send more.`,
  /** Ours, a bound (not in the spec): more notes than one page, loaded on demand. */
  showMoreNotes: 'Show more notes',
  showingNotes: (shown: number, total: number) => `Showing ${shown} of ${countOf(total, 'note', 'notes')}`,
  loadingMoreNotes: 'Loading notes…',
  moreNotesFailed: 'Could not load more notes. Try again.',
  /** Default reviewer label when no name is given. */
  anonymous: 'Anonymous',
} as const;
