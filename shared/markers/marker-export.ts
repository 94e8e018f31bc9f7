/**
 * The marker export formats in one table (id, label, extension, writer), a writer by format, and a project's
 * files as one zip (fflate, stored deterministically: the caller gives the time stamped on the entries).
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { MARKER_EXPORT_MESSAGES } from '../messages/marker-export-messages';
import { writeAvidMarkers } from './avid-writer';
import { writeCsv } from './csv-writer';
import { writeFcpxml } from './fcpxml-writer';
import { projectZipFileName, type MarkerFile, type MarkerOptions, type MarkerVideo } from './marker-source';
import { writeResolveEdl } from './resolve-edl-writer';
import { writeXmeml } from './xmeml-writer';
import { MARKER_FORMAT_IDS, type MarkerFormat } from './marker-format-ids';

export { MARKER_FORMAT_IDS, type MarkerFormat };

export const MARKER_FORMATS = {
  csv: { label: MARKER_EXPORT_MESSAGES.formats.csv, extension: 'csv', write: writeCsv },
  edl: { label: MARKER_EXPORT_MESSAGES.formats.edl, extension: 'edl', write: writeResolveEdl },
  fcpxml: { label: MARKER_EXPORT_MESSAGES.formats.fcpxml, extension: 'fcpxml', write: writeFcpxml },
  xmeml: { label: MARKER_EXPORT_MESSAGES.formats.xmeml, extension: 'xml', write: writeXmeml },
  avid: { label: MARKER_EXPORT_MESSAGES.formats.avid, extension: 'txt', write: writeAvidMarkers },
} as const satisfies Record<
  MarkerFormat,
  { label: string; extension: string; write: (video: MarkerVideo, options: MarkerOptions) => MarkerFile }
>;

export function writeMarkers(format: MarkerFormat, video: MarkerVideo, options: MarkerOptions): MarkerFile {
  return MARKER_FORMATS[format].write(video, options);
}

export interface MarkerZip {
  fileName: string;
  mimeType: 'application/zip';
  bytes: Uint8Array;
  /** Every file in the zip, with what its writer reported (e.g. EDL events left out). */
  files: Omit<MarkerFile, 'content'>[];
}

/** A file name not yet in `taken`: `name.ext`, else `name-2.ext`, `name-3.ext`, … */
function uniqueName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  for (let i = 2; ; i++) {
    const candidate = `${name.slice(0, dot)}-${i}${name.slice(dot)}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Every video version of a project in the chosen formats, as one zip named `{project}_notes.zip`. */
export function projectMarkersZip(
  projectName: string,
  videos: readonly MarkerVideo[],
  options: MarkerOptions,
  { formats = MARKER_FORMAT_IDS, modifiedAt }: { formats?: readonly MarkerFormat[]; modifiedAt: Date },
): MarkerZip {
  const entries: Zippable = {};
  const taken = new Set<string>();
  const files: MarkerZip['files'] = [];
  for (const video of videos) {
    for (const format of formats) {
      const { content, ...file } = writeMarkers(format, video, options);
      const fileName = uniqueName(file.fileName, taken);
      taken.add(fileName);
      entries[fileName] = [strToU8(content), { mtime: modifiedAt }];
      files.push({ ...file, fileName });
    }
  }
  return {
    fileName: projectZipFileName(projectName),
    mimeType: 'application/zip',
    bytes: zipSync(entries, { level: 6, mtime: modifiedAt }),
    files,
  };
}
