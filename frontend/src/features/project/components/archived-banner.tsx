/**
 * The archived banner: the spec's text on a filled amber panel (it must not be missed), with the Restore
 * action the archive dialog promises. At the plan cap Restore is replaced by the cap's message and Upgrade.
 */
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { canCreateProject } from '../../../../../shared/domain/plan-usage';
import { PROJECT_MESSAGES } from '../../../../../shared/messages/project-messages';
import { PlanCapNotice } from '../../../components/plan/plan-cap-notice';
import { useProfile } from '../../../lib/api/get-profile';

/** `onRestore` null: the member may not change the project (the banner alone, no Restore, no Upgrade). */
export function ArchivedBanner({
  restoring,
  onRestore,
}: {
  restoring: boolean;
  onRestore: (() => void) | null;
}) {
  const profile = useProfile();
  const atCap = profile.data
    ? !canCreateProject(profile.data.planLevel, profile.data.activeProjectCount)
    : false;
  return (
    <Box sx={{ mb: 2 }}>
      <Alert
        severity="warning"
        variant="filled"
        icon={<ArchiveOutlinedIcon />}
        role="status"
        sx={{ alignItems: 'center', fontWeight: 600 }}
        action={
          atCap || !onRestore ? undefined : (
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              disabled={restoring || !profile.data}
              onClick={onRestore}
            >
              {PROJECT_MESSAGES.restoreProject}
            </Button>
          )
        }
      >
        {PROJECT_MESSAGES.archivedBanner}
      </Alert>
      {atCap && onRestore && profile.data ? (
        <Box sx={{ mt: 1 }}>
          <PlanCapNotice plan={profile.data.planLevel} />
        </Box>
      ) : null}
    </Box>
  );
}
