/** How a video status is shown (the spec names the values; the labels and colours are ours). */
import type { ColourName } from './colours';
import type { VideoStatus } from './status-values';

export const VIDEO_STATUS_LABELS = {
  processing: 'Processing',
  active: 'Active',
  pending_review: 'Pending Review',
  needs_changes: 'Needs Changes',
  approved: 'Approved',
} as const satisfies Record<VideoStatus, string>;

export const VIDEO_STATUS_COLOURS = {
  processing: 'grey',
  active: 'violet',
  pending_review: 'amber',
  needs_changes: 'red',
  approved: 'green',
} as const satisfies Record<VideoStatus, ColourName>;

/** The chip of a video whose file was refused (damaged or not a video): it has no review status to show. */
export const REFUSED_VIDEO_COLOUR: ColourName = 'red';
