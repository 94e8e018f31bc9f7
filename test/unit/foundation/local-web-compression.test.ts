/**
 * The local server sends the built SPA's text files gzip-compressed when the browser accepts it, as CloudFront
 * does (`compress: true`): a throttled load locally downloads what a phone downloads in the cloud.
 */
import type { IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedBody } from '../../../infra/local/web';

const request = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }) as IncomingMessage;
const body = Buffer.from('export const a = 1;\n'.repeat(200));

describe('serving the built SPA locally', () => {
  it('sends JavaScript gzip-compressed to a browser that accepts gzip', () => {
    const sent = compressedBody(new Map(), '/dist/assets/review-abc.js', body, request('gzip, deflate, br'));
    expect(sent.encoding).toBe('gzip');
    expect(sent.body.length).toBeLessThan(body.length / 10);
    expect(gunzipSync(sent.body).equals(body)).toBe(true);
  });

  it('sends the file as it is without accept-encoding, and never compresses images or video', () => {
    expect(compressedBody(new Map(), '/dist/index.html', body, request()).encoding).toBeUndefined();
    const image = compressedBody(new Map(), '/dist/assets/logo.png', body, request('gzip'));
    expect(image.encoding).toBeUndefined();
    expect(image.body).toBe(body);
  });
});
