import { describe, expect, it } from 'vitest';
import { getHealth } from '../../../shared/api/endpoints/health';
import { apiCall, configureApiClient } from '../../../frontend/src/lib/api-client';
import {
  dropFirstFrame,
  FIRST_FRAME_ID,
  firstFrameShown,
  takePreloadedConfig,
  takePreloadedReview,
  takePreloadedVideo,
} from '../../../frontend/src/lib/preload';

const health = { status: 'ok', service: 'cutroom', time: new Date().toISOString(), dependencies: [] };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('answers asked for by index.html', () => {
  it('the review answer is taken once, and only for its token', async () => {
    const w = window as unknown as { __cutroomReview?: { token: string; response: Promise<Response> } };
    w.__cutroomReview = { token: 'abc', response: Promise.resolve(json({})) };
    expect(takePreloadedReview('other')).toBeUndefined();
    expect(takePreloadedReview('abc')).toBeInstanceOf(Promise);
    expect(takePreloadedReview('abc')).toBeUndefined();
  });

  it("the first video's preloaded element goes to the player once, and only for the URL it loads", () => {
    const video = document.createElement('video');
    video.setAttribute('src', 'https://media.example/v1.mp4?sig=1');
    const w = window as unknown as {
      __cutroomReview?: { token: string; response: Promise<Response>; video?: HTMLVideoElement | null };
    };
    w.__cutroomReview = { token: 'tok', response: Promise.resolve(json({})), video: null };
    // Not taken by the page yet: nothing for the player.
    expect(takePreloadedVideo('https://media.example/v1.mp4?sig=1')).toBeUndefined();
    const preloaded = w.__cutroomReview;
    expect(takePreloadedReview('tok')).toBeInstanceOf(Promise);
    // index.html sets the element once the answer has been read.
    preloaded.video = video;
    expect(takePreloadedVideo('https://media.example/v1.mp4?sig=2')).toBeUndefined();
    expect(takePreloadedVideo('https://media.example/v1.mp4?sig=1')).toBe(video);
    expect(takePreloadedVideo('https://media.example/v1.mp4?sig=1')).toBeUndefined();
  });

  it("the review page's code waits for the first frame, and never longer than its limit", async () => {
    const w = window as unknown as { __cutroomReview?: { token: string; shown?: Promise<void> } };
    let show = () => {};
    w.__cutroomReview = { token: 't', shown: new Promise<void>((resolve) => (show = resolve)) };
    let started = false;
    const waiting = firstFrameShown(60_000).then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(false);
    show();
    await waiting;
    expect(started).toBe(true);
    // A frame that never comes: the limit starts the page anyway.
    w.__cutroomReview = { token: 't', shown: new Promise<void>(() => {}) };
    await expect(firstFrameShown(5)).resolves.toBeUndefined();
    // No review being loaded (another page, no token): nothing to wait for.
    w.__cutroomReview = undefined;
    await expect(firstFrameShown(60_000)).resolves.toBeUndefined();
  });

  it('the first-frame box leaves the page, and a video the player did not take stops loading', () => {
    const frame = document.createElement('div');
    frame.id = FIRST_FRAME_ID;
    const video = document.createElement('video');
    video.setAttribute('src', 'https://media.example/v1.mp4?sig=1');
    // jsdom plays no media: the calls are recorded.
    const calls: string[] = [];
    video.pause = () => void calls.push('pause');
    video.load = () => void calls.push('load');
    frame.append(video);
    document.body.append(frame);
    dropFirstFrame();
    expect(document.getElementById(FIRST_FRAME_ID)).toBeNull();
    expect(video.hasAttribute('src')).toBe(false);
    expect(calls).toEqual(['pause', 'load']);
    // Nothing there: nothing to do.
    expect(() => dropFirstFrame()).not.toThrow();
  });

  it('the config answer is taken once', () => {
    const w = window as unknown as { __cutroomConfig?: Promise<Response> };
    w.__cutroomConfig = Promise.resolve(json({}));
    expect(takePreloadedConfig()).toBeInstanceOf(Promise);
    expect(takePreloadedConfig()).toBeUndefined();
  });

  it('apiCall uses a preloaded answer for the first attempt, checked like a fresh one', async () => {
    const calls: string[] = [];
    configureApiClient({
      apiBase: '',
      retryBaseDelayMs: 1,
      fetch: async (input) => {
        calls.push(String(input));
        return json(health);
      },
    });
    expect(await apiCall(getHealth, undefined, { preloaded: Promise.resolve(json(health)) })).toEqual(health);
    expect(calls).toEqual([]);
    // A preloaded 429 is retried over the network.
    const retried = await apiCall(getHealth, undefined, {
      preloaded: Promise.resolve(json({ error: { code: 'RATE_LIMITED', message: 'slow' } }, 429)),
    });
    expect(retried).toEqual(health);
    expect(calls).toEqual(['/api/health']);
    // A preloaded answer that breaks the contract is an error, not data.
    await expect(
      apiCall(getHealth, undefined, { preloaded: Promise.resolve(json({ nope: true })) }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
