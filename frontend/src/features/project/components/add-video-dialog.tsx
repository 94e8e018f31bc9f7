/** 'Add New Video to Project': a single Drive file link; the video is appended and starts pending_review. */
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { parseDriveFileLink } from '../../../../../shared/domain/drive-file-link';
import { COMMON_MESSAGES } from '../../../../../shared/messages/common-messages';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { VIDEO_MESSAGES } from '../../../../../shared/messages/video-messages';
import { useToast } from '../../../components/toast/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useAddVideo } from '../api/add-video';
import { mutationErrorMessage } from '../mutation-error';
import { FormDialog, type ProjectDialogProps } from './form-dialog';

export function AddVideoDialog({ projectId, open, onClose }: ProjectDialogProps) {
  const toast = useToast();
  const add = useAddVideo(projectId);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setUrl('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDriveFileLink(url, 'add');
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    add.mutate(
      { projectId, fileUrl: url.trim() },
      {
        onSuccess: (result) => {
          toast.success(VIDEO_MESSAGES.added(result.video.title));
          close();
        },
        onError: (err) => {
          if (isApiError(err) && (err.status === 502 || err.code === 'UPSTREAM' || err.status === 404))
            setError(VIDEO_MESSAGES.driveDetailsFailed);
          else if (isApiError(err) && err.status > 0)
            setError(mutationErrorMessage(err, VIDEO_MESSAGES.addFailed));
          else setError(VIDEO_MESSAGES.unexpected);
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      titleId="add-video-title"
      title={VIDEO_MESSAGES.addDialogTitle}
      maxWidth="sm"
      onSubmit={submit}
      cancelLabel={COMMON_MESSAGES.cancel}
      submitLabel={EDITOR_APP_MESSAGES.addVideo}
      busy={add.isPending}
    >
      <TextField
        sx={{ mt: 1 }}
        label={EDITOR_APP_MESSAGES.fileUrlLabel}
        placeholder="https://drive.google.com/file/d/…/view"
        value={url}
        autoFocus
        onChange={(e) => {
          setUrl(e.target.value);
          setError(null);
        }}
      />
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
