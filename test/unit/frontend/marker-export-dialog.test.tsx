/**
 * The marker export dialog of the project page: scope (a video's current version or the whole project),
 * format, record start (checked as a timecode), done notes, colour by status; the file is fetched from the
 * contract's export endpoint with the owner's token and handed to the browser under its Content-Disposition name.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectVideo } from '../../../shared/api/endpoints/projects';
import { MARKER_EXPORT_MESSAGES as M } from '../../../shared/messages/marker-export-messages';
import { MarkerExportDialog } from '../../../frontend/src/features/project/components/marker-export-dialog';
import { configureApiClient } from '../../../frontend/src/lib/api-client';
import { renderApp } from './test-app';

const video = (id: string, title: string, startTimecode: string | null = null): ProjectVideo =>
  ({
    id,
    title,
    currentVersionId: `${id}-v2`,
    versions: [
      { id: `${id}-v1`, versionNumber: 1 },
      {
        id: `${id}-v2`,
        versionNumber: 2,
        frameTiming: {
          status: 'probed',
          rate: { num: 30000, den: 1001 },
          dropFrame: true,
          frameCount: 900,
          startTimecode,
        },
      },
    ],
  }) as unknown as ProjectVideo;

let requests: { url: string; auth: string | null }[] = [];
let saved: string[] = [];

beforeEach(() => {
  requests = [];
  saved = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

function answerFiles() {
  configureApiClient({
    fetch: async (input, init) => {
      const url = String(input);
      requests.push({ url, auth: new Headers(init?.headers).get('authorization') });
      const zip = url.includes('/markers?') && !url.includes('/videos/');
      return new Response(zip ? new Uint8Array([80, 75, 3, 4]) : '\uFEFFNote ID\r\n', {
        status: 200,
        headers: {
          'content-type': zip ? 'application/zip' : 'text/csv; charset=utf-8',
          'content-disposition': zip
            ? `attachment; filename="Spot_notes.zip"; filename*=UTF-8''Spot_notes.zip`
            : `attachment; filename="Spot_Intro_v2_notes.csv"; filename*=UTF-8''Spot_Intro_v2_notes.csv`,
        },
      });
    },
  });
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('marker export dialog', () => {
  it("downloads the current version's CSV by default, starting at the file's own start timecode", async () => {
    renderApp(
      <MarkerExportDialog
        projectId="P1"
        videos={[video('V1', 'Intro', '00:59:50;00'), video('V2', 'Outro')]}
        open
        onClose={() => undefined}
      />,
    );
    answerFiles();
    expect(screen.getByRole('dialog', { name: M.dialogTitle })).toBeTruthy();
    const start = screen.getByRole('textbox', { name: M.recordStartLabel }) as HTMLInputElement;
    expect(start.value).toBe('');
    expect(start.placeholder).toBe('00:59:50;00');
    expect(screen.getByText(M.recordStartOwn('00:59:50;00'))).toBeTruthy();
    await choose(M.scopeLabel, M.scopeVideo('Outro', 2));
    expect(screen.getByText(M.recordStartOwn('01:00:00:00'))).toBeTruthy();
    await choose(M.scopeLabel, M.scopeProject);
    expect(screen.getByText(M.recordStartEach)).toBeTruthy();
    await choose(M.scopeLabel, M.scopeVideo('Intro', 2));
    fireEvent.click(screen.getByRole('button', { name: M.download }));
    await waitFor(() => expect(saved).toEqual(['Spot_Intro_v2_notes.csv']));
    const url = new URL(requests[0]?.url ?? '', 'http://app.test');
    expect(url.pathname).toBe('/api/projects/P1/videos/V1/markers');
    // No record start sent: the server starts each file at its video's own start timecode.
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'csv',
      includeCompleted: 'true',
      colourByStatus: 'true',
    });
    expect(requests[0]?.auth).toBe('Bearer test-id-token');
  });

  it('exports the whole project as a zip in all formats, without done notes, from another record start', async () => {
    renderApp(
      <MarkerExportDialog projectId="P1" videos={[video('V1', 'Intro')]} open onClose={() => undefined} />,
    );
    answerFiles();
    await choose(M.scopeLabel, M.scopeProject);
    await choose(M.formatLabel, M.allFormats);
    fireEvent.click(screen.getByRole('checkbox', { name: M.includeCompletedLabel }));
    const start = screen.getByRole('textbox', { name: M.recordStartLabel });
    fireEvent.change(start, { target: { value: '10:00' } });
    expect(screen.getByText(M.recordStartInvalid)).toBeTruthy();
    expect((screen.getByRole('button', { name: M.download }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(start, { target: { value: '00:59:58;00' } });
    fireEvent.click(screen.getByRole('button', { name: M.download }));
    await waitFor(() => expect(saved).toEqual(['Spot_notes.zip']));
    const url = new URL(requests[0]?.url ?? '', 'http://app.test');
    expect(url.pathname).toBe('/api/projects/P1/markers');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      recordStart: '00:59:58;00',
      includeCompleted: 'false',
      colourByStatus: 'true',
    });
  });

  it('offers the PDF report: no record start or colours to set, made in the browser (no export request)', async () => {
    renderApp(
      <MarkerExportDialog
        projectId="P1"
        projectName="Spot"
        videos={[video('V1', 'Intro')]}
        open
        onClose={() => undefined}
      />,
    );
    answerFiles();
    fireEvent.change(screen.getByRole('textbox', { name: M.recordStartLabel }), { target: { value: 'bad' } });
    await choose(M.formatLabel, M.pdfFormat);
    expect(screen.queryByRole('textbox', { name: M.recordStartLabel })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: M.colourByStatusLabel })).toBeNull();
    expect(screen.getByRole('checkbox', { name: M.includeCompletedLabel })).toBeTruthy();
    expect(screen.getByText(M.pdfHint)).toBeTruthy();
    expect((screen.getByRole('button', { name: M.download }) as HTMLButtonElement).disabled).toBe(false);
    expect(requests).toEqual([]);
  });
});
