/** The current version's notes, newest first: checkbox (Pending/Done), body, mm:ss (seeks), reviewer, date. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Note } from '../../../../../shared/domain/entities';
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

export function FeedbackList({
  timing,
  notes,
  readOnly,
  onToggle,
  onSeek,
  more,
  selectedId = null,
  onSelect,
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
}) {
  const [display] = useTimeDisplay();
  if (notes.length === 0) {
    return <Typography color="text.secondary">{VIDEO_MESSAGES.noFeedback}</Typography>;
  }
  // Newest first; notes of one batch share a timestamp, so their ids (ULIDs, time-ordered) break the tie.
  const sorted = [...notes].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
  return (
    <>
      <List
        dense
        disablePadding
        sx={{ maxHeight: '16rem', overflowY: 'auto' }}
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
          const checkboxId = `note-${note.id}`;
          const position =
            note.rangeEndMs !== undefined
              ? ANNOTATION_MESSAGES.rangeLabel(
                  formatPosition(note, timing, display),
                  formatPosition(
                    { timecodeMs: note.rangeEndMs, frame: note.rangeEndFrame ?? null },
                    timing,
                    display,
                  ),
                )
              : formatPosition(note, timing, display);
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
                  <Typography variant="body2" color="text.secondary">
                    {note.reviewerLabel} · {formatNoteTime(note.createdAt)} ·{' '}
                    {NOTE_STATUS_LABELS[note.status]}
                    {note.drawing ? ` · ${ANNOTATION_MESSAGES.hasDrawing}` : ''}
                  </Typography>
                </Box>
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
