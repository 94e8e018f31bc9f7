/**
 * Answers that index.html asked for before any JavaScript module ran (an inline script): /config.json on
 * every page and, on the client review page, the review data. Each is taken once; later reads go to the
 * network as usual.
 */
interface PreloadWindow {
  __cutroomConfig?: Promise<Response> | undefined;
  __cutroomReview?: { token: string; response: Promise<Response> } | undefined;
}

const preloadWindow = (): PreloadWindow =>
  (typeof window === 'undefined' ? {} : window) as unknown as PreloadWindow;

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
  return preloaded.response;
}
