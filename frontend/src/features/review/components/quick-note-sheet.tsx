/** The phone's 'Quick Note' sheet: a textarea, Cancel and Save (disabled while blank); Ctrl/Cmd+Enter saves. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { REVIEW_LIMITS } from '../../../../../shared/api/endpoints/review';
import { formatTimecode } from '../../../../../shared/lib/timecode';
import { COMMON_MESSAGES } from '../../../../../shared/messages/common-messages';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import { ANNOTATION_MESSAGES } from '../../../../../shared/messages/annotation-messages';
import { Field } from './field';

export interface QuickNoteSheetProps {
  open: boolean;
  timecodeMs: number;
  /** A range note's out point (the sheet shows the range). */
  rangeEndMs?: number | null;
  /** The note carries a drawing. */
  hasDrawing?: boolean;
  onCancel(): void;
  /** Receives the trimmed text. */
  onSave(text: string): void;
}

export function QuickNoteSheet(props: QuickNoteSheetProps) {
  return (
    <Drawer
      anchor="bottom"
      open={props.open}
      onClose={props.onCancel}
      slotProps={{
        paper: { sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16 } },
        backdrop: { sx: { bgcolor: 'rgba(0,0,0,0.25)' } },
      }}
    >
      {props.open ? <QuickNoteBody {...props} /> : null}
    </Drawer>
  );
}

function QuickNoteBody({ timecodeMs, rangeEndMs, hasDrawing, onCancel, onSave }: QuickNoteSheetProps) {
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const save = () => {
    if (trimmed) onSave(trimmed);
  };
  return (
    <Box
      role="dialog"
      aria-labelledby="quick-note-title"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      sx={{ p: 2, pb: 'calc(16px + env(safe-area-inset-bottom))', display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography id="quick-note-title" variant="h4" component="h2">
          {REVIEW_MESSAGES.quickNote}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          @{' '}
          {typeof rangeEndMs === 'number'
            ? ANNOTATION_MESSAGES.rangeLabel(formatTimecode(timecodeMs), formatTimecode(rangeEndMs))
            : formatTimecode(timecodeMs)}
          {hasDrawing ? ` · ${ANNOTATION_MESSAGES.drawingAttached}` : ''}
        </Typography>
      </Box>
      <Field
        autoFocus
        multiline
        minRows={3}
        maxRows={8}
        placeholder={REVIEW_MESSAGES.notePlaceholder}
        ariaLabel={REVIEW_MESSAGES.quickNote}
        value={text}
        onChange={setText}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            save();
          }
        }}
        maxLength={REVIEW_LIMITS.noteBodyMax}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button onClick={onCancel} sx={{ flex: 1 }}>
          {COMMON_MESSAGES.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={trimmed === ''} sx={{ flex: 1 }}>
          {COMMON_MESSAGES.save}
        </Button>
      </Box>
    </Box>
  );
}
