/**
 * Export the notes as markers for an editing tool: a video's current version, or the whole project as one zip,
 * in one of the five formats (or all of them in the zip), with the record start timecode, done notes or not,
 * colour by status. A dialog (keyboard accessible; full screen on a phone); the file downloads through the
 * contract's export endpoints (archived projects export too).
 */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ProjectVideo } from '../../../../../shared/api/endpoints/projects';
import {
  exportProjectMarkers,
  exportVersionMarkers,
  type FileDownload,
} from '../../../../../shared/api/endpoints/markers';
import { SMPTE_PATTERN } from '../../../../../shared/lib/frame-time';
import {
  MARKER_FORMAT_IDS,
  MARKER_FORMATS,
  type MarkerFormat,
} from '../../../../../shared/markers/marker-export';
import { DEFAULT_MARKER_OPTIONS } from '../../../../../shared/markers/marker-source';
import { MARKER_EXPORT_MESSAGES as M } from '../../../../../shared/messages/marker-export-messages';
import { useToast } from '../../../components/toast/toast-context';
import { apiCall } from '../../../lib/api-client';

const PROJECT_SCOPE = 'project';
const ALL_FORMATS = 'all';

/** Hands the downloaded bytes to the browser as a file. */
function saveFile(file: FileDownload): void {
  const url = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface ExportRequest {
  scope: string;
  format: MarkerFormat | typeof ALL_FORMATS;
  recordStart: string;
  includeCompleted: boolean;
  colourByStatus: boolean;
}

export function MarkerExportDialog({
  projectId,
  videos,
  open,
  onClose,
}: {
  projectId: string;
  videos: readonly ProjectVideo[];
  open: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const exportable = videos.filter((v) => v.currentVersionId);
  const [request, setRequest] = useState<ExportRequest>({
    scope: exportable[0]?.id ?? PROJECT_SCOPE,
    format: 'csv',
    recordStart: DEFAULT_MARKER_OPTIONS.recordStart,
    includeCompleted: DEFAULT_MARKER_OPTIONS.includeCompleted,
    colourByStatus: DEFAULT_MARKER_OPTIONS.colourByStatus,
  });
  const recordStartValid = SMPTE_PATTERN.test(request.recordStart.trim());
  const projectScope = request.scope === PROJECT_SCOPE;
  const format: MarkerFormat | typeof ALL_FORMATS =
    !projectScope && request.format === ALL_FORMATS ? 'csv' : request.format;

  const download = useMutation({
    mutationFn: (r: ExportRequest): Promise<FileDownload> => {
      const options = {
        recordStart: r.recordStart.trim(),
        includeCompleted: String(r.includeCompleted),
        colourByStatus: String(r.colourByStatus),
      };
      if (r.scope === PROJECT_SCOPE)
        return apiCall(exportProjectMarkers, {
          params: { projectId },
          query: { ...options, ...(format === ALL_FORMATS ? {} : { format }) },
        } as never);
      return apiCall(exportVersionMarkers, {
        params: { projectId, videoId: r.scope },
        query: { ...options, format: format === ALL_FORMATS ? 'csv' : format },
      } as never);
    },
    onSuccess: (file) => {
      saveFile(file);
      toast.success(M.downloaded(file.fileName));
      onClose();
    },
    onError: () => toast.error(M.failed),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!recordStartValid || download.isPending) return;
    download.mutate(request);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="xs"
      aria-labelledby="marker-export-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="marker-export-title">{M.dialogTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            select
            label={M.scopeLabel}
            value={request.scope}
            onChange={(e) => setRequest((r) => ({ ...r, scope: e.target.value }))}
          >
            {exportable.map((v) => (
              <MenuItem key={v.id} value={v.id}>
                {M.scopeVideo(
                  v.title,
                  v.versions.find((x) => x.id === v.currentVersionId)?.versionNumber ?? 1,
                )}
              </MenuItem>
            ))}
            <MenuItem value={PROJECT_SCOPE}>{M.scopeProject}</MenuItem>
          </TextField>
          <TextField
            select
            label={M.formatLabel}
            value={format}
            onChange={(e) => setRequest((r) => ({ ...r, format: e.target.value as ExportRequest['format'] }))}
          >
            {MARKER_FORMAT_IDS.map((id) => (
              <MenuItem key={id} value={id}>
                {MARKER_FORMATS[id].label}
              </MenuItem>
            ))}
            {projectScope ? <MenuItem value={ALL_FORMATS}>{M.allFormats}</MenuItem> : null}
          </TextField>
          <TextField
            label={M.recordStartLabel}
            value={request.recordStart}
            onChange={(e) => setRequest((r) => ({ ...r, recordStart: e.target.value }))}
            error={!recordStartValid}
            helperText={recordStartValid ? ' ' : M.recordStartInvalid}
            slotProps={{
              htmlInput: { inputMode: 'numeric', spellCheck: false, style: { fontFamily: 'monospace' } },
            }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={request.includeCompleted}
                onChange={(e) => setRequest((r) => ({ ...r, includeCompleted: e.target.checked }))}
              />
            }
            label={M.includeCompletedLabel}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={request.colourByStatus}
                onChange={(e) => setRequest((r) => ({ ...r, colourByStatus: e.target.checked }))}
              />
            }
            label={M.colourByStatusLabel}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{M.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!recordStartValid || download.isPending}>
            {M.download}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
