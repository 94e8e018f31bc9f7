/**
 * The marker export's download: the markers through the contract's export endpoints, or the PDF report made
 * in the browser (loaded on demand, its progress reported, cancellable by closing the dialog). The file is
 * handed to the browser, a toast says so and the dialog closes; a failure toasts unless it was cancelled.
 */
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ProjectVideo } from '../../../../../shared/api/endpoints/projects';
import { exportProjectMarkers, exportVersionMarkers } from '../../../../../shared/api/endpoints/markers';
import type { FileDownload } from '../../../../../shared/api/file-download';
import type { MarkerFormat } from '../../../../../shared/markers/marker-export';
import { MARKER_EXPORT_MESSAGES as M } from '../../../../../shared/messages/marker-export-messages';
import { useToast } from '../../../components/toast/toast-context';
import { apiCall } from '../../../lib/api-client';
import type { ReportProgress } from '../notes-report/make-notes-report';

export const PROJECT_SCOPE = 'project';
export const ALL_FORMATS = 'all';
export const PDF_REPORT = 'pdf';
export type ExportFormat = MarkerFormat | typeof ALL_FORMATS | typeof PDF_REPORT;

export interface ExportRequest {
  scope: string;
  format: ExportFormat;
  recordStart: string;
  includeCompleted: boolean;
  colourByStatus: boolean;
}

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

function fetchMarkers(projectId: string, r: ExportRequest, format: ExportFormat): Promise<FileDownload> {
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
}

export function useMarkerDownload(input: {
  projectId: string;
  projectName: string;
  exportable: readonly ProjectVideo[];
  /** The format the dialog shows (the request's, unless that does not apply to the scope). */
  format: ExportFormat;
  onClose(): void;
}) {
  const { projectId, projectName, exportable, format, onClose } = input;
  const toast = useToast();
  const [progress, setProgress] = useState<ReportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const report = format === PDF_REPORT;

  const download = useMutation({
    mutationFn: async (r: ExportRequest): Promise<FileDownload> => {
      if (!report) return fetchMarkers(projectId, r, format);
      abort.current = new AbortController();
      const { makeNotesReport } = await import('../notes-report/make-notes-report');
      const file = await makeNotesReport({
        projectName,
        videos: r.scope === PROJECT_SCOPE ? exportable : exportable.filter((v) => v.id === r.scope),
        includeCompleted: r.includeCompleted,
        onProgress: setProgress,
        signal: abort.current.signal,
      });
      return { fileName: file.fileName, contentType: 'application/pdf', bytes: file.bytes };
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

  return { download, progress, cancel: () => abort.current?.abort() };
}
