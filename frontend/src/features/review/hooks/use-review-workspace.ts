/**
 * What the review page's parts share around the player, at every screen size: the player's handle, the
 * annotations of the next note (range, drawing) and the element the drawing tool draws on, the selected note
 * or draft, the version's timing, and the note being written in the phone's Quick Note sheet.
 */
import { useRef, useState, type RefObject } from 'react';
import type { NoteDrawing } from '../../../../../shared/domain/note-drawing';
import type { FrameTiming } from '../../../../../shared/lib/frame-time';
import type { PlayerHandle } from '../../../components/annotations/player-handle';
import {
  useNoteAnnotations,
  type NoteAnchor,
  type NoteAnnotations,
} from '../../../components/annotations/use-note-annotations';
import { versionFrameTiming } from '../../../lib/video-frames';
import type { ReviewSession } from './use-review-session';

export interface ReviewWorkspace {
  player: RefObject<PlayerHandle | null>;
  annotations: NoteAnnotations;
  /** The element covering the picture (where the drawing tool puts its surface). */
  overlayHost: HTMLElement | null;
  setOverlayHost(element: HTMLElement | null): void;
  selectedId: string | null;
  select(id: string): void;
  timing: FrameTiming;
  /** Where the note in the Quick Note sheet goes (null: the sheet is closed). */
  quickNote: NoteAnchor | null;
  /** Pauses the video and opens the Quick Note sheet at the annotations' anchor. */
  openQuickNote(justDrawn?: NoteDrawing): void;
  closeQuickNote(): void;
}

export function useReviewWorkspace(session: ReviewSession): ReviewWorkspace {
  const version = session.video?.currentVersion ?? null;
  const player = useRef<PlayerHandle | null>(null);
  const annotations = useNoteAnnotations(player, version);
  const [overlayHost, setOverlayHost] = useState<HTMLElement | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [quickNote, setQuickNote] = useState<NoteAnchor | null>(null);
  return {
    player,
    annotations,
    overlayHost,
    setOverlayHost,
    selectedId,
    select: setSelectedId,
    timing: versionFrameTiming(version ?? undefined),
    quickNote,
    openQuickNote: (justDrawn) => {
      player.current?.pause();
      setQuickNote(annotations.anchor(justDrawn));
    },
    closeQuickNote: () => setQuickNote(null),
  };
}
