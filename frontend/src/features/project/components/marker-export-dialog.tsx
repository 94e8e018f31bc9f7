/**
 * Export the notes as markers for an editing tool: a video's current version, or the whole project as one zip,
 * in one of the five formats (or all of them in the zip), with the record start timecode, done notes or not,
 * colour by status. A dialog (keyboard accessible; full screen on a phone); the file downloads through the
 * contract's export endpoints (archived projects export too). The sixth choice, the PDF report with a picture
 * of each note's frame, is made in the browser (loaded on demand) with its progress shown here.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import type { ProjectVideo } from '../../../../../shared/api/endpoints/projects';
import { SMPTE_PATTERN } from '../../../../../shared/lib/frame-time';
import { DEFAULT_MARKER_OPTIONS, defaultRecordStart } from '../../../../../shared/markers/marker-source';
import { MARKER_EXPORT_MESSAGES as M } from '../../../../../shared/messages/marker-export-messages';
import {
  FormatField,
  OptionCheckbox,
  RecordStartField,
  ReportProgressBar,
  ScopeField,
} from './marker-export-fields';
import {
  ALL_FORMATS,
  PDF_REPORT,
  PROJECT_SCOPE,
  useMarkerDownload,
  type ExportFormat,
  type ExportRequest,
} from '../hooks/use-marker-download';

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
  const exportable = videos.filter((v) => v.currentVersionId);
  const [request, setRequest] = useState<ExportRequest>({
    scope: exportable[0]?.id ?? PROJECT_SCOPE,
    format: 'csv',
    // Empty: each video's own start timecode (shown as the placeholder for one video).
    recordStart: '',
    includeCompleted: DEFAULT_MARKER_OPTIONS.includeCompleted,
    colourByStatus: DEFAULT_MARKER_OPTIONS.colourByStatus,
  });
  const change = (part: Partial<ExportRequest>) => setRequest((r) => ({ ...r, ...part }));
  const recordStartValid =
    request.recordStart.trim() === '' || SMPTE_PATTERN.test(request.recordStart.trim());
  const projectScope = request.scope === PROJECT_SCOPE;
  const scopedVideo = exportable.find((v) => v.id === request.scope);
  const ownStart = scopedVideo
    ? defaultRecordStart(scopedVideo.versions.find((x) => x.id === scopedVideo.currentVersionId))
    : null;
  const format: ExportFormat = !projectScope && request.format === ALL_FORMATS ? 'csv' : request.format;
  const report = format === PDF_REPORT;
  const { download, progress, cancel } = useMarkerDownload({
    projectId,
    projectName,
    exportable,
    format,
    onClose,
  });

  const close = () => {
    cancel();
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
          <ScopeField value={request.scope} exportable={exportable} onChange={(scope) => change({ scope })} />
          <FormatField value={format} projectScope={projectScope} onChange={(f) => change({ format: f })} />
          {report ? null : (
            <RecordStartField
              value={request.recordStart}
              valid={recordStartValid}
              ownStart={ownStart}
              onChange={(recordStart) => change({ recordStart })}
            />
          )}
          <OptionCheckbox
            checked={request.includeCompleted}
            label={M.includeCompletedLabel}
            onChange={(includeCompleted) => change({ includeCompleted })}
          />
          {report ? null : (
            <OptionCheckbox
              checked={request.colourByStatus}
              label={M.colourByStatusLabel}
              onChange={(colourByStatus) => change({ colourByStatus })}
            />
          )}
          {progress ? <ReportProgressBar progress={progress} /> : null}
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
