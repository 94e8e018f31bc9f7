/**
 * The editor's row of a refused file (empty, truncated, audio only): the reason instead of a review status,
 * and 'Add a new version from Drive', the way out in a product without uploads, which takes the editor to
 * the version form's Drive link field.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectVideoSchema } from '../../../shared/api/endpoints/projects';
import type { MEDIA_DAMAGE_REASONS } from '../../../shared/domain/media-probe';
import { EDITOR_APP_MESSAGES } from '../../../shared/messages/editor-app-messages';
import { VIDEO_MESSAGES } from '../../../shared/messages/video-messages';
import { VIDEO_STATUS_LABELS } from '../../../shared/domain/video-status-display';
import { VideoRow } from '../../../frontend/src/features/project/components/video-row';
import { projectVideoFixture, storedVersion } from './project-video-fixture';
import { renderApp } from './test-app';

const refusedVideo = (damage: (typeof MEDIA_DAMAGE_REASONS)[number]) =>
  projectVideoSchema.parse(
    projectVideoFixture({
      title: 'Voice over',
      // What the import leaves a refused file at: 'active', as if it were a reviewable video.
      status: 'active',
      versions: [
        storedVersion(1, {
          fileName: 'voice-over.mp4',
          storagePath: null,
          status: 'failed',
          statusNote: VIDEO_MESSAGES.damagedFile,
          durationMs: null,
          width: null,
          height: null,
          frameRate: null,
          media: {
            container: 'mp4',
            videoCodec: null,
            videoProfile: null,
            bitDepth: null,
            codedWidth: null,
            codedHeight: null,
            displayWidth: null,
            displayHeight: null,
            rotation: 0,
            frameRate: null,
            variableFrameRate: false,
            frameCount: null,
            durationMs: 2000,
            startTimecode: null,
            hasAudio: true,
            damage,
          },
        }),
      ],
      playbackUrl: null,
      playbackKind: 'failed',
      versionPlayback: [],
    }),
  );

describe("a refused file's row on the project page", () => {
  it('names the reason and leads to a new version from Drive, never an Active chip or a status', async () => {
    renderApp(
      <VideoRow projectId="proj-1" video={refusedVideo('not_video')} readOnly={false} defaultExpanded />,
    );
    const reason = await screen.findByTestId('damaged-file-note', {}, { timeout: 20_000 });
    expect(reason).toHaveTextContent(VIDEO_MESSAGES.damageReasons.not_video);
    const chip = screen.getByTestId('video-status-chip');
    expect(chip).toHaveTextContent(VIDEO_MESSAGES.refusedChip);
    expect(chip).not.toHaveTextContent(VIDEO_STATUS_LABELS.active);
    expect(screen.queryByLabelText(/video status/i)).not.toBeInTheDocument();

    const refused = screen.getByTestId('refused-file');
    expect(refused).toHaveTextContent(VIDEO_MESSAGES.refusedHidden);
    fireEvent.click(within(refused).getByRole('button', { name: VIDEO_MESSAGES.addVersionFromDrive }));
    expect(screen.getByLabelText(EDITOR_APP_MESSAGES.newVersionLabel)).toHaveFocus();
  }, 40_000);

  it('offers no way out on an archived project (read-only)', async () => {
    renderApp(<VideoRow projectId="proj-1" video={refusedVideo('empty')} readOnly defaultExpanded />);
    expect(await screen.findByTestId('refused-file', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTestId('damaged-file-note')).toHaveTextContent(VIDEO_MESSAGES.damageReasons.empty);
    expect(
      screen.queryByRole('button', { name: VIDEO_MESSAGES.addVersionFromDrive }),
    ).not.toBeInTheDocument();
  }, 40_000);
});
