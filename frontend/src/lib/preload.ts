/**
 * Answers that index.html asked for before any JavaScript module ran (an inline script): /config.json on
 * every page and, on the client review page, the review data and then the first video (a <video
 * preload="metadata"> put on the page at the player's place, in `#review-first-frame`, which the player
 * adopts). Each is taken once; later reads go to the network as usual.
 */
interface PreloadedReview {
  token: string;
  response: Promise<Response>;
  /** Set by index.html once the review answer is here and its first video has a playback URL. */
  video?: HTMLVideoElement | null | undefined;
  /** Settles once the first video's first frame is painted, or when there is none to wait for. */
  shown?: Promise<void> | undefined;
}

/** The element index.html shows the first video in until the player takes it. */
export const FIRST_FRAME_ID = 'review-first-frame';

interface PreloadWindow {
  __cutroomConfig?: Promise<Response> | undefined;
  __cutroomReview?: PreloadedReview | undefined;
}

const preloadWindow = (): PreloadWindow =>
  (typeof window === 'undefined' ? {} : window) as unknown as PreloadWindow;

/**
 * Resolves once the first video's first frame is on screen (or there is none coming), at the latest after
 * `maxWaitMs`. The review page's code waits for it: run earlier, its start-up (the framework, the first
 * render) holds the main thread while the video's request and first frame wait for a turn.
 */
export function firstFrameShown(maxWaitMs: number): Promise<void> {
  const shown = preloadWindow().__cutroomReview?.shown;
  if (!shown) return Promise.resolve();
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}

/**
 * Takes index.html's first-frame box off the page once the review page shows its own screen. A video the
 * player did not adopt (another source, an error screen) stops loading.
 */
export function dropFirstFrame(): void {
  if (typeof document === 'undefined') return;
  const frame = document.getElementById(FIRST_FRAME_ID);
  if (!frame) return;
  for (const video of frame.querySelectorAll('video')) {
    video.pause();
    video.removeAttribute('src');
    video.load();
  }
  frame.remove();
}

/** The review taken by the page: its first video's element is still to be taken by the player. */
let takenReview: PreloadedReview | undefined;

/** The /config.json answer index.html asked for, once. */
export function takePreloadedConfig(): Promise<Response> | undefined {
  const w = preloadWindow();
  const response = w.__cutroomConfig;
  w.__cutroomConfig = undefined;
  return response;
}

/** The review answer index.html asked for, once, if it was for this token. */
export function takePreloadedReview(token: string): Promise<Response> | undefined {
  const w = preloadWindow();
  const preloaded = w.__cutroomReview;
  if (!preloaded || preloaded.token !== token) return undefined;
  w.__cutroomReview = undefined;
  takenReview = preloaded;
  return preloaded.response;
}

/**
 * The <video> index.html created for the first video (already loading its metadata), once, if it plays
 * exactly this URL; otherwise undefined and the player makes its own.
 */
export function takePreloadedVideo(src: string): HTMLVideoElement | undefined {
  const video = takenReview?.video;
  if (!video || video.getAttribute('src') !== src) return undefined;
  takenReview = undefined;
  return video;
}
