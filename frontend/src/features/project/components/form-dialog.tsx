/**
 * The project page's small form dialogs (add a video, the link's expiry, the link's password) share one
 * shell: a titled dialog around one form, Cancel and a submit button that is disabled while saving.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent, ReactNode } from 'react';

/** What the project page gives each of its form dialogs. */
export interface ProjectDialogProps {
  projectId: string;
  open: boolean;
  onClose: () => void;
}

export function FormDialog(props: {
  open: boolean;
  onClose(): void;
  /** The title's id, which labels the dialog. */
  titleId: string;
  title: string;
  maxWidth: 'xs' | 'sm';
  onSubmit(event: FormEvent): void;
  cancelLabel: string;
  /** Cancel is disabled too while saving (a save in flight cannot be abandoned). */
  cancelDisabled?: boolean;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      maxWidth={props.maxWidth}
      aria-labelledby={props.titleId}
    >
      <form onSubmit={props.onSubmit} noValidate>
        <DialogTitle id={props.titleId}>{props.title}</DialogTitle>
        <DialogContent>{props.children}</DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={props.cancelDisabled ?? false}>
            {props.cancelLabel}
          </Button>
          <Button type="submit" variant="contained" disabled={props.busy}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
