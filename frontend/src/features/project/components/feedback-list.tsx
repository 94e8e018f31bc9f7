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
import type { ThreadReply } from '../../../../../shared/domain/note-reply';
import { NoteThread, type ReplyInput } from '../../../components/feedback/note-thread';

export function FeedbackList({
  timing,
  notes,
  replies = [],
  readOnly,
  onToggle,
  onSeek,
  onReply = null,
  replyErrorText,
  earlierNotes = [],
  versions = [],
}: {
  /** The current version's timing (rate, drop-frame), for timecode and frame display. */
  timing: FrameTiming;
  notes: Note[];
  readOnly: boolean;
  onToggle: (note: Note, status: NoteStatus) => void;
  onSeek: (timecodeMs: number) => void;
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
      <List dense disablePadding sx={{ maxHeight: '28rem', overflowY: 'auto' }} aria-label="Feedback">
        {sorted.map((note) => {
          const done = note.status === 'completed';
          const earlier = currentIds.has(note.id) ? null : versionOf.get(note.videoVersionId);
          const noteTiming = earlier ? versionFrameTiming(earlier) : timing;
          const checkboxId = `note-${note.id}`;
          return (
            <ListItem key={note.id} divider alignItems="flex-start" disableGutters sx={{ gap: 1 }}>
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
                        {formatPosition(note, noteTiming, display)}
                      </Typography>
                    </>
                  ) : (
                    <Button
                      size="small"
                      variant="text"
                      onClick={() => onSeek(note.timecodeMs)}
                      aria-label={`Play from ${formatPosition(note, timing, display)}`}
                      sx={{ minWidth: 0, px: 0.75, fontFamily: 'monospace' }}
                    >
                      {formatPosition(note, timing, display)}
                    </Button>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {note.reviewerLabel} · {formatNoteTime(note.createdAt)} ·{' '}
                    {NOTE_STATUS_LABELS[note.status]}
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
    </>
  );
}
