/**
 * A labelled text field: a native input or textarea with the theme's colours, a label above it and an
 * optional helper line. The review page's first load shows one (the desktop note field); MUI's InputBase
 * family (FormControl, InputLabel, OutlinedInput, NotchedOutline, TextareaAutosize) was about 5 KB gzip of
 * it for what the browser does natively (`field-sizing: content` grows the textarea with its text).
 */
import Box from '@mui/material/Box';
import { useId, type KeyboardEvent } from 'react';

interface FieldProps {
  label?: string;
  /** Accessible name when there is no visible label. */
  ariaLabel?: string;
  value: string;
  onChange(value: string): void;
  onKeyDown?(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  placeholder?: string;
  helperText?: string;
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  maxLength?: number;
  autoComplete?: string;
  autoFocus?: boolean;
  margin?: 'none' | 'dense';
  disabled?: boolean;
}

/** One line of the body text (the theme's line height) and the field's vertical padding, for the row limits. */
const LINE_EM = 1.4375;
const PAD_PX = 16.5;

export function Field(props: FieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const rows = (n: number) => `calc(${n * LINE_EM}em + ${2 * PAD_PX}px)`;
  const shared = {
    id,
    value: props.value,
    onChange: (e: { target: { value: string } }) => props.onChange(e.target.value),
    onKeyDown: props.onKeyDown,
    placeholder: props.placeholder,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
    autoFocus: props.autoFocus,
    disabled: props.disabled ?? false,
    'aria-label': props.ariaLabel,
    'aria-describedby': props.helperText ? helperId : undefined,
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 0.5,
        mt: props.margin === 'dense' ? 1 : 0,
        mb: props.margin === 'dense' ? 0.5 : 0,
      }}
    >
      {props.label ? (
        <Box
          component="label"
          htmlFor={id}
          sx={{ typography: 'body2', color: props.disabled ? 'text.disabled' : 'text.secondary' }}
        >
          {props.label}
        </Box>
      ) : null}
      <Box
        component={props.multiline ? 'textarea' : 'input'}
        {...shared}
        {...(props.multiline ? { rows: props.minRows ?? 1 } : {})}
        sx={{
          typography: 'body1',
          lineHeight: `${LINE_EM}em`,
          width: '100%',
          boxSizing: 'border-box',
          color: 'text.primary',
          bgcolor: 'transparent',
          border: 1,
          borderColor: 'rgba(255, 255, 255, 0.23)',
          borderRadius: 1,
          px: '14px',
          py: `${PAD_PX}px`,
          resize: 'none',
          fieldSizing: props.multiline ? 'content' : undefined,
          minHeight: props.multiline ? rows(props.minRows ?? 1) : undefined,
          maxHeight: props.multiline && props.maxRows ? rows(props.maxRows) : undefined,
          '&:hover:not(:disabled)': { borderColor: 'text.primary' },
          '&:focus': {
            borderColor: 'primary.main',
            boxShadow: (t) => `inset 0 0 0 1px ${t.palette.primary.main}`,
          },
          '&:focus-visible': { outlineOffset: 0 },
          '&::placeholder': { color: 'inherit', opacity: 0.5 },
          '&:disabled': { color: 'text.disabled', borderColor: 'action.disabled' },
        }}
      />
      {props.helperText ? (
        <Box
          component="p"
          id={helperId}
          sx={{ typography: 'caption', color: 'text.secondary', m: 0, mx: '14px' }}
        >
          {props.helperText}
        </Box>
      ) : null}
    </Box>
  );
}
