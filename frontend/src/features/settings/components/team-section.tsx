/**
 * Settings › Team: the members (role, joined, last active), the invitations (pending or expired, resend,
 * revoke), the invite form and the seats (Pro: a seat count previewed with its prorated charge, then
 * changed). Every control is shown only when the caller's role may do it (shared/domain/workspace.ts), so
 * a Viewer sees the team and nothing that changes it.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDistanceToNow } from 'date-fns';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { TeamViewResponse } from '../../../../../shared/api/endpoints/team';
import { formatCreatedDate } from '../../../../../shared/lib/date-format';
import { ASSIGNABLE_ROLES, type AssignableRole } from '../../../../../shared/domain/team';
import { roleMay, WORKSPACE_ROLE_LABELS, type WorkspaceRole } from '../../../../../shared/domain/workspace';
import { TEAM_MESSAGES } from '../../../../../shared/messages/team-messages';
import { SeatChanger } from '../../../components/billing/seat-changer';
import { useToast } from '../../../components/toast/toast-context';
import { isApiError } from '../../../lib/api-error';
import {
  useChangeMemberRole,
  useInviteMember,
  useLeaveWorkspace,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useTeam,
  useTransferOwnership,
} from '../api/team';
import { SectionList, SectionQuery, SettingsSection } from './settings-section';

type Member = TeamViewResponse['members'][number];
type Invitation = TeamViewResponse['invitations'][number];

const messageOf = (error: unknown) => (isApiError(error) ? error.message : TEAM_MESSAGES.loadFailed);

export function TeamSection({ userId }: { userId: string }) {
  const team = useTeam();
  return (
    <SettingsSection id="team" title={TEAM_MESSAGES.sectionTitle}>
      <SectionQuery query={team} label={TEAM_MESSAGES.loading} messageOf={() => TEAM_MESSAGES.loadFailed}>
        {(view) => <TeamBody team={view} userId={userId} />}
      </SectionQuery>
    </SettingsSection>
  );
}

function TeamBody({ team, userId }: { team: TeamViewResponse; userId: string }) {
  const role: WorkspaceRole = team.members.find((m) => m.userId === userId)?.role ?? 'viewer';
  const manages = roleMay(role, 'manageMembers');
  return (
    <Stack spacing={3}>
      <SeatsBlock team={team} canBill={roleMay(role, 'manageBilling')} />
      <Divider />
      <Typography variant="h5" component="h3">
        {TEAM_MESSAGES.members}
      </Typography>
      <SectionList label={TEAM_MESSAGES.members}>
        {team.members.map((member) => (
          <MemberRow key={member.userId} member={member} self={member.userId === userId} callerRole={role} />
        ))}
      </SectionList>
      <Divider />
      <Typography variant="h5" component="h3">
        {TEAM_MESSAGES.invitations}
      </Typography>
      {team.invitations.length === 0 ? (
        <Typography color="text.secondary">{TEAM_MESSAGES.noInvitations}</Typography>
      ) : (
        <SectionList label={TEAM_MESSAGES.invitations}>
          {team.invitations.map((invitation) => (
            <InvitationRow key={invitation.invitationId} invitation={invitation} manages={manages} />
          ))}
        </SectionList>
      )}
      {manages && team.seats.limit > 1 ? <InviteForm /> : null}
    </Stack>
  );
}

const nameOf = (m: Pick<Member, 'displayName' | 'email'>) => m.displayName?.trim() || m.email;

function MemberRow({
  member,
  self,
  callerRole,
}: {
  member: Member;
  self: boolean;
  callerRole: WorkspaceRole;
}) {
  const toast = useToast();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const leave = useLeaveWorkspace();
  const name = nameOf(member);
  const editable = roleMay(callerRole, 'manageMembers') && !self && member.role !== 'owner';
  const fail = (error: unknown) => toast.error(messageOf(error));
  return (
    <TeamRow>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
          {self ? ` (${TEAM_MESSAGES.you})` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {member.email} ·{' '}
          {member.lastActiveAt
            ? TEAM_MESSAGES.lastActive(formatDistanceToNow(member.lastActiveAt, { addSuffix: true }))
            : `${TEAM_MESSAGES.joined(formatCreatedDate(member.joinedAt))}`}
        </Typography>
      </Stack>
      {editable ? (
        <TextField
          select
          size="small"
          label={TEAM_MESSAGES.changeRole(name)}
          value={member.role}
          // Not the theme's full width: in a row it would squeeze the member's name to one letter a line.
          fullWidth={false}
          sx={{ minWidth: 150 }}
          onChange={(event) =>
            changeRole.mutate(
              { params: { userId: member.userId }, body: { role: event.target.value as AssignableRole } },
              {
                onSuccess: (answer) =>
                  toast.success(TEAM_MESSAGES.roleChanged(name, WORKSPACE_ROLE_LABELS[answer.role])),
                onError: fail,
              },
            )
          }
        >
          {ASSIGNABLE_ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {WORKSPACE_ROLE_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Chip label={WORKSPACE_ROLE_LABELS[member.role]} size="small" />
      )}
      {editable && roleMay(callerRole, 'transferOwnership') && member.role === 'admin' ? (
        <TeamAction
          label={TEAM_MESSAGES.transfer}
          run={(handlers) => transfer.mutate({ body: { userId: member.userId } }, handlers)}
          done={TEAM_MESSAGES.transferred(name)}
        />
      ) : null}
      {editable ? (
        <TeamAction
          label={TEAM_MESSAGES.remove}
          on={name}
          run={(handlers) => remove.mutate({ params: { userId: member.userId } }, handlers)}
          done={TEAM_MESSAGES.removed(name)}
          color="error"
        />
      ) : null}
      {self && member.role !== 'owner' ? (
        <TeamAction
          label={TEAM_MESSAGES.leave}
          run={(handlers) => leave.mutate({}, handlers)}
          done={TEAM_MESSAGES.left}
          color="error"
        />
      ) : null}
    </TeamRow>
  );
}

function InvitationRow({ invitation, manages }: { invitation: Invitation; manages: boolean }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const params = { params: { invitationId: invitation.invitationId } };
  return (
    <TeamRow>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
        <Typography variant="body2" color="text.secondary">
          {WORKSPACE_ROLE_LABELS[invitation.role]} ·{' '}
          {TEAM_MESSAGES.expires(formatCreatedDate(invitation.expiresAt))}
        </Typography>
      </Stack>
      <Chip
        size="small"
        label={TEAM_MESSAGES.state[invitation.state]}
        color={invitation.state === 'expired' ? 'warning' : 'default'}
      />
      {manages ? (
        <>
          <TeamAction
            label={TEAM_MESSAGES.resend}
            on={invitation.email}
            run={(handlers) => resend.mutate(params, handlers)}
            done={TEAM_MESSAGES.resent(invitation.email)}
          />
          {invitation.state === 'pending' ? (
            <TeamAction
              label={TEAM_MESSAGES.revoke}
              on={invitation.email}
              run={(handlers) => revoke.mutate(params, handlers)}
              done={TEAM_MESSAGES.revoked(invitation.email)}
              color="error"
            />
          ) : null}
        </>
      ) : null}
    </TeamRow>
  );
}

/** A member's or an invitation's row: stacked on a phone, one line from `sm` up. */
function TeamRow({ children }: { children: ReactNode }) {
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
    >
      {children}
    </Stack>
  );
}

