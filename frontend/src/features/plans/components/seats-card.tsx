/**
 * The Upgrade page's seats: what Pro includes (one constant, shared/domain/team), and for the Owner of a Pro
 * workspace the seats in use and the seat changer (the prorated charge previewed by the billing provider,
 * the same path as Settings › Team).
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TEAM_MESSAGES } from '../../../../../shared/messages/team-messages';
import { SeatChanger } from '../../../components/billing/seat-changer';
import { useMay } from '../../../lib/api/get-current-workspace';
import { useTeam } from '../../../lib/api/team-seats';

export function SeatsCard() {
  const mayBill = useMay('manageBilling');
  const team = useTeam({ enabled: mayBill });
  const seats = team.data?.seats;
  return (
    <Card component="section" aria-labelledby="upgrade-seats-title">
      <CardContent>
        <Stack spacing={1}>
          <Typography id="upgrade-seats-title" variant="h5" component="h2">
            {TEAM_MESSAGES.seats}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {TEAM_MESSAGES.seatsIncluded}
          </Typography>
          {mayBill && team.isPending ? <Skeleton variant="rounded" height={56} /> : null}
          {seats?.plan === 'pro' ? (
            <>
              <Typography>{TEAM_MESSAGES.seatsLine(seats.used, seats.limit)}</Typography>
              <SeatChanger limit={seats.limit} used={seats.used} />
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
