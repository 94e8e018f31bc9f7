/**
 * The notes of one video with each note's thread and reply form, shared by the project page (the editor) and
 * the review page (the client). Both show 'All versions' when earlier versions have notes (those are marked
 * 'v1', …, and not seekable), a note's time seeks the player and selects the note (its drawing shows over the
 * picture), and 'Show more notes' loads the next page. The editor's list is newest first with a Pending/Done
 * checkbox, the date and the status, and loads the next page on scrolling to its end; the client's is in time
 * order with the reviewer's unsent drafts (removable) among the submitted notes.
 */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState, type UIEvent } from 'react';
import type { NoteDrawing } from '../../../../shared/domain/note-drawing';
import type { ThreadReply } from '../../../../shared/domain/note-reply';
import { NOTE_STATUS_LABELS } from '../../../../shared/domain/note-status-display';
import { reviewerByline, type ReviewerIdentity } from '../../../../shared/domain/reviewer-identity';
import { WORKSPACE_MESSAGES } from '../../../../shared/messages/workspace-messages';
import type { NoteStatus } from '../../../../shared/domain/status-values';
import { formatNoteTime } from '../../../../shared/lib/date-format';
import type { FrameTiming, VersionTimingSource } from '../../../../shared/lib/frame-time';
import { formatPosition } from '../../../../shared/lib/smpte/position';
import { ANNOTATION_MESSAGES } from '../../../../shared/messages/annotation-messages';
import { REVIEW_MESSAGES } from '../../../../shared/messages/review-messages';
import { VIDEO_MESSAGES } from '../../../../shared/messages/video-messages';
import { useTimeDisplay } from '../../lib/time-display';
import type { MoreNotes } from '../../lib/use-more-notes';
import { versionFrameTiming } from '../../lib/video-frames';
import { NoteThread, type ReplyInput } from './note-thread';
import { NotesScopeSwitch, VersionChip, type NotesScope } from './version-scope';

/** A note as both lists read it (the editor's `Note`, the client's `ReviewNote`). */
export interface ListedNote extends ReviewerIdentity {
  id: string;
  videoVersionId: string;
  body: string;
  status: NoteStatus;
  timecodeMs: number;
  frame?: number;
  rangeEndMs?: number;
  rangeEndFrame?: number;
  drawing?: NoteDrawing;
  author?: 'client' | 'editor';
  createdAt: string;
  /** The workspace member who last set its status (who did what). */
  statusChangedBy?: string;
}

/** A note the client wrote and has not sent yet. */
export interface ListedDraft {
  localId: string;
  body: string;
  timecodeMs: number;
  frame?: number;
  rangeEndMs?: number;
  rangeEndFrame?: number;
  drawing?: NoteDrawing;
}

/** A version of the video: its number and timing (for the earlier versions' notes). */
export interface ListedVersion extends VersionTimingSource {
  id: string;
  versionNumber: number;
}

export type FeedbackViewer = 'editor' | 'client';

export interface FeedbackListProps<N extends ListedNote> {
  /** Who reads the list: its order, its marks and its reply form follow. */
  viewer: FeedbackViewer;
  /** The current version's timing (rate, drop-frame), for timecode and frame display. */
  timing: FrameTiming;
  /** The current version's notes (loaded so far). */
  notes: readonly N[];
  /** Notes on the video's earlier versions (shown with 'All versions'). */
  earlierNotes?: readonly N[];
  /** The video's versions (numbers and timings of the earlier notes). */
  versions?: readonly ListedVersion[];
  /** More notes than shown: 'Show more notes' loads the next page. */
  more?: Pick<MoreNotes<N>, 'hasMore' | 'loading' | 'failed' | 'showMore'>;
  /** Notes stored on this version in all: 'Showing n of m' while fewer are loaded. */
  total?: number;
  onSeek(timecodeMs: number): void;
  /** The selected note or draft (its drawing shows over the picture). */
  selectedId?: string | null;
  onSelect?(id: string): void;
  /** The video's replies (every note's thread), oldest first. */
  replies?: readonly ThreadReply[];
  /** Sends a reply on a note's thread; null or absent: the threads are read-only. */
  onReply?: ((noteId: string, input: ReplyInput) => Promise<void>) | null;
  /** Turns a failed reply into the text under the form. */
  replyErrorText?: (error: unknown) => string;
  /** The client's unsent drafts, listed among the notes and removable. */
  drafts?: readonly ListedDraft[];
  onRemoveDraft?(localId: string): void;
  /** Sets a note Pending or Done: the editor's checkbox on each note. */
  onToggle?(note: N, status: NoteStatus): void;
  /** The checkboxes are disabled (an archived project). */
  readOnly?: boolean;
}

