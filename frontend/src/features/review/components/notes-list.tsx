/** The notes of one video: the reviewer's unsent drafts (removable) and the notes already submitted. */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReviewNote } from '../../../../../shared/api/endpoints/review';
import type { FrameTiming } from '../../../../../shared/lib/frame-time';
import { formatPosition } from '../../../../../shared/lib/time-display';
import { useTimeDisplay } from '../../../lib/time-display';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import { ANNOTATION_MESSAGES } from '../../../../../shared/messages/annotation-messages';
import type { Draft } from '../lib/draft-store';
import type { MoreNotes } from '../../../lib/use-more-notes';

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
type Row = (RowBase & { kind: 'draft'; draft: Draft }) | (RowBase & { kind: 'note'; note: ReviewNote });

export function NotesList({
  timing,
  drafts,
  notes,
  onSeek,
  onRemoveDraft,
  more,
  total,
  selectedId = null,
  onSelect,
}: NotesListProps) {
  const [display] = useTimeDisplay();
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
  ].sort((a, b) => a.timecodeMs - b.timecodeMs);

  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {REVIEW_MESSAGES.noNotes}
      </Typography>
    );
  }

  const time = (row: Row) =>
    row.rangeEndMs !== undefined
      ? ANNOTATION_MESSAGES.rangeLabel(
          formatPosition(row, timing, display),
          formatPosition({ timecodeMs: row.rangeEndMs, frame: row.rangeEndFrame ?? null }, timing, display),
        )
      : formatPosition(row, timing, display);
  return (
    <>
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
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {row.body}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {row.kind === 'draft' ? 'Not sent yet' : row.note.reviewerLabel}
                {row.hasDrawing ? ` · ${ANNOTATION_MESSAGES.hasDrawing}` : ''}
              </Typography>
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
