/**
 * The thumbnail fetch guard (against SSRF): allowed hosts only, no redirect off them, image types only,
 * bounded size. The network is a fake `fetch` that records every URL asked for.
 */
import { describe, expect, it } from 'vitest';
import {
  fetchThumbnailGuarded,
  isGoogleThumbnailUrl,
  sameOriginAs,
  storableImageType,
  thumbnailPolicy,
  ThumbnailRefusedError,
} from '../../../functions/google-drive/thumbnail-fetch';

type Answer = { status?: number; headers?: Record<string, string>; body?: Uint8Array<ArrayBuffer> | string };

function fakeFetch(answers: Record<string, Answer>) {
  const asked: string[] = [];
  const sentHeaders: Array<Record<string, string>> = [];
  const impl = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = String(input);
    asked.push(url);
    sentHeaders.push({ ...(init?.headers as Record<string, string>) });
    expect(init?.redirect).toBe('manual');
    const answer = answers[url];
    if (!answer) return new Response('nope', { status: 404 });
    return new Response(answer.body ?? null, { status: answer.status ?? 200, headers: answer.headers ?? {} });
  }) as typeof fetch;
  return { impl, asked, sentHeaders };
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const GOOGLE = 'https://lh3.googleusercontent.com/drive-storage/abc=s220';
const cloud = thumbnailPolicy(undefined, { maxBytes: 100 });
const local = thumbnailPolicy('http://127.0.0.1:4010/', { maxBytes: 100 });

describe('allowed hosts', () => {
  it("accepts Google's thumbnail hosts over HTTPS only", () => {
    expect(isGoogleThumbnailUrl(new URL(GOOGLE))).toBe(true);
    expect(isGoogleThumbnailUrl(new URL('https://drive.google.com/thumbnail?id=x'))).toBe(true);
    expect(isGoogleThumbnailUrl(new URL('http://lh3.googleusercontent.com/x'))).toBe(false);
    expect(isGoogleThumbnailUrl(new URL('https://googleusercontent.com.evil.test/x'))).toBe(false);
    expect(isGoogleThumbnailUrl(new URL('https://evilgoogleusercontent.com/x'))).toBe(false);
    expect(isGoogleThumbnailUrl(new URL('https://lh3.googleusercontent.com:8443/x'))).toBe(false);
    expect(isGoogleThumbnailUrl(new URL('https://u:p@lh3.googleusercontent.com/x'))).toBe(false);
    expect(isGoogleThumbnailUrl(new URL('https://169.254.169.254/latest/meta-data'))).toBe(false);
  });

  it("accepts only the configured Drive root's origin locally", () => {
    const allowed = sameOriginAs('http://127.0.0.1:4010/drive');
    expect(allowed(new URL('http://127.0.0.1:4010/thumbnails/x?sz=s220'))).toBe(true);
    expect(allowed(new URL('http://127.0.0.1:4011/thumbnails/x'))).toBe(false);
    expect(allowed(new URL('http://localhost:4010/thumbnails/x'))).toBe(false);
    expect(allowed(new URL('https://127.0.0.1:4010/thumbnails/x'))).toBe(false);
    expect(local.isAllowed(new URL(GOOGLE))).toBe(false);
    expect(cloud.isAllowed(new URL('http://127.0.0.1:4010/thumbnails/x'))).toBe(false);
  });
});

