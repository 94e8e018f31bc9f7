/**
 * A small exclusive choice (mm:ss · Timecode · Frames, this version · all versions): a labelled group of
 * pressed/unpressed buttons with the look of MUI's small outlined toggle group. MUI's ToggleButtonGroup
 * brings a roving-focus manager and its context machinery for two or three buttons; this is the review
 * page's first load, where every kilobyte delays the first video frame.
 */
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface ToggleChoiceOption<T extends string> {
  value: T;
  label: ReactNode;
}

export function ToggleChoice<T extends string>({
  value,
  options,
  onChange,
  ariaLabel,
  minHeight,
  dense = true,
}: {
  value: T;
  options: readonly ToggleChoiceOption<T>[];
  onChange: (value: T) => void;
  ariaLabel: string;
  minHeight?: number;
  /** Compact (a list's toolbar) or MUI's small size (a page's own switch). */
  dense?: boolean;
}) {
  return (
    <Box role="group" aria-label={ariaLabel} sx={{ display: 'inline-flex' }}>
      {options.map((option, index) => {
        const pressed = option.value === value;
        return (
          <ButtonBase
            key={option.value}
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onChange(option.value);
            }}
            sx={{
              typography: 'button',
              fontSize: '0.8125rem',
              lineHeight: 1.75,
              py: dense ? 0.25 : '7px',
              px: dense ? 1 : '7px',
              minHeight,
              border: 1,
              borderColor: 'divider',
              ml: index === 0 ? 0 : '-1px',
              borderTopLeftRadius: index === 0 ? 4 : 0,
              borderBottomLeftRadius: index === 0 ? 4 : 0,
              borderTopRightRadius: index === options.length - 1 ? 4 : 0,
              borderBottomRightRadius: index === options.length - 1 ? 4 : 0,
              color: pressed ? 'text.primary' : 'action.active',
              bgcolor: pressed ? 'action.selected' : 'transparent',
              '&:hover': { bgcolor: pressed ? 'action.selected' : 'action.hover' },
            }}
          >
            {option.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
