/**
 * Proxies in the review player (jsdom): a video whose playable copy is being made says it will be ready
 * shortly (no dead player); the proxies are chosen by screen (540p on phones) and can be switched, the
 * position kept; a playback error says what happened and offers Retry, never a silent jump back to 0:00.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewVersion } from '../../../shared/api/endpoints/review';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { ReviewPlayer } from '../../../frontend/src/features/review/components/review-player';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function version(extra: Partial<ReviewVersion> = {}): ReviewVersion {
  return {
    id: '01JDVERSION0000000000000001',
    versionNumber: 1,
    playbackUrl: 'https://media.test/v1-1080p.mp4',
    previewUrl: 'https://drive.google.com/file/d/x/preview',
    thumbnailUrl: null,
    mimeType: 'video/mp4',
    durationMs: 60_000,
    frameRate: 25,
    frameTiming: { status: 'unknown' },
    downloadUrl: null,
    alternatives: [
      { quality: '1080p', url: 'https://media.test/v1-1080p.mp4' },
      { quality: '540p', url: 'https://media.test/v1-540p.mp4' },
      { quality: 'original', url: 'https://media.test/v1.mp4' },
    ],
    processing: false,
    scrub: null,
    ...extra,
  };
}

/** matchMedia as a phone (max-width: 600px matches) or a desktop. */
function screenIs(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width: 600px'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** A jsdom <video> with a settable position and duration. */
function position(element: HTMLElement) {
  let time = 0;
  Object.defineProperty(element, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (value: number) => {
      time = value;
    },
  });
  Object.defineProperty(element, 'duration', { configurable: true, get: () => 60 });
  return element as HTMLVideoElement;
}

describe('review player sources', () => {
  it('says the video will be ready shortly while its playable copy is made (no player, no Drive frame)', () => {
    screenIs(false);
    render(
      <ReviewPlayer
        version={version({ processing: true, playbackUrl: null })}
        title="A"
        markers={[]}
        shortcuts
      />,
    );
    expect(screen.getByTestId('review-ready-shortly').textContent).toBe(REVIEW_MESSAGES.readyShortly);
    expect(screen.queryByTestId('review-video')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('plays 1080p on a desktop and 540p on a phone; the quality switch keeps the position', () => {
    screenIs(false);
    const { unmount } = render(<ReviewPlayer version={version()} title="A" markers={[]} shortcuts />);
    expect(screen.getByTestId('review-video').getAttribute('src')).toBe('https://media.test/v1-1080p.mp4');
    unmount();

    screenIs(true);
    render(<ReviewPlayer version={version()} title="A" markers={[]} shortcuts />);
    const video = position(screen.getByTestId('review-video'));
    expect(video.getAttribute('src')).toBe('https://media.test/v1-540p.mp4');
    video.currentTime = 12.5;
    fireEvent.change(screen.getByRole('combobox', { name: REVIEW_MESSAGES.qualityLabel }), {
      target: { value: 'original' },
    });
    const switched = position(screen.getByTestId('review-video'));
    expect(switched.getAttribute('src')).toBe('https://media.test/v1.mp4');
    fireEvent.loadedMetadata(switched);
    expect(switched.currentTime).toBe(12.5);
  });

  it('a playback error says what happened and offers Retry; the position is kept', () => {
    screenIs(false);
    const refresh = vi.fn();
    render(<ReviewPlayer version={version()} title="A" markers={[]} shortcuts onSourceError={refresh} />);
    const video = position(screen.getByTestId('review-video'));
    video.currentTime = 31;
    fireEvent.error(video);
    expect(screen.getByRole('alert').textContent).toContain(REVIEW_MESSAGES.playbackFailed);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(video.currentTime).toBe(31);
    const load = vi.fn();
    Object.defineProperty(video, 'error', { configurable: true, get: () => ({ code: 2 }) });
    Object.defineProperty(video, 'load', { configurable: true, value: load });
    fireEvent.click(screen.getByRole('button', { name: REVIEW_MESSAGES.retryPlayback }));
    expect(load).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    // Reloaded: back at 0:31, not 0:00.
    video.currentTime = 0;
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(31);
  });
});