describe('fetchThumbnailGuarded', () => {
  it('answers the bytes and the image type from an allowed host', async () => {
    const net = fakeFetch({ [GOOGLE]: { headers: { 'content-type': 'image/jpeg; charset=x' }, body: JPEG } });
    const got = await fetchThumbnailGuarded(GOOGLE, cloud, { fetchImpl: net.impl });
    expect(got.contentType).toBe('image/jpeg');
    expect([...got.body]).toEqual([...JPEG]);
  });

  it('never asks a host off the list', async () => {
    const net = fakeFetch({});
    await expect(
      fetchThumbnailGuarded('http://10.0.0.5/admin', cloud, { fetchImpl: net.impl }),
    ).rejects.toBeInstanceOf(ThumbnailRefusedError);
    await expect(fetchThumbnailGuarded('not a url', cloud, { fetchImpl: net.impl })).rejects.toBeInstanceOf(
      ThumbnailRefusedError,
    );
    expect(net.asked).toEqual([]);
  });

  it('follows a redirect to an allowed host and refuses one off the list before requesting it', async () => {
    const next = 'https://lh4.googleusercontent.com/next';
    const ok = fakeFetch({
      [GOOGLE]: { status: 302, headers: { location: next } },
      [next]: { headers: { 'content-type': 'image/png' }, body: JPEG },
    });
    expect((await fetchThumbnailGuarded(GOOGLE, cloud, { fetchImpl: ok.impl })).contentType).toBe(
      'image/png',
    );
    expect(ok.asked).toEqual([GOOGLE, next]);

    const off = fakeFetch({
      [GOOGLE]: { status: 301, headers: { location: 'http://127.0.0.1:9999/internal' } },
    });
    await expect(fetchThumbnailGuarded(GOOGLE, cloud, { fetchImpl: off.impl })).rejects.toThrow(
      /Host not allowed/,
    );
    expect(off.asked).toEqual([GOOGLE]);
  });

  it('stops after the redirect budget', async () => {
    const a = 'https://lh3.googleusercontent.com/a';
    const b = 'https://lh3.googleusercontent.com/b';
    const loop = fakeFetch({
      [a]: { status: 302, headers: { location: b } },
      [b]: { status: 302, headers: { location: a } },
    });
    await expect(fetchThumbnailGuarded(a, cloud, { fetchImpl: loop.impl })).rejects.toThrow(/Too many/);
    expect(loop.asked).toHaveLength(cloud.maxRedirects + 1);
  });

  it('sends credentials to the first origin only', async () => {
    const next = 'https://lh4.googleusercontent.com/next';
    const net = fakeFetch({
      [GOOGLE]: { status: 302, headers: { location: next } },
      [next]: { headers: { 'content-type': 'image/jpeg' }, body: JPEG },
    });
    await fetchThumbnailGuarded(GOOGLE, cloud, {
      fetchImpl: net.impl,
      headers: { authorization: 'Bearer t' },
    });
    expect(net.sentHeaders).toEqual([{ authorization: 'Bearer t' }, {}]);
  });

  it('stores only raster image types', async () => {
    for (const type of ['text/html', 'application/json', 'image/svg+xml', '', 'image/']) {
      const net = fakeFetch({ [GOOGLE]: { headers: type ? { 'content-type': type } : {}, body: JPEG } });
      await expect(fetchThumbnailGuarded(GOOGLE, cloud, { fetchImpl: net.impl })).rejects.toThrow(
        /Not an image/,
      );
    }
    expect(storableImageType('IMAGE/WEBP')).toBe('image/webp');
    expect(storableImageType('image/svg+xml; charset=utf-8')).toBeNull();
  });

  it('refuses a body over the cap, whether declared or not', async () => {
    const big = new Uint8Array(101);
    const declared = fakeFetch({
      [GOOGLE]: { headers: { 'content-type': 'image/jpeg', 'content-length': '101' }, body: big },
    });
    await expect(fetchThumbnailGuarded(GOOGLE, cloud, { fetchImpl: declared.impl })).rejects.toThrow(
      /larger than 100/,
    );
    const undeclared = fakeFetch({ [GOOGLE]: { headers: { 'content-type': 'image/jpeg' }, body: big } });
    await expect(fetchThumbnailGuarded(GOOGLE, cloud, { fetchImpl: undeclared.impl })).rejects.toThrow(
      /larger than 100/,
    );
    const exact = fakeFetch({ [GOOGLE]: { headers: { 'content-type': 'image/jpeg' }, body: big.slice(1) } });
    expect((await fetchThumbnailGuarded(GOOGLE, cloud, { fetchImpl: exact.impl })).body).toHaveLength(100);
  });

  it('reports an error answer with its status (for the Drive error mapping and retries)', async () => {
    const net = fakeFetch({ [GOOGLE]: { status: 503, body: 'busy' } });
    await expect(fetchThumbnailGuarded(GOOGLE, cloud, { fetchImpl: net.impl })).rejects.toMatchObject({
      status: 503,
    });
  });
});
