/**
 * Answers that index.html asked for before any JavaScript module ran (an inline script): /config.json on
 * every page and, on the client review page, the review data and then the first video's metadata (a
 * detached <video preload="metadata"> the player adopts). Each is taken once; later reads go to the network
 * as usual.
 */
interface PreloadedReview {
  token: string;
  response: Promise<Response>;
  /** Set by index.html once the review answer is here and its first video has a playback URL. */
  video?: HTMLVideoElement | null | undefined;
}

interface PreloadWindow {
  __cutroomConfig?: Promise<Response> | undefined;
  __cutroomReview?: PreloadedReview | undefined;
}

const preloadWindow = (): PreloadWindow =>
  (typeof window === 'undefined' ? {} : window) as unknown as PreloadWindow;

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
