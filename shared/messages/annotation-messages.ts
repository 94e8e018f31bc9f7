/** Texts of range notes (in/out) and drawings on the frame: the player's controls and the server's refusals. */
export const ANNOTATION_MESSAGES = {
  markIn: 'Mark in',
  markOut: 'Mark out',
  markInShortcut: 'Mark in (I)',
  markOutShortcut: 'Mark out (O)',
  clearRange: 'Clear range',
  inAt: (time: string) => `In ${time}`,
  rangeLabel: (from: string, to: string) => `${from} – ${to}`,
  rangeHint: 'Press O (or Mark out) where the range ends.',
  notePinnedToRange: 'The note covers the marked range.',
  notePinnedToDrawing: 'The note is pinned to the frame you drew on.',
  rangeBand: (from: string, to: string) => `Range note ${from} to ${to}`,
  draw: 'Draw on frame',
  drawingTools: 'Drawing tools',
  drawingSurface: 'Drawing surface: drag to draw on the paused frame',
  pen: 'Pen',
  arrow: 'Arrow',
  rectangle: 'Rectangle',
  colour: (name: string) => `Colour ${name}`,
  undo: 'Undo',
  clear: 'Clear',
  done: 'Done',
  cancel: 'Cancel',
  drawingAttached: 'Drawing attached',
  removeDrawing: 'Remove drawing',
  hasDrawing: 'Has a drawing',
  drawingLoading: 'Loading the drawing tools…',
  drawingFull: 'This drawing is as large as it can be: undo a shape to add another.',
  /** Server-side refusals (400, with the field). */
  rangeEndBeforeStart: "A range note's end must come after its start.",
  rangeEndPastVideo: "A range note's end must be within the video.",
  rangeEndFrameMismatch: "The range's end frame does not match its end time in this video.",
  drawingTooLarge: 'This drawing is too large.',
} as const;

/** The drawing colours (name → CSS colour), the only ones the server accepts. */
export const DRAWING_COLOUR_NAMES = {
  red: 'Red',
  yellow: 'Yellow',
  green: 'Green',
  blue: 'Blue',
  white: 'White',
} as const;
