/**
 * A video being copied from Drive: the project page shows its thumbnail and 'Processing…', never the Drive
 * preview page in a frame (the CSP refuses it where Drive is no frame origin: a broken-frame icon). Thumbnails
 * never show a broken image and never go blank while the next URL loads.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectVideo } from '../../../shared/api/endpoints/projects';
import { EDITOR_APP_MESSAGES } from '../../../shared/messages/editor-app-messages';
import { StableThumbnail } from '../../../frontend/src/components/media/stable-thumbnail';
import { VideoPlayer } from '../../../frontend/src/features/project/components/video-player';

/** jsdom loads no images: this one loads every URL but those containing 'broken', on the next tick. */
class ScriptedImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(url: string) {
    setTimeout(() => (url.includes('broken') ? this.onerror?.() : this.onload?.()), 0);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Image', ScriptedImage);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const thumb = () => screen.queryByTestId('video-thumbnail');
const flush = () => act(() => vi.runAllTimers());

describe('a video being copied from Drive', () => {
  it("shows its thumbnail and 'Processing…', not the Drive preview in a frame", async () => {
    const video = {
      id: 'V1',
      title: 'Cut one',
      playbackKind: 'processing',
      playbackUrl: 'https://drive.google.com/file/d/abc/preview',
      thumbnailUrl: 'https://drive.example/thumb.jpg',
      currentVersionId: 'VV1',
      versions: [],
    } as unknown as ProjectVideo;
    const { container } = render(<VideoPlayer video={video} videoRef={createRef<HTMLVideoElement>()} />);
    await flush();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(EDITOR_APP_MESSAGES.processing);
    expect(thumb()).toHaveAttribute('src', 'https://drive.example/thumb.jpg');
  });
});

describe('thumbnails', () => {
  const sx = { width: 64 };
  it('keep the last picture until the next URL has loaded, and never show a URL that fails', async () => {
    const { rerender } = render(<StableThumbnail src="https://a.example/1.jpg" sx={sx} placeholderSx={sx} />);
    // Nothing loaded yet: the placeholder, not an empty or broken image.
    expect(thumb()).toBeNull();
    expect(screen.getByTestId('video-thumbnail-placeholder')).toBeInTheDocument();
    await flush();
    expect(thumb()).toHaveAttribute('src', 'https://a.example/1.jpg');

    // The stored copy's URL: the Drive picture stays until it has loaded.
    rerender(<StableThumbnail src="https://s3.example/2.jpg" sx={sx} placeholderSx={sx} />);
    expect(thumb()).toHaveAttribute('src', 'https://a.example/1.jpg');
    await flush();
    expect(thumb()).toHaveAttribute('src', 'https://s3.example/2.jpg');

    // A URL that fails keeps the last good picture.
    rerender(<StableThumbnail src="https://s3.example/broken.jpg" sx={sx} placeholderSx={sx} />);
    await flush();
    expect(thumb()).toHaveAttribute('src', 'https://s3.example/2.jpg');
  });

  it('show the placeholder when the only URL fails', async () => {
    render(<StableThumbnail src="https://drive.example/broken.jpg" sx={{}} placeholderSx={{}} />);
    await flush();
    expect(thumb()).toBeNull();
    expect(screen.getByTestId('video-thumbnail-placeholder')).toBeInTheDocument();
  });
});