interface Row<N> {
  key: string;
  at: { timecodeMs: number; frame?: number; rangeEndMs?: number; rangeEndFrame?: number };
  body: string;
  drawing: boolean;
  /** A submitted note's row (else a draft's). */
  note?: N;
  draft?: ListedDraft;
  /** The earlier version a note was written on; absent on the current version's notes. */
  earlier?: ListedVersion;
}

function noteRow<N extends ListedNote>(note: N, earlier?: ListedVersion): Row<N> {
  return {
    key: note.id,
    at: note,
    body: note.body,
    drawing: Boolean(note.drawing),
    note,
    ...(earlier ? { earlier } : {}),
  };
}

const createdOf = (row: Row<ListedNote>) => row.note?.createdAt ?? '';

/** The rows in the viewer's order: the client's by time (drafts among them), the editor's newest first. */
function rowsOf<N extends ListedNote>(props: FeedbackListProps<N>, scope: NotesScope): Row<N>[] {
  const versionOf = new Map((props.versions ?? []).map((v) => [v.id, v]));
  const earlier = scope === 'all' ? (props.earlierNotes ?? []) : [];
  const notes = [
    ...props.notes.map((n) => noteRow(n)),
    ...earlier.map((n) => noteRow(n, versionOf.get(n.videoVersionId))),
  ];
  if (props.viewer === 'editor') {
    // Notes of one batch share a timestamp, so their ids (ULIDs, time-ordered) break the tie.
    return notes.sort((a, b) => createdOf(b).localeCompare(createdOf(a)) || b.key.localeCompare(a.key));
  }
  const drafts = (props.drafts ?? []).map((d): Row<N> => ({
    key: d.localId,
    at: d,
    body: d.body,
    drawing: Boolean(d.drawing),
    draft: d,
  }));
  return [...drafts, ...notes].sort((a, b) => a.at.timecodeMs - b.at.timecodeMs);
}

export function FeedbackList<N extends ListedNote>(props: FeedbackListProps<N>) {
  const { viewer, notes, more, total } = props;
  const [display] = useTimeDisplay();
  const [scope, setScope] = useState<NotesScope>('current');
  const rows = rowsOf(props, scope);
  const position = (row: Row<N>) => {
    const timing = row.note && row.earlier ? versionFrameTiming(row.earlier) : props.timing;
    const at = formatPosition(row.at, timing, display);
    if (row.at.rangeEndMs === undefined) return at;
    const end = { timecodeMs: row.at.rangeEndMs, frame: row.at.rangeEndFrame ?? null };
    return ANNOTATION_MESSAGES.rangeLabel(at, formatPosition(end, timing, display));
  };
  const loadOnScroll = (event: UIEvent<HTMLElement>) => {
    const el = event.currentTarget;
    if (
      more?.hasMore &&
      !more.loading &&
      !more.failed &&
      el.scrollTop + el.clientHeight >= el.scrollHeight - 48
    )
      more.showMore();
  };
  return (
    <>
      {(props.earlierNotes ?? []).length > 0 ? (
        <Box sx={{ mb: 1 }}>
          <NotesScopeSwitch value={scope} onChange={setScope} />
        </Box>
      ) : null}
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={viewer === 'client' ? { py: 2, textAlign: 'center' } : {}}>
          {viewer === 'client' ? REVIEW_MESSAGES.noNotes : VIDEO_MESSAGES.noFeedback}
        </Typography>
      ) : (
        <>
          {total !== undefined && total > notes.length ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
              {REVIEW_MESSAGES.showingNotes(notes.length, total)}
            </Typography>
          ) : null}
          <Box
            component="ul"
            aria-label={viewer === 'client' ? 'Notes' : 'Feedback'}
            onScroll={viewer === 'editor' ? loadOnScroll : undefined}
            sx={viewer === 'client' ? CLIENT_LIST_SX : EDITOR_LIST_SX}
          >
            {rows.map((row) => (
              <FeedbackRow key={row.key} row={row} list={props} position={position(row)} />
            ))}
          </Box>
          {more?.hasMore ? <ShowMoreNotes more={more} /> : null}
        </>
      )}
    </>
  );
}

