/**
 * Pro's seat count, changed by the Owner (Settings › Team and the Upgrade page): the wanted total is
 * previewed first with the prorated charge the billing provider computes (nothing changes), then confirmed;
 * the seats shown follow the billing webhook. Never below the members or the seats Pro includes.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SeatChangePreview } from '../../../../shared/api/endpoints/team';
import { lowestSeatCount, MAX_EXTRA_SEATS, PRO_INCLUDED_SEATS } from '../../../../shared/domain/team';
import { formatCreatedDate } from '../../../../shared/lib/date-format';
import { formatMinorUnits } from '../../../../shared/lib/money';
import { TEAM_MESSAGES } from '../../../../shared/messages/team-messages';
import { isApiError } from '../../lib/api-error';
import { useChangeSeats, usePreviewSeats } from '../../lib/api/team-seats';
import { useToast } from '../toast/toast-context';

const messageOf = (error: unknown) => (isApiError(error) ? error.message : TEAM_MESSAGES.loadFailed);

export function SeatChanger({ limit, used }: { limit: number; used: number }) {
  const toast = useToast();
  const [seats, setSeats] = useState(limit + 1);
  const [preview, setPreview] = useState<SeatChangePreview | null>(null);
  const previewSeats = usePreviewSeats();
  const change = useChangeSeats();
  const fail = (error: unknown) => toast.error(messageOf(error));
  const lowest = lowestSeatCount(used);
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="number"
          label={TEAM_MESSAGES.seatCountLabel}
          value={seats}
          slotProps={{ htmlInput: { min: lowest, max: PRO_INCLUDED_SEATS + MAX_EXTRA_SEATS } }}
          onChange={(event) => {
            setSeats(Math.max(lowest, Math.trunc(Number(event.target.value) || lowest)));
            setPreview(null);
          }}
          sx={{ width: 140 }}
        />
        <Button
          variant="outlined"
          disabled={seats === limit || previewSeats.isPending}
          onClick={() => previewSeats.mutate(seats, { onSuccess: setPreview, onError: fail })}
        >
          {TEAM_MESSAGES.previewSeats}
        </Button>
      </Stack>
      {preview ? (
        <Alert severity="info" role="status">
          <Typography>
            {preview.chargeNow > 0
              ? TEAM_MESSAGES.seatChargeNow(formatMinorUnits(preview.chargeNow, preview.currencyCode))
              : TEAM_MESSAGES.seatCreditNow(formatMinorUnits(preview.credit, preview.currencyCode))}
          </Typography>
          {preview.next ? (
            <Typography variant="body2">
              {TEAM_MESSAGES.seatNextCharge(
                formatMinorUnits(preview.next.amount, preview.currencyCode),
                formatCreatedDate(preview.next.date),
              )}
            </Typography>
          ) : null}
          <Button
            sx={{ mt: 1 }}
            variant="contained"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(preview.seats, {
                onSuccess: () => {
                  setPreview(null);
                  toast.success(TEAM_MESSAGES.seatsChanging);
                },
                onError: fail,
              })
            }
          >
            {TEAM_MESSAGES.confirmSeats(preview.seats)}
          </Button>
        </Alert>
      ) : null}
    </Stack>
  );
}
