/**
 * Pro's link expiry choice: a number of days (1–90), a date (tomorrow to 90 days on; the link
 * expires on that day at the current time of day), or 'Never expires'. The server checks the plan and the
 * range again; its message is shown when it refuses.
 */
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { addDays, format } from 'date-fns';
import { useState, type FormEvent } from 'react';
import {
  chosenShareExpiry,
  latestCustomExpiry,
  type LinkExpiryChoice,
} from '../../../../../shared/domain/review-link-expiry';
import { REVIEW_LINK } from '../../../../../shared/domain/review-link-rules';
import { LINK_CARD_MESSAGES } from '../../../../../shared/messages/link-card-messages';
import { useToast } from '../../../components/toast/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useSetReviewLinkExpiry } from '../api/set-review-link-expiry';
import { FormDialog, type ProjectDialogProps } from './form-dialog';

type Kind = LinkExpiryChoice['kind'];
const DATE_INPUT = 'yyyy-MM-dd';

/** The chosen day at the current time of day (never past the 90-day limit). */
function dateChoice(day: string, now: Date): LinkExpiryChoice {
  const [y, m, d] = day.split('-').map(Number);
  const at = new Date(now);
  at.setFullYear(y ?? NaN, (m ?? NaN) - 1, d ?? NaN);
  const latest = latestCustomExpiry(now);
  const t = Number.isNaN(at.getTime()) ? at : at > latest ? latest : at;
  return { kind: 'date', date: Number.isNaN(t.getTime()) ? day : t.toISOString() };
}

/** The day a link expires on: from tomorrow to the latest custom expiry. */
function ExpiryDateField({
  day,
  onChange,
  invalid,
  now,
}: {
  day: string;
  onChange: (day: string) => void;
  invalid: boolean;
  now: Date;
}) {
  return (
    <TextField
      type="date"
      label={LINK_CARD_MESSAGES.expiryDateLabel}
      size="small"
      value={day}
      onChange={(e) => onChange(e.target.value)}
      error={invalid}
      helperText={LINK_CARD_MESSAGES.expiryDateRange}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          min: format(addDays(now, 1), DATE_INPUT),
          max: format(latestCustomExpiry(now), DATE_INPUT),
        },
      }}
      sx={{ ml: 4, mb: 1, maxWidth: 220 }}
    />
  );
}

export function LinkExpiryDialog({ projectId, open, onClose }: ProjectDialogProps) {
  const toast = useToast();
  const save = useSetReviewLinkExpiry(projectId);
  const [kind, setKind] = useState<Kind>('days');
  const [days, setDays] = useState(String(REVIEW_LINK.validityDays));
  const [day, setDay] = useState(() => format(addDays(new Date(), 30), DATE_INPUT));
  const [error, setError] = useState<string | null>(null);

  const now = new Date();
  const choice: LinkExpiryChoice =
    kind === 'never'
      ? { kind: 'never' }
      : kind === 'days'
        ? { kind: 'days', days: Number(days) }
        : dateChoice(day, now);
  const invalid = chosenShareExpiry(choice, now) === 'out_of_range';
  const rangeMessage =
    kind === 'date' ? LINK_CARD_MESSAGES.expiryDateRange : LINK_CARD_MESSAGES.expiryDaysRange;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) {
      setError(rangeMessage);
      return;
    }
    save.mutate(
      { projectId, expiry: choice },
      {
        onSuccess: () => {
          toast.success(LINK_CARD_MESSAGES.expirySaved);
          setError(null);
          onClose();
        },
        onError: (err) =>
          setError(isApiError(err) && err.status < 500 ? err.message : LINK_CARD_MESSAGES.expiryFailed),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="link-expiry-title"
      title={LINK_CARD_MESSAGES.expiryDialogTitle}
      maxWidth="xs"
      onSubmit={submit}
      cancelLabel={LINK_CARD_MESSAGES.expiryCancel}
      submitLabel={LINK_CARD_MESSAGES.expirySave}
      busy={save.isPending}
    >
      <RadioGroup
        value={kind}
        onChange={(e) => {
          setKind(e.target.value as Kind);
          setError(null);
        }}
        aria-labelledby="link-expiry-title"
      >
        <FormControlLabel value="days" control={<Radio />} label={LINK_CARD_MESSAGES.expiryInDaysOption} />
        {kind === 'days' ? (
          <TextField
            type="number"
            label={LINK_CARD_MESSAGES.expiryDaysLabel}
            size="small"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            error={invalid}
            helperText={LINK_CARD_MESSAGES.expiryDaysRange}
            slotProps={{
              htmlInput: { min: REVIEW_LINK.customDaysMin, max: REVIEW_LINK.customDaysMax, step: 1 },
            }}
            sx={{ ml: 4, mb: 1, maxWidth: 200 }}
          />
        ) : null}
        <FormControlLabel value="date" control={<Radio />} label={LINK_CARD_MESSAGES.expiryOnDateOption} />
        {kind === 'date' ? <ExpiryDateField day={day} onChange={setDay} invalid={invalid} now={now} /> : null}
        <FormControlLabel value="never" control={<Radio />} label={LINK_CARD_MESSAGES.neverExpiresOption} />
      </RadioGroup>
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {error}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
