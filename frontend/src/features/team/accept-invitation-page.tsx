/**
 * /AcceptInvite?token=…: the invitation mail's link. Shows who invited whom to which workspace and role
 * (read without signing in), then: signed in, one button joins; signed out, sign in (back here after) or
 * create the account first. A used, expired or revoked link says so; joining opens the Dashboard.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { acceptInvitation, viewInvitation } from '../../../../shared/api/endpoints/team';
import { WORKSPACE_ROLE_LABELS } from '../../../../shared/domain/workspace';
import { TEAM_MESSAGES } from '../../../../shared/messages/team-messages';
import { useToast } from '../../components/toast/toast-context';
import { paths } from '../../config/paths';
import { apiCall } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/auth-context';
import { invalidateAfter } from '../../lib/query-invalidation';
import { queryKeyOf } from '../../lib/query-key';

const STATE_MESSAGES = {
  accepted: TEAM_MESSAGES.invitationUsed,
  expired: TEAM_MESSAGES.invitationExpired,
  revoked: TEAM_MESSAGES.invitationRevoked,
} as const;

export default function AcceptInvitationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const invitation = useQuery({
    queryKey: queryKeyOf(viewInvitation, token),
    queryFn: () => apiCall(viewInvitation, { query: { token } }),
    enabled: token !== '',
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => apiCall(acceptInvitation, { body: { token } }),
    onSuccess: async (answer) => {
      await invalidateAfter(queryClient, acceptInvitation);
      toast.success(TEAM_MESSAGES.accepted(answer.workspaceName));
      navigate(paths.dashboard, { replace: true });
    },
  });
  const here = `${location.pathname}${location.search}`;

  let body;
  if (token === '' || invitation.isError) {
    body = <Alert severity="error">{TEAM_MESSAGES.invitationNotFound}</Alert>;
  } else if (invitation.isPending) {
    body = <Skeleton variant="rounded" height={120} aria-label={TEAM_MESSAGES.loading} />;
  } else {
    const view = invitation.data;
    const closed = view.state === 'pending' ? null : STATE_MESSAGES[view.state];
    body = (
      <Stack spacing={2}>
        <Typography>
          {TEAM_MESSAGES.acceptIntro(view.workspaceName, view.inviterName, WORKSPACE_ROLE_LABELS[view.role])}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {view.email}
        </Typography>
        {closed ? <Alert severity="warning">{closed}</Alert> : null}
        {accept.isError ? (
          <Alert severity="error">
            {isApiError(accept.error) ? accept.error.message : TEAM_MESSAGES.invitationNotFound}
          </Alert>
        ) : null}
        {closed ? null : auth.status === 'authenticated' ? (
          <Button variant="contained" disabled={accept.isPending} onClick={() => accept.mutate()}>
            {TEAM_MESSAGES.acceptButton}
          </Button>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="contained"
              onClick={() => navigate(paths.login, { state: { from: here, email: view.email } })}
            >
              {TEAM_MESSAGES.acceptSignIn}
            </Button>
            <Button
              variant="outlined"
              onClick={() => navigate(paths.register, { state: { from: here, email: view.email } })}
            >
              {TEAM_MESSAGES.acceptSignUp}
            </Button>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack sx={{ alignItems: 'center', px: 2, py: { xs: 4, sm: 8 } }}>
      <Card component="main" sx={{ width: '100%', maxWidth: 520 }}>
        <CardContent>
          <Typography variant="h4" component="h1" gutterBottom>
            {TEAM_MESSAGES.acceptTitle}
          </Typography>
          {body}
        </CardContent>
      </Card>
    </Stack>
  );
}
