/** The marker export dialog's fields: what to export, in which format, from which timecode, and the report's progress. */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProjectVideo } from '../../../../../shared/api/endpoints/projects';
import { MARKER_FORMAT_IDS, MARKER_FORMATS } from '../../../../../shared/markers/marker-export';
import { MARKER_EXPORT_MESSAGES as M } from '../../../../../shared/messages/marker-export-messages';
import type { ReportProgress } from '../notes-report/make-notes-report';
import { ALL_FORMATS, PDF_REPORT, PROJECT_SCOPE, type ExportFormat } from '../hooks/use-marker-download';

export function ScopeField(props: {
  value: string;
  exportable: readonly ProjectVideo[];
  onChange(scope: string): void;
}) {
  return (
    <TextField
      select
      label={M.scopeLabel}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    >
      {props.exportable.map((v) => (
        <MenuItem key={v.id} value={v.id}>
          {M.scopeVideo(v.title, v.versions.find((x) => x.id === v.currentVersionId)?.versionNumber ?? 1)}
        </MenuItem>
      ))}
      <MenuItem value={PROJECT_SCOPE}>{M.scopeProject}</MenuItem>
    </TextField>
  );
}

/** The five marker formats, all of them (a project's zip only) and the PDF report. */
export function FormatField(props: {
  value: ExportFormat;
  projectScope: boolean;
  onChange(format: ExportFormat): void;
}) {
  return (
    <TextField
      select
      label={M.formatLabel}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as ExportFormat)}
      helperText={props.value === PDF_REPORT ? M.pdfHint : undefined}
    >
      {MARKER_FORMAT_IDS.map((id) => (
        <MenuItem key={id} value={id}>
          {MARKER_FORMATS[id].label}
        </MenuItem>
      ))}
      {props.projectScope ? <MenuItem value={ALL_FORMATS}>{M.allFormats}</MenuItem> : null}
      <MenuItem value={PDF_REPORT}>{M.pdfFormat}</MenuItem>
    </TextField>
  );
}

/** The record start timecode; empty means each video's own (`ownStart`, when one video is chosen). */
export function RecordStartField(props: {
  value: string;
  valid: boolean;
  ownStart: string | null;
  onChange(value: string): void;
}) {
  const { value, valid, ownStart } = props;
  return (
    <TextField
      label={M.recordStartLabel}
      value={value}
      onChange={(e) => props.onChange(e.target.value)}
      error={!valid}
      placeholder={ownStart ?? undefined}
      helperText={
        !valid
          ? M.recordStartInvalid
          : value.trim() !== ''
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
  );
}

export function OptionCheckbox(props: { checked: boolean; label: string; onChange(checked: boolean): void }) {
  return (
    <FormControlLabel
      control={<Checkbox checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />}
      label={props.label}
    />
  );
}

/** The PDF report's progress: frames captured, then the report being built. */
export function ReportProgressBar({ progress }: { progress: ReportProgress }) {
  const counted = progress.stage === 'frames' && progress.total > 0;
  return (
    <div role="status" aria-live="polite">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {progress.stage === 'frames' ? M.capturingFrames(progress.done, progress.total) : M.buildingReport}
      </Typography>
      <LinearProgress
        aria-label={M.pdfFormat}
        variant={counted ? 'determinate' : 'indeterminate'}
        value={counted ? (100 * progress.done) / progress.total : 0}
      />
    </div>
  );
}
