/**
 * The current version's notes, newest first: checkbox (Pending/Done), body, mm:ss (seeks), reviewer, date, and
 * each note's thread with the editor's reply form.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Note, VideoVersion } from '../../../../../shared/domain/entities';
import { NotesScopeSwitch, VersionChip, type NotesScope } from '../../../components/feedback/version-scope';
import { versionFrameTiming } from '../../../lib/video-frames';
import { NOTE_STATUS_LABELS } from '../../../../../shared/domain/note-status-display';
import type { NoteStatus } from '../../../../../shared/domain/status-values';
import { formatNoteTime } from '../../../../../shared/lib/date-format';
import type { FrameTiming } from '../../../../../shared/lib/frame-time';
import { formatPosition } from '../../../../../shared/lib/time-display';
import { useTimeDisplay } from '../../../lib/time-display';
import { VIDEO_MESSAGES } from '../../../../../shared/messages/video-messages';
import { ANNOTATION_MESSAGES } from '../../../../../shared/messages/annotation-messages';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import type { MoreNotes } from '../../../lib/use-more-notes';
import type { ThreadReply } from '../../../../../shared/domain/note-reply';
import { NoteThread, type ReplyInput } from '../../../components/feedback/note-thread';

export function FeedbackList({
  timing,
  notes,
  replies = [],
  readOnly,
  onToggle,
  onSeek,
  more,
  selectedId = null,
  onSelect,
  onReply = null,
  replyErrorText,
  earlierNotes = [],
  versions = [],
}: {
  /** More notes than shown: 'Show more notes' (or scrolling to the end) loads the next page. */
  more?: Pick<MoreNotes<Note>, 'hasMore' | 'loading' | 'failed' | 'showMore'>;
  /** The current version's timing (rate, drop-frame), for timecode and frame display. */
  timing: FrameTiming;
  notes: Note[];
  readOnly: boolean;
  onToggle: (note: Note, status: NoteStatus) => void;
  onSeek: (timecodeMs: number) => void;
  /** The selected note (its drawing shows over the picture). */
  selectedId?: string | null;
  onSelect?: (noteId: string) => void;
  /** The video's replies (every note's thread), oldest first. */
  replies?: readonly ThreadReply[];
  /** Sends the editor's reply to a note; null when the project is read-only. */
  onReply?: ((noteId: string, input: ReplyInput) => Promise<void>) | null;
  replyErrorText?: (error: unknown) => string;
  /** Notes on the video's earlier versions (shown with 'All versions', marked 'v1', …). */
  earlierNotes?: readonly Note[];
  /** The video's versions (their numbers and timings, for the earlier notes). */
  versions?: readonly VideoVersion[];
}) {
  const [display] = useTimeDisplay();
  const [scope, setScope] = useState<NotesScope>('current');
  const versionOf = new Map(versions.map((v) => [v.id, v]));
  const shown = scope === 'all' ? [...notes, ...earlierNotes] : notes;
  const scopeSwitch =
    earlierNotes.length > 0 ? (
      <Box sx={{ mb: 1 }}>
        <NotesScopeSwitch value={scope} onChange={setScope} />
      </Box>
    ) : null;
  if (shown.length === 0) {
    return (
      <>
        {scopeSwitch}
        <Typography color="text.secondary">{VIDEO_MESSAGES.noFeedback}</Typography>
      </>
    );
  }
  // Newest first; notes of one batch share a timestamp, so their ids (ULIDs, time-ordered) break the tie.
  const sorted = [...shown].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
  const currentIds = new Set(notes.map((n) => n.id));
  return (
    <>
      {scopeSwitch}
      <List
        dense
        disablePadding
        sx={{ maxHeight: '28rem', overflowY: 'auto' }}
        aria-label="Feedback"
        onScroll={(event) => {
          const el = event.currentTarget;
          if (
            more?.hasMore &&
            !more.loading &&
            !more.failed &&
            el.scrollTop + el.clientHeight >= el.scrollHeight - 48
          )
            more.showMore();
        }}
      >
        {sorted.map((note) => {
          const done = note.status === 'completed';
          const earlier = currentIds.has(note.id) ? null : versionOf.get(note.videoVersionId);
          const noteTiming = earlier ? versionFrameTiming(earlier) : timing;
          const checkboxId = `note-${note.id}`;
          const position =
            note.rangeEndMs !== undefined
              ? ANNOTATION_MESSAGES.rangeLabel(
                  formatPosition(note, noteTiming, display),
                  formatPosition(
                    { timecodeMs: note.rangeEndMs, frame: note.rangeEndFrame ?? null },
                    noteTiming,
                    display,
                  ),
                )
              : formatPosition(note, noteTiming, display);
          return (
            <ListItem
              key={note.id}
              divider
              alignItems="flex-start"
              disableGutters
              aria-current={note.id === selectedId ? 'true' : undefined}
              sx={{
                gap: 1,
                bgcolor: note.id === selectedId ? 'rgba(167,139,250,0.10)' : undefined,
              }}
            >
              <Checkbox
                checked={done}
                disabled={readOnly}
                onChange={(e) => onToggle(note, e.target.checked ? 'completed' : 'pending')}
                slotProps={{
                  input: {
                    'aria-labelledby': checkboxId,
                    'aria-label': `Mark note ${done ? 'pending' : 'done'}`,
                  },
                }}
                sx={{ mt: -0.5 }}
              />
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography
                  id={checkboxId}
                  data-testid="note-body"
                  sx={{
                    textDecoration: done ? 'line-through' : 'none',
                    color: done ? 'text.secondary' : 'text.primary',
                    wordBreak: 'break-word',
                  }}
                >
                  {note.body}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.25 }}>
                  {earlier ? (
                    <>
                      <VersionChip versionNumber={earlier.versionNumber} />
                      <Typography variant="body2" sx={{ fontFamily: 'monospace', px: 0.75 }}>
                        {position}
                      </Typography>
                    </>
                  ) : (
                    <Button
                      size="small"
                      variant="text"
                      onClick={() => {
                        onSelect?.(note.id);
                        onSeek(note.timecodeMs);
                      }}
                      aria-label={`Play from ${position}`}
                      sx={{ minWidth: 0, px: 0.75, fontFamily: 'monospace' }}
                    >
                      {position}
                    </Button>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {note.reviewerLabel}
                    {note.author === 'editor' ? ` (${ANNOTATION_MESSAGES.editorBadge})` : ''} ·{' '}
                    {formatNoteTime(note.createdAt)} · {NOTE_STATUS_LABELS[note.status]}
                    {note.drawing ? ` · ${ANNOTATION_MESSAGES.hasDrawing}` : ''}
                  </Typography>
                </Box>
                <NoteThread
                  replies={replies.filter((r) => r.noteId === note.id)}
                  viewer="editor"
                  formatTime={formatNoteTime}
                  onReply={onReply ? (input) => onReply(note.id, input) : null}
                  {...(replyErrorText ? { errorText: replyErrorText } : {})}
                />
              </Box>
            </ListItem>
          );
        })}
      </List>
      {more?.hasMore ? (
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
      ) : null}
    </>
  );
}
