/** /Import: the 4-step wizard (folder link → select videos → project details → creating). */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useReducer } from 'react';
import { useNavigate } from 'react-router';
import { driveErrorMessage } from '../../../../shared/domain/import-result';
import { parseDriveFolderLink } from '../../../../shared/domain/drive-folder-link';
import { activeProjectLimit, canCreateProject } from '../../../../shared/domain/plan-usage';
import { EDITOR_APP_MESSAGES } from '../../../../shared/messages/editor-app-messages';
import { IMPORT_MESSAGES } from '../../../../shared/messages/import-messages';
import { PageHeader } from '../../components/layout/page-header';
import { PlanCapNotice } from '../../components/plan/plan-cap-notice';
import { paths } from '../../config/paths';
import { useProfile } from '../../lib/api/get-profile';
import { isApiError } from '../../lib/api-error';
import { useCreateProject } from './api/create-project';
import { useListDriveFolder } from './api/list-drive-folder';
import { useLinkScan } from './lib/use-link-scan';
import { FolderStep } from './components/folder-step';
import { PreviewStep } from './components/preview-step';
import { SettingsStep } from './components/settings-step';
import { chosenVideos, initialWizardState, wizardReducer } from './lib/import-wizard';
import { useDriveConnect } from './lib/use-drive-connect';

/** Which of the four steps this is: a stepper on wide screens, one line on phones. */
function ImportProgress({ step }: { step: number }) {
  return (
    <>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3, display: { xs: 'none', sm: 'flex' } }}>
        {EDITOR_APP_MESSAGES.importSteps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: { xs: 'block', sm: 'none' }, mb: 1.5 }}
      >
        Step {step + 1} of 4 · {EDITOR_APP_MESSAGES.importSteps[step]}
      </Typography>
    </>
  );
}

/** The last step: the project is being created, then the page moves to it. */
function CreatingProject() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6 }}
    >
      <CircularProgress />
      <Typography variant="h3" component="p">
        {IMPORT_MESSAGES.creatingProject}
      </Typography>
    </Box>
  );
}

export default function ImportPage() {
  const navigate = useNavigate();
  const profile = useProfile();
  const list = useListDriveFolder();
  const create = useCreateProject();
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const { step } = state;

  const usage = profile.data
    ? { used: profile.data.activeProjectCount, limit: activeProjectLimit(profile.data.planLevel) }
    : null;
  const atCap = profile.data
    ? !canCreateProject(profile.data.planLevel, profile.data.activeProjectCount)
    : false;

  const links = useLinkScan(state.url, profile.data?.planLevel, dispatch);
  const scan = (token: string | null = state.driveToken) => {
    if (links.scanLink()) return;
    const parsed = parseDriveFolderLink(state.url);
    if (!parsed.ok) {
      dispatch({ type: 'folder_invalid', message: parsed.message });
      return;
    }
    dispatch({ type: 'scan_started' });
    list.mutate(
      { folderId: parsed.folderId, ...(token ? { accessToken: token } : {}) },
      {
        onSuccess: links.onListed,
        onError: (error) =>
          dispatch({
            type: 'listing_failed',
            message: driveErrorMessage(isApiError(error) ? error.message : String(error)),
          }),
      },
    );
  };

  const drive = useDriveConnect((token) => {
    dispatch({ type: 'drive_connected', token });
    scan(token);
  });

  const chosen = chosenVideos(state);

  const onCreate = () => {
    const next = wizardReducer(state, { type: 'create_started' });
    dispatch({ type: 'create_started' });
    if (next.step !== 3) return;
    create.mutate(
      { name: state.name.trim(), clientDisplayName: state.clientName.trim(), videos: chosen },
      {
        onSuccess: (project) => navigate(paths.project(project.id)),
        onError: (error) =>
          dispatch({
            type: 'create_failed',
            message: isApiError(error) && error.status === 409 ? error.message : IMPORT_MESSAGES.createFailed,
          }),
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 860 }}>
      <PageHeader title={EDITOR_APP_MESSAGES.importTitle} subtitle={EDITOR_APP_MESSAGES.importSubtitle} />
      <ImportProgress step={step} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {step === 0 ? (
          <FolderStep
            url={state.url}
            onUrlChange={(url) => dispatch({ type: 'url_changed', url })}
            busy={list.isPending || links.busy}
            recognition={links.recognition}
            error={state.folderError}
            permissionMessage={state.permissionMessage}
            {...(atCap && profile.data ? { capNotice: <PlanCapNotice plan={profile.data.planLevel} /> } : {})}
            onSubmit={() => scan()}
            {...(drive.configured
              ? { driveConnect: { onConnect: drive.connect, waiting: drive.waiting, error: drive.error } }
              : {})}
          />
        ) : step === 1 ? (
          <PreviewStep
            videos={state.videos}
            selected={state.selected}
            onToggle={(id) => dispatch({ type: 'video_toggled', id })}
            onBack={() => dispatch({ type: 'back' })}
            onRescan={() => scan()}
            rescanning={list.isPending}
            onContinue={() => dispatch({ type: 'continue' })}
            error={state.previewError}
          />
        ) : step === 2 ? (
          <SettingsStep
            name={state.name}
            clientName={state.clientName}
            onNameChange={(name) => dispatch({ type: 'name_changed', name })}
            onClientNameChange={(clientName) => dispatch({ type: 'client_name_changed', clientName })}
            videoCount={chosen.length}
            usage={usage}
            atCap={atCap}
            error={state.createError}
            onBack={() => dispatch({ type: 'back' })}
            onCreate={onCreate}
          />
        ) : (
          <CreatingProject />
        )}
      </Paper>
    </Box>
  );
}
