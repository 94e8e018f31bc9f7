/**
 * The notes of one video: the reviewer's unsent drafts (removable) and the notes already submitted, each with
 * its thread (the editor's and the client's replies) and a reply form.
 */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReviewNote, ReviewVersion } from '../../../../../shared/api/endpoints/review';
import { NotesScopeSwitch, VersionChip, type NotesScope } from '../../../components/feedback/version-scope';
import { versionFrameTiming } from '../../../lib/video-frames';
import type { FrameTiming } from '../../../../../shared/lib/frame-time';
import { formatPosition } from '../../../../../shared/lib/time-display';
import { useTimeDisplay } from '../../../lib/time-display';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import type { Draft } from '../lib/draft-store';
import type { MoreNotes } from '../../../lib/use-more-notes';
import { ANNOTATION_MESSAGES } from '../../../../../shared/messages/annotation-messages';
import type { ThreadReply } from '../../../../../shared/domain/note-reply';
import { COMMON_MESSAGES } from '../../../../../shared/messages/common-messages';
import { REPLY_MESSAGES } from '../../../../../shared/messages/reply-messages';
import { NoteThread, type ReplyInput } from '../../../components/feedback/note-thread';
import { isApiError } from '../../../lib/api-error';

interface NotesListProps {
  /** The version's timing (its rate and drop-frame flag), for timecode and frame display. */
  timing: FrameTiming;
  drafts: readonly Draft[];
  notes: readonly ReviewNote[];
  onSeek(ms: number): void;
  onRemoveDraft(localId: string): void;
  /** More submitted notes than shown: 'Show more notes' loads the next page. */
  more?: Pick<MoreNotes<ReviewNote>, 'hasMore' | 'loading' | 'failed' | 'showMore'>;
  /** Notes stored on this version in all (exact, whatever is loaded). */
  total?: number;
  /** The selected note or draft (its drawing shows over the picture). */
  selectedId?: string | null;
  onSelect?(id: string): void;
  /** The video's replies (every note's thread), oldest first. */
  replies?: readonly ThreadReply[];
  /** Sends the client's reply on a note's thread. */
  onReply?: (noteId: string, input: ReplyInput) => Promise<void>;
  /** Notes on the video's earlier versions (shown with 'All versions', marked 'v1', …). */
  earlierNotes?: readonly ReviewNote[];
  /** The video's versions (numbers and timings of the earlier notes). */
  versions?: readonly ReviewVersion[];
}

interface RowBase {
  key: string;
  timecodeMs: number;
  frame?: number;
  rangeEndMs?: number;
  rangeEndFrame?: number;
  hasDrawing: boolean;
  body: string;
}
type Row =
  | (RowBase & { kind: 'draft'; draft: Draft })
  | (RowBase & {
      kind: 'note';
      note: ReviewNote;
      /** The earlier version the note was written on; absent on the current version's notes. */
      earlier?: ReviewVersion;
    });

