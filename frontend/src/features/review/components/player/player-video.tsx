/**
 * The <video> of the review player: the element index.html created for the first video (adopted while it plays
 * the URL this player wants, its metadata already loading), else one React renders. Both have the same
 * attributes and events; without download rights neither offers the browser's download control.
 */
import Box from '@mui/material/Box';
import { useLayoutEffect, useRef, type SyntheticEvent } from 'react';
import type { ReviewVersion } from '../../../../../../shared/api/endpoints/review';
import { dropFirstFrame } from '../../../../lib/preload';
import type { PlaybackSource } from './use-playback-source';

const VIDEO_SX = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
} as const;

export interface VideoEvents {
  onError(): void;
  onLoadedMetadata(video: HTMLVideoElement): void;
}

/** The browser's download control is hidden unless the owner allows downloads. */
const NO_DOWNLOAD = 'nodownload';

/**
 * The first video's element that index.html created and showed (its first frame loading in parallel with the
 * JavaScript), moved into the player's frame with the attributes and events the React-rendered <video> has.
 */
function AdoptedVideo({
  element,
  videoRef,
  poster,
  title,
  allowDownload,
  events,
}: {
  element: HTMLVideoElement;
  videoRef: { current: HTMLVideoElement | null };
  poster: string | null;
  title: string;
  allowDownload: boolean;
  events: VideoEvents;
}) {
  const slot = useRef<HTMLDivElement | null>(null);
  // Held in a ref: a DOM node this component configures and moves, not a value it renders from.
  const node = useRef(element);
  const latest = useRef(events);
  useLayoutEffect(() => {
    latest.current = events;
  });
  // Attributes follow the props (a refetch signs a new poster URL) without moving the element.
  useLayoutEffect(() => {
    const element = node.current;
    element.setAttribute('aria-label', title);
    if (poster) element.poster = poster;
    else element.removeAttribute('poster');
  }, [poster, title]);
  // Downloads forbidden: no download item in the browser's controls and no 'Save video as' menu.
  useLayoutEffect(() => {
    const element = node.current;
    if (allowDownload) {
      element.removeAttribute('controlslist');
      return;
    }
    element.setAttribute('controlslist', NO_DOWNLOAD);
    const block = (e: Event) => e.preventDefault();
    element.addEventListener('contextmenu', block);
    return () => element.removeEventListener('contextmenu', block);
  }, [allowDownload]);
  useLayoutEffect(() => {
    const host = slot.current;
    const element = node.current;
    if (!host) return;
    element.controls = true;
    element.playsInline = true;
    element.dataset.testid = 'review-video';
    const onError = () => latest.current.onError();
    const onLoadedMetadata = () => latest.current.onLoadedMetadata(element);
    element.addEventListener('error', onError);
    element.addEventListener('loadedmetadata', onLoadedMetadata);
    // Moved, not re-created: the first frame index.html showed stays on screen, now in the player.
    host.appendChild(element);
    dropFirstFrame();
    videoRef.current = element;
    return () => {
      element.removeEventListener('error', onError);
      element.removeEventListener('loadedmetadata', onLoadedMetadata);
      element.pause();
      element.remove();
      if (videoRef.current === element) videoRef.current = null;
    };
  }, [videoRef]);
  return <Box ref={slot} sx={{ position: 'absolute', inset: 0, '& > video': VIDEO_SX }} />;
}

interface PlayerVideoProps {
  version: ReviewVersion;
  /** What to play: the source, the preloaded element to adopt (when it plays that source), the events. */
  playback: Pick<PlaybackSource, 'src' | 'adopted' | 'events'>;
  videoRef: { current: HTMLVideoElement | null };
  title: string;
}

export function PlayerVideo({ version, playback, videoRef, title }: PlayerVideoProps) {
  const { src, adopted, events } = playback;
  const allowDownload = version.downloadUrl !== null;
  if (adopted) {
    return (
      <AdoptedVideo
        element={adopted}
        videoRef={videoRef}
        poster={version.thumbnailUrl}
        title={title}
        allowDownload={allowDownload}
        events={events}
      />
    );
  }
  return (
    <Box
      component="video"
      ref={videoRef}
      key={version.id}
      src={src ?? undefined}
      poster={version.thumbnailUrl ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={title}
      data-testid="review-video"
      controlsList={allowDownload ? undefined : NO_DOWNLOAD}
      onContextMenu={allowDownload ? undefined : (e: SyntheticEvent) => e.preventDefault()}
      onError={events.onError}
      onLoadedMetadata={(e) => events.onLoadedMetadata(e.currentTarget)}
      sx={VIDEO_SX}
    />
  );
}
