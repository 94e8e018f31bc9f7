/** Step 1: the folder link, 'Connecting to Drive...', and the permission panel with Rescan. */
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { IMPORT_MESSAGES } from '../../../../../shared/messages/import-messages';
import { FOOTAGE_MESSAGES } from '../../../../../shared/messages/footage-messages';
import type { FootageLinkResult } from '../../../../../shared/domain/footage/footage-link';
import { LinkRecognition } from './link-recognition';

export interface FolderStepProps {
  url: string;
  onUrlChange: (url: string) => void;
  busy: boolean;
  error: string | null;
  permissionMessage: string | null;
  onSubmit: () => void;
  /** Connect Google Drive (OAuth popup); without it the button explains that it is not configured. */
  driveConnect?: { onConnect: () => void; waiting: boolean; error: string | null };
  /** At the plan cap: said here, at step 1 (with the way to upgrade), and the import is not started. */
  capNotice?: ReactNode;
  /** What the link was recognised as (Drive, Dropbox, OneDrive, Box, https), under the field. */
  recognition?: { link: FootageLinkResult; locked: boolean };
}

export function FolderStep({
  url,
  onUrlChange,
  busy,
  error,
  permissionMessage,
  onSubmit,
  driveConnect,
  capNotice,
  recognition,
}: FolderStepProps) {
  const [connectInfo, setConnectInfo] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!capNotice) onSubmit();
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Drive folder">
      {capNotice}
      <TextField
        label={IMPORT_MESSAGES.folderUrlLabel}
        name="folderUrl"
        placeholder="https://drive.google.com/drive/folders/…"
        value={url}
        onChange={(e) => onUrlChange(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? FOOTAGE_MESSAGES.linkHelp}
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off', spellCheck: false } }}
      />
      {/* The field's own error says it once; the recognition line says it while typing. */}
      {recognition && !error ? <LinkRecognition link={recognition.link} locked={recognition.locked} /> : null}
      {permissionMessage ? (
        <Alert
          severity="warning"
          icon={<LockOutlinedIcon />}
          action={
            <Stack spacing={1}>
              <Button color="inherit" size="small" onClick={onSubmit} disabled={busy}>
                {IMPORT_MESSAGES.rescan}
              </Button>
            </Stack>
          }
        >
          <AlertTitle>{IMPORT_MESSAGES.permissionPanelTitle}</AlertTitle>
          {permissionMessage}
          <Stack direction="row" sx={{ mt: 1.5 }}>
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              disabled={busy}
              aria-haspopup={driveConnect ? 'dialog' : undefined}
              onClick={() => (driveConnect ? driveConnect.onConnect() : setConnectInfo(true))}
            >
              {EDITOR_APP_MESSAGES.connectGoogleDrive}
            </Button>
          </Stack>
          {driveConnect?.waiting ? (
            <Alert severity="info" sx={{ mt: 1.5 }} role="status">
              {IMPORT_MESSAGES.driveConnectWaiting}
            </Alert>
          ) : null}
          {driveConnect?.error ? (
            <Alert severity="error" sx={{ mt: 1.5 }} role="alert">
              {driveConnect.error}
            </Alert>
          ) : null}
          {!driveConnect && connectInfo ? (
            <Alert severity="info" sx={{ mt: 1.5 }} role="status">
              {EDITOR_APP_MESSAGES.driveConnectNotConfigured}
            </Alert>
          ) : null}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy || Boolean(capNotice)}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {busy ? IMPORT_MESSAGES.connecting : IMPORT_MESSAGES.importButton}
      </Button>
    </Stack>
  );
}
