/**
 * The workspace switcher in the app bar: shown when the user belongs to more than one workspace. Choosing
 * one makes it the tab's current workspace (lib/current-workspace: sent with every owner call, the cache
 * dropped so lists never mix) and opens its Dashboard.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { listMyWorkspaces } from '../../../../shared/api/endpoints/workspaces';
import { accountWorkspaceId } from '../../../../shared/domain/workspace';
import { TEAM_MESSAGES } from '../../../../shared/messages/team-messages';
import { paths } from '../../config/paths';
import { apiCall } from '../../lib/api-client';
import { readCurrentWorkspace, switchWorkspace } from '../../lib/current-workspace';
import { queryKeyOf } from '../../lib/query-key';

export function WorkspaceSwitcher({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mine = useQuery({
    queryKey: queryKeyOf(listMyWorkspaces),
    queryFn: () => apiCall(listMyWorkspaces),
    staleTime: 60_000,
  });
  const items = mine.data?.items ?? [];
  if (items.length < 2) return null;
  const own = accountWorkspaceId(userId);
  const current = readCurrentWorkspace() ?? own;
  return (
    <TextField
      select
      size="small"
      label={TEAM_MESSAGES.switcherLabel}
      value={items.some((i) => i.workspace.id === current) ? current : own}
      onChange={(event) => {
        const id = event.target.value;
        switchWorkspace(queryClient, id === own ? null : id);
        navigate(paths.dashboard);
      }}
      sx={{ minWidth: { xs: 120, sm: 200 }, maxWidth: { xs: 160, sm: 280 } }}
    >
      {items.map((item) => (
        <MenuItem key={item.workspace.id} value={item.workspace.id}>
          {item.workspace.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
