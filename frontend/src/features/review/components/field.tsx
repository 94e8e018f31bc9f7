/**
 * A labelled outlined text field built from MUI's small pieces (FormControl, InputLabel, OutlinedInput)
 * instead of TextField, which also pulls in Select, Menu and Popover: the review route stays light.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
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

export function Field(props: FieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl
      fullWidth
      variant="outlined"
      margin={props.margin ?? 'none'}
      disabled={props.disabled ?? false}
    >
      {props.label ? <InputLabel htmlFor={id}>{props.label}</InputLabel> : null}
      <OutlinedInput
        id={id}
        label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        onKeyDown={props.onKeyDown}
        placeholder={props.placeholder}
        multiline={props.multiline}
        minRows={props.minRows}
        maxRows={props.maxRows}
        autoFocus={props.autoFocus}
        autoComplete={props.autoComplete}
        inputProps={{
          maxLength: props.maxLength,
          ...(props.ariaLabel ? { 'aria-label': props.ariaLabel } : {}),
          ...(props.helperText ? { 'aria-describedby': helperId } : {}),
        }}
      />
      {props.helperText ? <FormHelperText id={helperId}>{props.helperText}</FormHelperText> : null}
    </FormControl>
  );
}
