/** /Import: the 4-step wizard (folder link → select videos → project details → creating). */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DriveFile } from '../../../../shared/api/endpoints/drive';
import { driveErrorMessage, importOutcome } from '../../../../shared/domain/import-result';
import { parseDriveFolderLink } from '../../../../shared/domain/drive-folder-link';
import { activeProjectLimit, canCreateProject } from '../../../../shared/domain/plan-usage';
import { EDITOR_APP_MESSAGES } from '../../../../shared/messages/editor-app-messages';
import { IMPORT_MESSAGES } from '../../../../shared/messages/import-messages';
import { PageHeader } from '../../components/layout/page-header';
import { paths } from '../../config/paths';
import { useProfile } from '../../lib/api/get-profile';
import { isApiError } from '../../lib/api-error';
import { useCreateProject } from './api/create-project';
import { useListDriveFolder } from './api/list-drive-folder';
import { FolderStep } from './components/folder-step';
import { PreviewStep } from './components/preview-step';
import { SettingsStep } from './components/settings-step';
import { useDriveConnect } from './lib/use-drive-connect';

export type WizardStep = 0 | 1 | 2 | 3;

export default function ImportPage() {
  const navigate = useNavigate();
  const profile = useProfile();
  const list = useListDriveFolder();
  const create = useCreateProject();
  const [step, setStep] = useState<WizardStep>(0);
  const [url, setUrl] = useState('');
  const [folderError, setFolderError] = useState<string | null>(null);
  const [permissionMessage, setPermissionMessage] = useState<string | null>(null);
  const [videos, setVideos] = useState<DriveFile[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [name, setName] = useState<string>(IMPORT_MESSAGES.defaultProjectName);
  const [clientName, setClientName] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  /** The editor's Drive token (Connect Google Drive): React state only, sent only with the listing. */
  const [driveToken, setDriveToken] = useState<string | null>(null);

  const usage = profile.data
    ? { used: profile.data.activeProjectCount, limit: activeProjectLimit(profile.data.planLevel) }
    : null;
  const atCap = profile.data
    ? !canCreateProject(profile.data.planLevel, profile.data.activeProjectCount)
    : false;

  const scan = (token: string | null = driveToken) => {
    const parsed = parseDriveFolderLink(url);
    if (!parsed.ok) {
      setFolderError(parsed.message);
      setPermissionMessage(null);
      return;
    }
    setFolderError(null);
    list.mutate(
      { folderId: parsed.folderId, ...(token ? { accessToken: token } : {}) },
      {
        onSuccess: (result) => {
          const outcome = importOutcome({
            status: result.status,
            videoCount: result.videos.length,
            message: result.message,
          });
          if (outcome.kind === 'preview') {
            setPermissionMessage(null);
            setVideos(result.videos);
            setSelected(new Set(result.videos.map((v) => v.id)));
            setPreviewError(null);
            setStep(1);
          } else if (outcome.kind === 'permission_required') {
            setStep(0);
            setPermissionMessage(outcome.message);
          } else {
            setStep(0);
            setPermissionMessage(null);
            setFolderError(outcome.message);
          }
        },
        onError: (error) => {
          setStep(0);
          setPermissionMessage(null);
          setFolderError(driveErrorMessage(isApiError(error) ? error.message : String(error)));
        },
      },
    );
  };

  const drive = useDriveConnect((token) => {
    setDriveToken(token);
    scan(token);
  });

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const chosen = videos.filter((v) => selected.has(v.id));

  const onContinue = () => {
    if (chosen.length === 0) {
      setPreviewError(IMPORT_MESSAGES.selectAtLeastOneVideo);
      return;
    }
    setStep(2);
  };

  const onCreate = () => {
    if (!name.trim() || !clientName.trim()) {
      setCreateError(IMPORT_MESSAGES.requiredFields);
      return;
    }
    setCreateError(null);
    setStep(3);
    create.mutate(
      { name: name.trim(), clientDisplayName: clientName.trim(), videos: chosen },
      {
        onSuccess: (project) => navigate(paths.project(project.id)),
        onError: (error) => {
          setStep(2);
          setCreateError(
            isApiError(error) && error.status === 409 ? error.message : IMPORT_MESSAGES.createFailed,
          );
        },
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 860 }}>
      <PageHeader title={EDITOR_APP_MESSAGES.importTitle} subtitle={EDITOR_APP_MESSAGES.importSubtitle} />
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
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {step === 0 ? (
          <FolderStep
            url={url}
            onUrlChange={(v) => {
              setUrl(v);
              setFolderError(null);
            }}
            busy={list.isPending}
            error={folderError}
            permissionMessage={permissionMessage}
            onSubmit={() => scan()}
            {...(drive.configured
              ? { driveConnect: { onConnect: drive.connect, waiting: drive.waiting, error: drive.error } }
              : {})}
          />
        ) : step === 1 ? (
          <PreviewStep
            videos={videos}
            selected={selected}
            onToggle={(id) => {
              toggle(id);
              setPreviewError(null);
            }}
            onBack={() => setStep(0)}
            onRescan={() => scan()}
            rescanning={list.isPending}
            onContinue={onContinue}
            error={previewError}
          />
        ) : step === 2 ? (
          <SettingsStep
            name={name}
            clientName={clientName}
            onNameChange={(v) => {
              setName(v);
              setCreateError(null);
            }}
            onClientNameChange={(v) => {
              setClientName(v);
              setCreateError(null);
            }}
            videoCount={chosen.length}
            usage={usage}
            atCap={atCap}
            error={createError}
            onBack={() => setStep(1)}
            onCreate={onCreate}
          />
        ) : (
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
        )}
      </Paper>
    </Box>
  );
}
