/**
 * The import wizard recognises the link it is given (Drive, Dropbox, OneDrive, SharePoint, Box, https), says
 * why it cannot import one, shows what Pro adds to a plan without Premium integrations (and asks the server
 * nothing then), and on Pro lists a footage link through /api/footage/list into the video selection.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ImportPage from '../../../frontend/src/features/import/import-page';
import { FOOTAGE_MESSAGES } from '../../../shared/messages/footage-messages';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import type { PlanLevel } from '../../../shared/domain/status-values';
import { renderApp, type Responder, editorProfile } from './test-app';

const DROPBOX = 'https://www.dropbox.com/scl/fi/q7c2abc/brand-intro.mp4?rlkey=abc123&dl=0';

function responder(plan: PlanLevel): Responder {
  return (call) => {
    if (call.path === '/api/profile')
      return { status: 200, body: editorProfile({ planLevel: plan, activeProjectCount: 0 }) };
    if (call.path === '/api/footage/list')
      return {
        status: 200,
        body: {
          status: 'success',
          message: '',
          videos: [
            {
              id: 'dropbox_abcdefghijklmnopqrstuvwxyz012345',
              name: 'brand-intro.mp4',
              title: 'brand-intro',
              mimeType: 'video/mp4',
              thumbnailLink: null,
              webViewLink: 'https://www.dropbox.com/scl/fi/q7c2abc/brand-intro.mp4?rlkey=abc123',
              size: 1000,
              previewUrl: 'https://www.dropbox.com/scl/fi/q7c2abc/brand-intro.mp4?rlkey=abc123',
              source: 'dropbox',
              link: 'https://www.dropbox.com/scl/fi/q7c2abc/brand-intro.mp4?rlkey=abc123',
              item: '',
            },
          ],
        },
      };
    return undefined;
  };
}

const field = () => screen.getByRole('textbox', { name: 'Google Drive Folder URL' });

describe('the import wizard recognises the link it is given', () => {
  it.each([
    ['https://drive.google.com/drive/folders/1CutroomSampleFolderPublic000001', 'Google Drive folder'],
    [DROPBOX, 'Dropbox file'],
    ['https://1drv.ms/f/s!AkCutroomLocalFolder004', 'OneDrive folder'],
    ['https://cutroom.sharepoint.com/:v:/s/Post/EcutroomLocalSharePointFile05?e=local5', 'SharePoint file'],
    ['https://app.box.com/s/cutroomlocalboxfile000000000006', 'Box shared link'],
    ['https://cdn.example.com/renders/cut.mov', 'Video file link (https)'],
  ])('%s → %s', async (url, label) => {
    renderApp(<ImportPage />, { responder: responder('pro') });
    fireEvent.change(field(), { target: { value: url } });
    expect(await screen.findByText(FOOTAGE_MESSAGES.recognised(label))).toBeInTheDocument();
  });

  it('says why it cannot import a link', async () => {
    renderApp(<ImportPage />, { responder: responder('pro') });
    fireEvent.change(field(), { target: { value: 'http://cdn.example.com/cut.mov' } });
    expect(await screen.findByText(FOOTAGE_MESSAGES.httpsOnly)).toBeInTheDocument();
    fireEvent.change(field(), { target: { value: 'https://www.dropbox.com/home/Footage' } });
    expect(await screen.findByText(FOOTAGE_MESSAGES.unsupported)).toBeInTheDocument();
  });

  it.each(['free', 'basic'] as const)(
    'on %s shows what Pro adds and asks the server nothing',
    async (plan) => {
      const { calls } = renderApp(<ImportPage />, { responder: responder(plan) });
      fireEvent.change(field(), { target: { value: DROPBOX } });
      expect(await screen.findByText(FOOTAGE_MESSAGES.proAdds, { exact: false })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Import Videos' }));
      expect(await screen.findAllByText(planFeatureReason('integrations'))).not.toHaveLength(0);
      expect(calls.some((c) => c.path === '/api/footage/list')).toBe(false);
    },
  );

  it('on Pro lists a Dropbox link into the selection', async () => {
    const { calls } = renderApp(<ImportPage />, { responder: responder('pro') });
    fireEvent.change(field(), { target: { value: DROPBOX } });
    await screen.findByText(FOOTAGE_MESSAGES.recognised('Dropbox file'));
    fireEvent.click(screen.getByRole('button', { name: 'Import Videos' }));
    expect(await screen.findByText('Found 1 video • 1 selected')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/footage/list')?.body).toEqual({ url: DROPBOX });
  });
});
