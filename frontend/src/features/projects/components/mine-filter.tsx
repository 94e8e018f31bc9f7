/**
 * 'Only mine': narrows the workspace's projects to the ones the caller created (`?mine=1` in the URL, so
 * the choice survives a reload and a shared link; the server filters, `listProjects?mine=true`).
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useSearchParams } from 'react-router';
import { WORKSPACE_MESSAGES } from '../../../../../shared/messages/workspace-messages';

export const MINE_PARAM = 'mine';

export function MineFilter() {
  const [params, setParams] = useSearchParams();
  const mine = params.get(MINE_PARAM) === '1';
  const toggle = (checked: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (checked) next.set(MINE_PARAM, '1');
        else next.delete(MINE_PARAM);
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
