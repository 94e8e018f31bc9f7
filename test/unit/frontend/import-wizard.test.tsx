import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ImportPage from '../../../frontend/src/features/import/import-page';
import { renderApp, type Responder, editorProfile } from './test-app';
import { projectFixture } from './project-video-fixture';

const FOLDER = '1CutroomSampleFolderPublic000001';
const NOW = new Date().toISOString();

const profile = (activeProjectCount: number) => editorProfile({ activeProjectCount, createdAt: NOW });

const video = (n: number) => ({
  id: `1CutroomSample0${n}Video00000000000`.slice(0, 32),
  name: `clip-${n}.mp4`,
  title: `clip-${n}`,
  mimeType: 'video/mp4',
  thumbnailLink: `http://drive.test/thumb/${n}`,
  webViewLink: `http://drive.test/view/${n}`,
  size: 1000 * n,
  previewUrl: `http://drive.test/preview/${n}`,
});

function responder(options: {
  listing?: unknown;
  create?: { status: number; body: unknown };
  used?: number;
}): Responder {
  return (call) => {
    if (call.path === '/api/profile') return { status: 200, body: profile(options.used ?? 1) };
    if (call.path === '/api/drive/list') return { status: 200, body: options.listing };
    if (call.path === '/api/projects' && call.method === 'POST') return options.create;
    return undefined;
  };
}

const folderInput = () => screen.getByRole('textbox', { name: 'Google Drive Folder URL' });

describe('import wizard', () => {
  it('validates the folder link on step 1', async () => {
    const { calls } = renderApp(<ImportPage />, { responder: responder({}) });
    fireEvent.click(screen.getByRole('button', { name: 'Import Videos' }));
    expect(await screen.findByText('Please enter a Google Drive folder URL.')).toBeInTheDocument();
    fireEvent.change(folderInput(), { target: { value: 'https://drive.google.com/drive/my-drive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import Videos' }));
    expect(
      await screen.findByText('Invalid Google Drive folder URL. Please check the format and try again.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/drive/list')).toBe(false);
  });

  it('stays on step 1 with the permission panel and Rescan for a private folder', async () => {
    renderApp(<ImportPage />, {
      responder: responder({
        listing: { status: 'permission_required', videos: [], message: 'This folder is private.' },
      }),
    });
    fireEvent.change(folderInput(), {
      target: { value: `https://drive.google.com/drive/folders/${FOLDER}` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import Videos' }));
    expect(await screen.findByText("We can't read this folder yet.")).toBeInTheDocument();
    expect(screen.getByText('This folder is private.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rescan' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Google Drive' }));
    expect(screen.getByText(/not configured in this environment/)).toBeInTheDocument();
  });

  it('shows the fixed text for folder_not_found', async () => {
    renderApp(<ImportPage />, {
      responder: responder({ listing: { status: 'folder_not_found', videos: [], message: 'x' } }),
    });
    fireEvent.change(folderInput(), { target: { value: FOLDER } });
    fireEvent.click(screen.getByRole('button', { name: 'Import Videos' }));
    expect(
      await screen.findByText("The link looks wrong or we can't access it. Check the URL and try again."),
    ).toBeInTheDocument();
  });

  it('goes 1 → 2 → 3, keeps the selection count, and returns to step 3 when creation fails', async () => {
    const { calls } = renderApp(<ImportPage />, {
      responder: responder({
        listing: { status: 'success', videos: [video(1), video(2), video(3)], message: '' },
        create: { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
      }),
    });
    fireEvent.change(folderInput(), {
      target: { value: `https://drive.google.com/drive/folders/${FOLDER}` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import Videos' }));
    expect(await screen.findByText('Found 3 videos • 3 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /clip-2/ }));
    expect(screen.getByText('Found 3 videos • 2 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with 2 videos' }));

    const name = await screen.findByRole('textbox', { name: 'Project Name *' });
    expect(name).toHaveValue('Video Review Project');
    expect(screen.getByText('What happens next?')).toBeInTheDocument();
    expect(screen.getByText('A project will be created with 2 videos')).toBeInTheDocument();
    await screen.findByText('1 of 3 projects used');
    const create = screen.getByRole('button', { name: 'Create Project' });
    expect(create).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Client Display Name *' }), {
      target: { value: 'Acme' },
    });
    expect(create).toBeEnabled();
    fireEvent.click(create);
    expect(await screen.findByText('Failed to create project. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Project Name *' })).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/projects' && c.method === 'POST')?.body as {
      videos: { fileId: string }[];
      clientDisplayName: string;
    };
    expect(sent.clientDisplayName).toBe('Acme');
    expect(sent.videos.map((v) => v.fileId)).toEqual([video(1).id, video(3).id]);
  });

  it('creates the project and opens its page', async () => {
    renderApp(<ImportPage />, {
      path: '/Import',
      responder: responder({
        listing: { status: 'success', videos: [video(1)], message: '' },
        create: {
          status: 201,
          body: projectFixture({
            id: 'NEWPROJECT01',
            name: 'Video Review Project',
            shareToken: 'b'.repeat(32),
            shareExpiresAt: NOW,
            createdAt: NOW,
            lastStatusChangeAt: NOW,
            revision: 0,
          }),
        },
      }),
    });
    fireEvent.change(folderInput(), { target: { value: FOLDER } });
    fireEvent.click(screen.getByRole('button', { name: 'Import Videos' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with 1 video' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Client Display Name *' }), {
      target: { value: 'Acme' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Project?id=NEWPROJECT01'));
  });

  it('says so at step 1 at the plan cap, with the way to upgrade, and does not start the import', async () => {
    const { calls } = renderApp(<ImportPage />, {
      responder: responder({ used: 3, listing: { status: 'success', videos: [video(1)], message: '' } }),
    });
    expect(
      await screen.findByText(
        'Your Free plan allows 3 active projects. Archive a project or upgrade to add more.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/Upgrade');
    fireEvent.change(folderInput(), { target: { value: FOLDER } });
    expect(screen.getByRole('button', { name: 'Import Videos' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Drive folder' }));
    expect(calls.some((c) => c.path === '/api/drive/list')).toBe(false);
  });
});
