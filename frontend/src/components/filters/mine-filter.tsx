/**
 * 'Only mine' (the projects list and the dashboard): narrows the workspace's projects to the ones the caller
 * created. The choice lives in the URL (shared/domain/mine-filter), so it survives a reload and a shared
 * link, and every view that offers it reads it the same way; the server filters.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useSearchParams } from 'react-router';
import { MINE_URL_ON, MINE_URL_PARAM, mineFromUrl } from '../../../../shared/domain/mine-filter';
import { WORKSPACE_MESSAGES } from '../../../../shared/messages/workspace-messages';

/** Whether the current URL asks for 'mine'. */
export function useMineFilter(): boolean {
  const [params] = useSearchParams();
  return mineFromUrl(params);
}

export function MineFilter() {
  const [params, setParams] = useSearchParams();
  const mine = mineFromUrl(params);
  const toggle = (checked: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (checked) next.set(MINE_URL_PARAM, MINE_URL_ON);
        else next.delete(MINE_URL_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <FormControlLabel
      control={<Switch checked={mine} onChange={(_event, checked) => toggle(checked)} />}
      label={WORKSPACE_MESSAGES.mineFilter}
    />
  );
}
