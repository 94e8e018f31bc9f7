/**
 * Settings › Team's endpoints: the team (members, invitations, seats), the member and invitation changes,
 * and Pro's seats (previewed, then changed; the seats follow the billing webhook).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint, EndpointRequest } from '../../../../../shared/api/endpoint';
import {
  changeMemberRole,
  changeSeats,
  getTeam,
  inviteMember,
  leaveWorkspace,
  previewSeatChange,
  removeMember,
  resendInvitation,
  revokeInvitation,
  transferOwnership,
} from '../../../../../shared/api/endpoints/team';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';
import { queryKeyOf } from '../../../lib/query-key';

export const fetchTeam = () => apiCall(getTeam);

export const teamQueryOptions = () => queryOptions({ queryKey: queryKeyOf(getTeam), queryFn: fetchTeam });

export function useTeam() {
  return useQuery(teamQueryOptions());
}

/** One team change: the call, then what it changed read again. */
function useTeamChange<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EndpointRequest<E>) => apiCall(endpoint, request),
    onSuccess: () => invalidateAfter(queryClient, endpoint),
  });
}

export const useInviteMember = () => useTeamChange(inviteMember);
export const useResendInvitation = () => useTeamChange(resendInvitation);
export const useRevokeInvitation = () => useTeamChange(revokeInvitation);
export const useRemoveMember = () => useTeamChange(removeMember);
export const useChangeMemberRole = () => useTeamChange(changeMemberRole);
export const useTransferOwnership = () => useTeamChange(transferOwnership);
export const useLeaveWorkspace = () => useTeamChange(leaveWorkspace);
export const useChangeSeats = () => useTeamChange(changeSeats);

export function usePreviewSeats() {
  return useMutation({ mutationFn: (seats: number) => apiCall(previewSeatChange, { body: { seats } }) });
}