export function NotesList({
  timing,
  drafts,
  notes,
  onSeek,
  onRemoveDraft,
  replies = [],
  onReply,
  earlierNotes = [],
  versions = [],
  more,
  total,
  selectedId = null,
  onSelect,
}: NotesListProps) {
  const [display] = useTimeDisplay();
  const [scope, setScope] = useState<NotesScope>('current');
  const versionOf = new Map(versions.map((v) => [v.id, v]));
  const rows: Row[] = [
    ...drafts.map((d): Row => ({
      kind: 'draft',
      key: d.localId,
      timecodeMs: d.timecodeMs,
      ...(d.frame !== undefined ? { frame: d.frame } : {}),
      ...(d.rangeEndMs !== undefined ? { rangeEndMs: d.rangeEndMs } : {}),
      ...(d.rangeEndFrame !== undefined ? { rangeEndFrame: d.rangeEndFrame } : {}),
      hasDrawing: Boolean(d.drawing),
      body: d.body,
      draft: d,
    })),
    ...notes.map((n): Row => ({
      kind: 'note',
      key: n.id,
      timecodeMs: n.timecodeMs,
      frame: n.frame,
      ...(n.rangeEndMs !== undefined ? { rangeEndMs: n.rangeEndMs } : {}),
      ...(n.rangeEndFrame !== undefined ? { rangeEndFrame: n.rangeEndFrame } : {}),
      hasDrawing: Boolean(n.drawing),
      body: n.body,
      note: n,
    })),
    ...(scope === 'all' ? earlierNotes : []).map((n): Row => {
      const earlier = versionOf.get(n.videoVersionId);
      return {
        kind: 'note',
        key: n.id,
        timecodeMs: n.timecodeMs,
        frame: n.frame,
        ...(n.rangeEndMs !== undefined ? { rangeEndMs: n.rangeEndMs } : {}),
        ...(n.rangeEndFrame !== undefined ? { rangeEndFrame: n.rangeEndFrame } : {}),
        hasDrawing: Boolean(n.drawing),
        body: n.body,
        note: n,
        ...(earlier ? { earlier } : {}),
      };
    }),
  ].sort((a, b) => a.timecodeMs - b.timecodeMs);

  const scopeSwitch =
    earlierNotes.length > 0 ? (
      <Box sx={{ mb: 1 }}>
        <NotesScopeSwitch value={scope} onChange={setScope} />
      </Box>
    ) : null;
  if (rows.length === 0) {
    return (
      <>
        {scopeSwitch}
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {REVIEW_MESSAGES.noNotes}
        </Typography>
      </>
    );
  }

  const time = (row: Row) => {
    const rowTiming = row.kind === 'note' && row.earlier ? versionFrameTiming(row.earlier) : timing;
    return row.rangeEndMs !== undefined
      ? ANNOTATION_MESSAGES.rangeLabel(
          formatPosition(row, rowTiming, display),
          formatPosition(
            { timecodeMs: row.rangeEndMs, frame: row.rangeEndFrame ?? null },
            rowTiming,
            display,
          ),
        )
      : formatPosition(row, rowTiming, display);
  };
  return (
    <>
      {scopeSwitch}
      {total !== undefined && total > notes.length ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
          {REVIEW_MESSAGES.showingNotes(notes.length, total)}
        </Typography>
      ) : null}
      <Box component="ul" aria-label="Notes" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.key}
            data-testid={row.kind === 'draft' ? 'draft-note' : 'submitted-note'}
            aria-current={row.key === selectedId ? 'true' : undefined}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'flex-start',
              p: 1.25,
              borderRadius: 1.5,
              bgcolor: row.kind === 'draft' ? 'rgba(245,158,11,0.08)' : 'rgba(255,255,255,0.04)',
              border: '1px solid',
              borderColor:
                row.key === selectedId
                  ? 'primary.main'
                  : row.kind === 'draft'
                    ? 'rgba(245,158,11,0.35)'
                    : 'divider',
            }}
          >
            {row.kind === 'note' && row.earlier ? (
              <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
                <Chip
                  size="small"
                  variant="outlined"
                  label={time(row)}
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                />
                <VersionChip versionNumber={row.earlier.versionNumber} />
              </Box>
            ) : (
              <Chip
                size="small"
                clickable
                color="primary"
                variant="outlined"
                label={time(row)}
                onClick={() => {
                  onSelect?.(row.key);
                  onSeek(row.timecodeMs);
                }}
                aria-label={`Jump to ${time(row)}`}
                sx={{ fontVariantNumeric: 'tabular-nums' }}
              />
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {row.body}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {row.kind === 'draft'
                  ? 'Not sent yet'
                  : row.note.author === 'editor'
                    ? `${row.note.reviewerLabel} (${ANNOTATION_MESSAGES.editorBadge})`
                    : row.note.reviewerLabel}
                {row.hasDrawing ? ` · ${ANNOTATION_MESSAGES.hasDrawing}` : ''}
              </Typography>
              {row.kind === 'note' ? (
                <NoteThread
                  replies={replies.filter((r) => r.noteId === row.note.id)}
                  viewer="client"
                  askEmail
                  onReply={onReply ? (input) => onReply(row.note.id, input) : null}
                  errorText={(error) =>
                    isApiError(error) && error.status === 400 && error.fields
                      ? (Object.values(error.fields)[0] ?? REPLY_MESSAGES.sendFailed)
                      : isApiError(error) && error.status === 429
                        ? COMMON_MESSAGES.rateLimitTryAgain
                        : REPLY_MESSAGES.sendFailed
                  }
                />
              ) : null}
            </Box>
            {row.kind === 'draft' ? (
              <IconButton
                size="small"
                aria-label={`Remove note at ${time(row)}`}
                onClick={() => onRemoveDraft(row.draft.localId)}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            ) : null}
          </Box>
        ))}
      </Box>
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