/** One action on a member or an invitation: a button (named with whom it acts on, when given), a toast
 * saying what was done or what failed. */
function TeamAction({
  label,
  on,
  run,
  done,
  color,
}: {
  label: string;
  on?: string;
  run: (handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  done: string;
  color?: 'error';
}) {
  const toast = useToast();
  return (
    <Button
      size="small"
      color={color}
      aria-label={on === undefined ? undefined : `${label} ${on}`}
      onClick={() =>
        run({ onSuccess: () => toast.success(done), onError: (error) => toast.error(messageOf(error)) })
      }
    >
      {label}
    </Button>
  );
}

function InviteForm() {
  const toast = useToast();
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('editor');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { body: { email, role } },
      {
        onSuccess: (answer) => {
          setEmail('');
          setError(null);
          toast.success(TEAM_MESSAGES.invited(answer.email));
        },
        onError: (e) => setError(messageOf(e)),
      },
    );
  };
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1.5} aria-label={TEAM_MESSAGES.invite}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          type="email"
          autoComplete="off"
          label={TEAM_MESSAGES.inviteLabel}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label={TEAM_MESSAGES.roleLabel}
          value={role}
          onChange={(event) => setRole(event.target.value as AssignableRole)}
          sx={{ minWidth: 150 }}
        >
          {ASSIGNABLE_ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {WORKSPACE_ROLE_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Button type="submit" variant="contained" disabled={invite.isPending} sx={{ alignSelf: 'flex-start' }}>
        {TEAM_MESSAGES.invite}
      </Button>
    </Stack>
  );
}

function SeatsBlock({ team, canBill }: { team: TeamViewResponse; canBill: boolean }) {
  const { seats } = team;
  return (
    <Stack spacing={1}>
      <Typography variant="h5" component="h3">
        {TEAM_MESSAGES.seats}
      </Typography>
      <Typography>{TEAM_MESSAGES.seatsLine(seats.used, seats.limit)}</Typography>
      {seats.plan === 'pro' ? (
        <Typography variant="body2" color="text.secondary">
          {TEAM_MESSAGES.seatsIncluded}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {TEAM_MESSAGES.onePersonPlan}
        </Typography>
      )}
      {seats.plan === 'pro' && canBill ? <SeatChanger limit={seats.limit} used={seats.used} /> : null}
    </Stack>
  );
}
