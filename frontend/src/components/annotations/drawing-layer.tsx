/**
 * Drawings over a player's picture (loaded on demand by lazy-drawing-layer.tsx, only once a note with a
 * drawing is on screen): follows the picture's box in the host element covering the player.
 */
import type { RefObject } from 'react';
import type { NoteDrawing } from '../../../../shared/domain/note-drawing';
import { DrawingOverlay } from './drawing-overlay';
import { usePictureBox } from './use-picture-box';

export interface DrawingLayerProps {
  host: HTMLElement | null;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The video's source (the box is measured again when it changes). */
  source: unknown;
  drawings: readonly NoteDrawing[];
  label: string;
}

export default function DrawingLayer({ host, videoRef, source, drawings, label }: DrawingLayerProps) {
  const box = usePictureBox(host, videoRef, source);
  return <DrawingOverlay drawings={drawings} box={box} label={label} />;
}
