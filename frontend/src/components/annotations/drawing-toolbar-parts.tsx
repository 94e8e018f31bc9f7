/** The drawing toolbar's controls: tool, colour, undo and clear, and Cancel / Done. */
import ArrowOutward from '@mui/icons-material/ArrowOutward';
import Brush from '@mui/icons-material/Brush';
import CropSquare from '@mui/icons-material/CropSquare';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import {
  DRAWING_COLOURS,
  DRAWING_COLOUR_VALUES,
  type DrawingColour,
  type DrawingTool,
} from '../../../../shared/domain/note-drawing';
import { ANNOTATION_MESSAGES, DRAWING_COLOUR_NAMES } from '../../../../shared/messages/annotation-messages';

const TOOL_ICONS = { pen: Brush, arrow: ArrowOutward, rect: CropSquare } as const;
const TOOL_LABELS = {
  pen: ANNOTATION_MESSAGES.pen,
  arrow: ANNOTATION_MESSAGES.arrow,
  rect: ANNOTATION_MESSAGES.rectangle,
} as const;

export function ToolPicker({ tool, onChange }: { tool: DrawingTool; onChange(tool: DrawingTool): void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={tool}
      onChange={(_, next: DrawingTool | null) => next && onChange(next)}
      aria-label={ANNOTATION_MESSAGES.drawingTools}
    >
      {(Object.keys(TOOL_ICONS) as DrawingTool[]).map((t) => {
        const Icon = TOOL_ICONS[t];
        return (
          <ToggleButton key={t} value={t} aria-label={TOOL_LABELS[t]} title={TOOL_LABELS[t]}>
            <Icon fontSize="small" />
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}

export function ColourPicker({
  colour,
  onChange,
}: {
  colour: DrawingColour;
  onChange(colour: DrawingColour): void;
}) {
  return (
    <Box role="radiogroup" aria-label="Colour" sx={{ display: 'flex', gap: 0.5 }}>
      {DRAWING_COLOURS.map((c) => (
        <Box
          key={c}
          component="button"
          type="button"
          role="radio"
          aria-checked={colour === c}
          aria-label={ANNOTATION_MESSAGES.colour(DRAWING_COLOUR_NAMES[c])}
          title={DRAWING_COLOUR_NAMES[c]}
          onClick={() => onChange(c)}
          sx={{
            width: 28,
            height: 28,
            p: 0,
            borderRadius: '50%',
            cursor: 'pointer',
            bgcolor: DRAWING_COLOUR_VALUES[c],
            border: '2px solid',
            borderColor: colour === c ? 'text.primary' : 'rgba(0,0,0,0.4)',
            boxShadow: (t) => (colour === c ? `0 0 0 2px ${alpha(t.palette.primary.main, 0.9)}` : 'none'),
          }}
        />
      ))}
    </Box>
  );
}

function HistoryButton(props: { label: string; disabled: boolean; onClick(): void; icon: ReactNode }) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton size="small" aria-label={props.label} disabled={props.disabled} onClick={props.onClick}>
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function HistoryButtons(props: { empty: boolean; onUndo(): void; onClear(): void }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <HistoryButton
        label={ANNOTATION_MESSAGES.undo}
        disabled={props.empty}
        onClick={props.onUndo}
        icon={<Undo fontSize="small" />}
      />
      <HistoryButton
        label={ANNOTATION_MESSAGES.clear}
        disabled={props.empty}
        onClick={props.onClear}
        icon={<DeleteSweep fontSize="small" />}
      />
    </Box>
  );
}

export function FinishButtons(props: { onCancel(): void; onDone(): void }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
      <Button size="small" onClick={props.onCancel}>
        {ANNOTATION_MESSAGES.cancel}
      </Button>
      <Button size="small" variant="contained" onClick={props.onDone}>
        {ANNOTATION_MESSAGES.done}
      </Button>
    </Box>
  );
}
