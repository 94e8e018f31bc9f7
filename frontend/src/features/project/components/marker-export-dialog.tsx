/**
 * Export the notes as markers for an editing tool: a video's current version, or the whole project as one zip,
 * in one of the five formats (or all of them in the zip), with the record start timecode, done notes or not,
 * colour by status. A dialog (keyboard accessible; full screen on a phone); the file downloads through the
 * contract's export endpoints (archived projects export too). The sixth choice, the PDF report with a picture
 * of each note's frame, is made in the browser (loaded on demand) with its progress shown here.
 */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
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
import { DEFAULT_MARKER_OPTIONS, defaultRecordStart } from '../../../../../shared/markers/marker-source';
import { MARKER_EXPORT_MESSAGES as M } from '../../../../../shared/messages/marker-export-messages';
import { useToast } from '../../../components/toast/toast-context';
import type { ReportProgress } from '../notes-report/make-notes-report';
import { apiCall } from '../../../lib/api-client';

const PROJECT_SCOPE = 'project';
const ALL_FORMATS = 'all';
const PDF_REPORT = 'pdf';
type ExportFormat = MarkerFormat | typeof ALL_FORMATS | typeof PDF_REPORT;

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
  format: ExportFormat;
  recordStart: string;
  includeCompleted: boolean;
  colourByStatus: boolean;
}

export function MarkerExportDialog({
  projectId,
  projectName = '',
  videos,
  open,
  onClose,
}: {
  projectId: string;
  /** The report's title and file name. */
  projectName?: string;
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
    // Empty: each video's own start timecode (shown as the placeholder for one video).
    recordStart: '',
    includeCompleted: DEFAULT_MARKER_OPTIONS.includeCompleted,
    colourByStatus: DEFAULT_MARKER_OPTIONS.colourByStatus,
  });
  const recordStartValid =
    request.recordStart.trim() === '' || SMPTE_PATTERN.test(request.recordStart.trim());
  const projectScope = request.scope === PROJECT_SCOPE;
  const scopedVideo = exportable.find((v) => v.id === request.scope);
  const ownStart = scopedVideo
    ? defaultRecordStart(scopedVideo.versions.find((x) => x.id === scopedVideo.currentVersionId))
    : null;
  const format: ExportFormat = !projectScope && request.format === ALL_FORMATS ? 'csv' : request.format;
  const report = format === PDF_REPORT;
  const [progress, setProgress] = useState<ReportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  const download = useMutation({
    mutationFn: async (r: ExportRequest): Promise<FileDownload> => {
      if (format === PDF_REPORT) {
        abort.current = new AbortController();
        const { makeNotesReport } = await import('../notes-report/make-notes-report');
        const file = await makeNotesReport({
          projectName,
          videos: projectScope ? exportable : exportable.filter((v) => v.id === r.scope),
          includeCompleted: r.includeCompleted,
          onProgress: setProgress,
          signal: abort.current.signal,
        });
        return { fileName: file.fileName, contentType: 'application/pdf', bytes: file.bytes };
      }
      const options = {
        ...(r.recordStart.trim() === '' ? {} : { recordStart: r.recordStart.trim() }),
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
    onError: () => {
      if (!abort.current?.signal.aborted) toast.error(report ? M.reportFailed : M.failed);
    },
    onSettled: () => {
      setProgress(null);
      abort.current = null;
    },
  });

  const close = () => {
    abort.current?.abort();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ((!report && !recordStartValid) || download.isPending) return;
    download.mutate(request);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
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
            helperText={report ? M.pdfHint : undefined}
          >
            {MARKER_FORMAT_IDS.map((id) => (
              <MenuItem key={id} value={id}>
                {MARKER_FORMATS[id].label}
              </MenuItem>
            ))}
            {projectScope ? <MenuItem value={ALL_FORMATS}>{M.allFormats}</MenuItem> : null}
            <MenuItem value={PDF_REPORT}>{M.pdfFormat}</MenuItem>
          </TextField>
          {report ? null : (
            <TextField
              label={M.recordStartLabel}
              value={request.recordStart}
              onChange={(e) => setRequest((r) => ({ ...r, recordStart: e.target.value }))}
              error={!recordStartValid}
              placeholder={ownStart ?? undefined}
              helperText={
                !recordStartValid
                  ? M.recordStartInvalid
                  : request.recordStart.trim() !== ''
                    ? ' '
                    : ownStart
                      ? M.recordStartOwn(ownStart)
                      : M.recordStartEach
              }
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { inputMode: 'numeric', spellCheck: false, style: { fontFamily: 'monospace' } },
              }}
            />
          )}
          <FormControlLabel
            control={
              <Checkbox
                checked={request.includeCompleted}
                onChange={(e) => setRequest((r) => ({ ...r, includeCompleted: e.target.checked }))}
              />
            }
            label={M.includeCompletedLabel}
          />
          {report ? null : (
            <FormControlLabel
              control={
                <Checkbox
                  checked={request.colourByStatus}
                  onChange={(e) => setRequest((r) => ({ ...r, colourByStatus: e.target.checked }))}
                />
              }
              label={M.colourByStatusLabel}
            />
          )}
          {progress ? (
            <div role="status" aria-live="polite">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {progress.stage === 'frames'
                  ? M.capturingFrames(progress.done, progress.total)
                  : M.buildingReport}
              </Typography>
              <LinearProgress
                aria-label={M.pdfFormat}
                variant={progress.stage === 'frames' && progress.total > 0 ? 'determinate' : 'indeterminate'}
                value={
                  progress.stage === 'frames' && progress.total > 0
                    ? (100 * progress.done) / progress.total
                    : 0
                }
              />
            </div>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{M.cancel}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={(!report && !recordStartValid) || download.isPending}
          >
            {M.download}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
