/** Step 3: project name (default 'Video Review Project'), client name, 'What happens next?', usage. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import {
  CLIENT_NAME_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  canSubmitProjectDetails,
} from '../../../../../shared/forms/project-form';
import { COMMON_MESSAGES } from '../../../../../shared/messages/common-messages';
import { IMPORT_MESSAGES } from '../../../../../shared/messages/import-messages';

export interface SettingsStepProps {
  name: string;
  clientName: string;
  onNameChange: (v: string) => void;
  onClientNameChange: (v: string) => void;
  videoCount: number;
  usage: { used: number; limit: number | null } | null;
  atCap: boolean;
  error: string | null;
  onBack: () => void;
  onCreate: () => void;
}

export function SettingsStep(props: SettingsStepProps) {
  const { name, clientName, videoCount, usage, atCap, error } = props;
  const canCreate = canSubmitProjectDetails(name, clientName) && !atCap;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canCreate) props.onCreate();
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Project details">
      <TextField
        label={IMPORT_MESSAGES.projectNameLabel}
        name="projectName"
        value={name}
        onChange={(e) => props.onNameChange(e.target.value)}
        slotProps={{ htmlInput: { maxLength: PROJECT_NAME_MAX_LENGTH } }}
      />
      <TextField
        label={IMPORT_MESSAGES.clientNameLabel}
        name="clientName"
        value={clientName}
        onChange={(e) => props.onClientNameChange(e.target.value)}
        slotProps={{ htmlInput: { maxLength: CLIENT_NAME_MAX_LENGTH } }}
      />
      <Paper variant="outlined" sx={{ p: 2, bgcolor: 'rgba(139,92,246,0.06)' }}>
        <Typography variant="h5" component="h3" gutterBottom>
          {IMPORT_MESSAGES.whatHappensNext}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
          {IMPORT_MESSAGES.whatHappensNextItems(videoCount).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      </Paper>
      {usage && usage.limit !== null ? (
        <Typography variant="body2" color={atCap ? 'error' : 'text.secondary'}>
          {IMPORT_MESSAGES.projectsUsed(usage.used, usage.limit)}
        </Typography>
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={props.onBack}>{COMMON_MESSAGES.back}</Button>
        <Button type="submit" variant="contained" disabled={!canCreate}>
          {IMPORT_MESSAGES.createProject}
        </Button>
      </Stack>
    </Stack>
  );
}