const CLIENT_LIST_SX = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 } as const;
const EDITOR_LIST_SX = { listStyle: 'none', m: 0, p: 0, maxHeight: '28rem', overflowY: 'auto' } as const;

function ShowMoreNotes({ more }: { more: Pick<MoreNotes<unknown>, 'loading' | 'failed' | 'showMore'> }) {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, mt: 1 }}>
      {more.failed ? (
        <Typography variant="caption" color="error" role="alert">
          {REVIEW_MESSAGES.moreNotesFailed}
        </Typography>
      ) : null}
      <Button size="small" onClick={more.showMore} disabled={more.loading}>
        {more.loading ? REVIEW_MESSAGES.loadingMoreNotes : REVIEW_MESSAGES.showMoreNotes}
      </Button>
    </Box>
  );
}

interface RowProps<N extends ListedNote> {
  row: Row<N>;
  list: FeedbackListProps<N>;
  /** The row's time (or range) in the chosen display. */
  position: string;
}

/** One note or draft: the editor's checkbox, its time, text and marks, its thread; a draft's remove button. */
function FeedbackRow<N extends ListedNote>({ row, list, position }: RowProps<N>) {
  const { viewer, onToggle, selectedId = null } = list;
  const selected = row.key === selectedId;
  const { note, draft } = row;
  const done = note?.status === 'completed';
  const bodyId = `note-${row.key}`;
  return (
    <Box
      component="li"
      data-testid={viewer === 'editor' ? undefined : note ? 'submitted-note' : 'draft-note'}
      aria-current={selected ? 'true' : undefined}
      sx={viewer === 'client' ? clientRowSx(Boolean(row.draft), selected) : editorRowSx(selected)}
    >
      {onToggle && note ? (
        <Checkbox
          checked={done}
          disabled={list.readOnly}
          onChange={(e) => onToggle(note, e.target.checked ? 'completed' : 'pending')}
          slotProps={{
            input: { 'aria-labelledby': bodyId, 'aria-label': `Mark note ${done ? 'pending' : 'done'}` },
          }}
          sx={{ mt: -0.5 }}
        />
      ) : null}
      {viewer === 'client' ? <NotePosition row={row} list={list} position={position} /> : null}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {viewer === 'client' ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {row.body}
          </Typography>
        ) : (
          <Typography
            id={bodyId}
            data-testid="note-body"
            sx={{
              textDecoration: done ? 'line-through' : 'none',
              color: done ? 'text.secondary' : 'text.primary',
              wordBreak: 'break-word',
            }}
          >
            {row.body}
          </Typography>
        )}
        {viewer === 'client' ? (
          <Typography variant="caption" color="text.secondary">
            {noteMarks(row, viewer)}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.25 }}>
            <NotePosition row={row} list={list} position={position} />
            <Typography variant="body2" color="text.secondary">
              {noteMarks(row, viewer)}
            </Typography>
          </Box>
        )}
        {note ? <RowThread note={note} list={list} /> : null}
      </Box>
      {draft && list.onRemoveDraft ? (
        <IconButton
          size="small"
          aria-label={`Remove note at ${position}`}
          onClick={() => list.onRemoveDraft?.(draft.localId)}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
}

function clientRowSx(draft: boolean, selected: boolean) {
  return {
    display: 'flex',
    gap: 1,
    alignItems: 'flex-start',
    p: 1.25,
    borderRadius: 1.5,
    bgcolor: draft ? 'rgba(245,158,11,0.08)' : 'rgba(255,255,255,0.04)',
    border: '1px solid',
    borderColor: selected ? 'primary.main' : draft ? 'rgba(245,158,11,0.35)' : 'divider',
  } as const;
}

function editorRowSx(selected: boolean) {
  return {
    display: 'flex',
    gap: 1,
    alignItems: 'flex-start',
    py: 0.5,
    borderBottom: 1,
    borderColor: 'divider',
    bgcolor: selected ? 'rgba(167,139,250,0.10)' : undefined,
  } as const;
}

/** Who wrote it, (the editor's list) when and its status, and whether it has a drawing. */
function noteMarks<N extends ListedNote>(row: Row<N>, viewer: FeedbackViewer): string {
  const drawing = row.drawing ? ` · ${ANNOTATION_MESSAGES.hasDrawing}` : '';
  if (!row.note) return `Not sent yet${drawing}`;
  const author = `${reviewerByline(row.note)}${row.note.author === 'editor' ? ` (${ANNOTATION_MESSAGES.editorBadge})` : ''}`;
  if (viewer === 'client') return `${author}${drawing}`;
  const status = NOTE_STATUS_LABELS[row.note.status];
  const statusBy = row.note.statusChangedBy
    ? WORKSPACE_MESSAGES.statusBy(status, row.note.statusChangedBy)
    : status;
  return `${author} · ${formatNoteTime(row.note.createdAt)} · ${statusBy}${drawing}`;
}

/** The row's time: seeks the player ('Jump to' / 'Play from'); an earlier version's note is marked, not seekable. */
function NotePosition<N extends ListedNote>({ row, list, position }: RowProps<N>) {
  const client = list.viewer === 'client';
  const seek = () => {
    list.onSelect?.(row.key);
    list.onSeek(row.at.timecodeMs);
  };
  if (row.note && row.earlier) {
    const chip = <VersionChip versionNumber={row.earlier.versionNumber} />;
    return client ? (
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <Chip size="small" variant="outlined" label={position} sx={{ fontVariantNumeric: 'tabular-nums' }} />
        {chip}
      </Box>
    ) : (
      <>
        {chip}
        <Typography variant="body2" sx={{ fontFamily: 'monospace', px: 0.75 }}>
          {position}
        </Typography>
      </>
    );
  }
  return client ? (
    <Chip
      size="small"
      clickable
      color="primary"
      variant="outlined"
      label={position}
      onClick={seek}
      aria-label={`Jump to ${position}`}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    />
  ) : (
    <Button
      size="small"
      variant="text"
      onClick={seek}
      aria-label={`Play from ${position}`}
      sx={{ minWidth: 0, px: 0.75, fontFamily: 'monospace' }}
    >
      {position}
    </Button>
  );
}

function RowThread<N extends ListedNote>({ note, list }: { note: N; list: FeedbackListProps<N> }) {
  const { onReply, replyErrorText } = list;
  const client = list.viewer === 'client';
  return (
    <NoteThread
      replies={(list.replies ?? []).filter((r) => r.noteId === note.id)}
      viewer={list.viewer}
      {...(client ? { askEmail: true } : { formatTime: formatNoteTime })}
      onReply={onReply ? (input) => onReply(note.id, input) : null}
      {...(replyErrorText ? { errorText: replyErrorText } : {})}
    />
  );
}
