/**
 * The review page's viewing collector, loaded after the video's first frame (use-viewing-collector.ts): it
 * feeds the <video>'s clock into the recorder of shared/domain/viewing.ts and sends what it recorded every
 * ~10 s, when the version changes and on `pagehide` (with sendBeacon). It only listens: playback never waits
 * for it. The viewer is a random id kept in this browser's storage; nothing else identifies them. A batch
 * whose sending failed (no answer, or a 5xx) is kept with its id and sent again beside the next one: the
 * server counts a batch id once, so a batch it did store before the answer was lost is not counted twice.
 */
import { recordViewing, type ViewingBatch } from '../../../../../shared/api/endpoints/analytics';
import {
  emptyViewing,
  hasViewing,
  takeViewing,
  VIEWING_LIMITS,
  viewingEnded,
  viewingPause,
  viewingPlay,
  viewingSeek,
  viewingTick,
  type ViewingState,
} from '../../../../../shared/domain/viewing';
import { apiCall, sendOnLeave } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { randomUuid } from '../lib/random-id';

export interface ViewingTarget {
  token: string;
  videoId: string;
  versionId: string;
  /** The reviewer's name, only when they gave it. */
  reviewerName: string | null;
}

const VIEWER_KEY = 'cutroom.viewer';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The browser's viewer id (made once, kept in localStorage; a fresh one each visit if storage is off). */
export function viewerId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage()): string {
  const kept = storage?.getItem(VIEWER_KEY);
  if (kept && /^[0-9a-f-]{36}$/.test(kept)) return kept;
  const made = randomUuid();
  storage?.setItem(VIEWER_KEY, made);
  return made;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A ULID: its time dates the batch (the server refuses old ones, so a replay cannot count twice). */
export function batchId(nowMs = Date.now()): string {
  let time = '';
  for (let i = 0, t = nowMs; i < 10; i++, t = Math.floor(t / 32)) time = (CROCKFORD[t % 32] ?? '0') + time;
  const random = new Uint8Array(16);
  crypto.getRandomValues(random);
  return time + Array.from(random, (b) => CROCKFORD[b % 32]).join('');
}

/**
 * How much a page keeps of batches it could not send: a minute of failures at most. Beyond it the oldest
 * go first, so a page left open offline never grows.
 */
export const KEPT_BATCHES = { batches: 6, ranges: 2 * VIEWING_LIMITS.rangesPerBatch } as const;

/** A failure worth sending again: no answer (network) or the server's own failure; a refusal is final. */
export const worthResending = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** The kept batches with `batch` added, oldest first, cut to KEPT_BATCHES (the oldest dropped). */
export function keepForResend(kept: readonly ViewingBatch[], batch: ViewingBatch): ViewingBatch[] {
  const all = [...kept, batch].sort((a, b) => (a.batchId < b.batchId ? -1 : 1));
  let ranges = all.reduce((sum, b) => sum + b.ranges.length, 0);
  while (all.length > KEPT_BATCHES.batches || ranges > KEPT_BATCHES.ranges) {
    ranges -= all.shift()?.ranges.length ?? 0;
  }
  return all;
}

/** Opens are counted once per page load and link. */
const openedLinks = new Set<string>();

/** Starts collecting on `video` for `target`; the returned function sends what is left and stops. */
export function startViewingCollector(video: HTMLVideoElement, target: ViewingTarget): () => void {
  let state: ViewingState = emptyViewing();
  const viewer = viewerId();
  const ms = () => Math.round(video.currentTime * 1000);
  let seekingFrom: number | null = null;

  const batch = (): ViewingBatch | null => {
    const open = !openedLinks.has(target.token);
    if (!hasViewing(state) && !open) return null;
    const taken = takeViewing(state);
    state = taken.rest;
    openedLinks.add(target.token);
    return {
      batchId: batchId(),
      viewerId: viewer,
      ...(target.reviewerName ? { reviewerName: target.reviewerName } : {}),
      videoId: target.videoId,
      versionId: target.versionId,
      ...(open ? { open } : {}),
      events: taken.events.slice(-VIEWING_LIMITS.eventsPerBatch),
      ranges: taken.ranges.slice(-VIEWING_LIMITS.rangesPerBatch),
    };
  };
  let kept: ViewingBatch[] = [];
  const post = (body: ViewingBatch) =>
    // Analytics never bothers the viewer: a refused batch is dropped, a failed one kept for the next send.
    apiCall(recordViewing, { params: { token: target.token }, body }).catch((error: unknown) => {
      if (worthResending(error)) kept = keepForResend(kept, body);
    });
  const send = () => {
    // One kept batch beside each new one: a burst of resends would meet the per-viewer rate.
    const again = kept.shift();
    if (again) void post(again);
    const body = batch();
    if (body) void post(body);
  };
  const leave = () => {
    if (state.playing) state = viewingPause(state, ms());
    const body = batch();
    for (const again of kept.splice(0, VIEWING_LIMITS.viewerBurst - 1))
      sendOnLeave(recordViewing, { token: target.token }, again);
    if (body) sendOnLeave(recordViewing, { token: target.token }, body);
  };

  const listeners: [keyof HTMLVideoElementEventMap, () => void][] = [
    ['play', () => (state = viewingPlay(state, ms()))],
    ['pause', () => (state = video.ended ? state : viewingPause(state, ms()))],
    ['timeupdate', () => (state = seekingFrom === null ? viewingTick(state, ms()) : state)],
    ['seeking', () => (seekingFrom ??= state.lastMs)],
    [
      'seeked',
      () => {
        seekingFrom = null;
        state = viewingSeek(state, ms());
      },
    ],
    ['ended', () => (state = viewingEnded(state, ms()))],
  ];
  for (const [name, listener] of listeners) video.addEventListener(name, listener);
  if (!video.paused) state = viewingPlay(state, ms());
  const timer = window.setInterval(send, VIEWING_LIMITS.batchIntervalMs);
  const onHide = () => leave();
  window.addEventListener('pagehide', onHide);
  // The first batch says the link was opened, even before any play.
  send();

  return () => {
    window.clearInterval(timer);
    window.removeEventListener('pagehide', onHide);
    for (const [name, listener] of listeners) video.removeEventListener(name, listener);
    if (state.playing) state = viewingPause(state, ms());
    send();
  };
}
