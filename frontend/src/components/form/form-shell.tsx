/**
 * The shell of a react-hook-form form: a labelled, unvalidated-by-the-browser `<form>` stack that submits
 * through the schema (useZodForm), shows the form-level error above the fields, and ends with the primary
 * submit button. `notices` stand above the error; `after` follows the button (e.g. "or" and Google).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export interface FormShellProps<In extends FieldValues, Out extends FieldValues> {
  form: UseFormReturn<In, unknown, Out>;
  /** Called with the parsed values once the schema accepts them. */
  onSubmit: (values: Out) => Promise<void> | void;
  /** The form's accessible name. */
  label: string;
  /** The form-level error (a refusal of the whole submission), or null. */
  error: string | null;
  submitLabel: string;
  submitDisabled?: boolean;
  notices?: ReactNode;
  after?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

export function FormShell<In extends FieldValues, Out extends FieldValues>(props: FormShellProps<In, Out>) {
  const { form, onSubmit } = props;
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
      noValidate
      aria-label={props.label}
    >
      {props.notices}
      {props.error ? <Alert severity="error">{props.error}</Alert> : null}
      {props.children}
      <Button type="submit" variant="contained" size="large" disabled={props.submitDisabled ?? false}>
        {props.submitLabel}
      </Button>
      {props.after}
    </Stack>
  );
}
