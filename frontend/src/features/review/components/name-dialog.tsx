/** The desktop name dialog: 'Your Name (Optional)', titled 'Submit Feedback' or 'Approve Video'. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { REVIEW_LIMITS } from '../../../../../shared/api/endpoints/review';
import { COMMON_MESSAGES } from '../../../../../shared/messages/common-messages';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import { Field } from './field';

export interface NameDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  initialName: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(name: string): void;
}

export function NameDialog(props: NameDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby="review-name-title"
    >
      {props.open ? <NameDialogBody {...props} /> : null}
    </Dialog>
  );
}

function NameDialogBody({ title, confirmLabel, initialName, busy, onCancel, onConfirm }: NameDialogProps) {
  const [name, setName] = useState(initialName);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm(name.trim());
      }}
    >
      <DialogTitle id="review-name-title">{title}</DialogTitle>
      <DialogContent>
        <Field
          autoFocus
          margin="dense"
          label={REVIEW_MESSAGES.nameLabelDesktop}
          value={name}
          onChange={setName}
          maxLength={REVIEW_LIMITS.reviewerNameMax}
          autoComplete="name"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{COMMON_MESSAGES.cancel}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
