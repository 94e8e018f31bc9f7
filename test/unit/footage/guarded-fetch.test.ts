import { describe, expect, it } from 'vitest';
import {
  FetchRefusedError,
  guardedFetch,
  publicAddressGuard,
  type AddressLookup,
} from '../../../functions/platform/http/guarded-fetch';
import { isPublicAddress } from '../../../functions/platform/http/public-address';
import { footageRequest } from '../../../functions/footage/footage-http';
import { FootageRefusedError } from '../../../functions/footage/footage-port';

describe('public addresses: what a server-side fetch may connect to', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.1',
    '10.0.0.5',
    '172.16.4.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    '2002:a9fe:a9fe::1',
    'fd00:ec2::254',
  ])('%s is refused', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    '%s is allowed',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

const lookupOf =
  (table: Record<string, string[]>): AddressLookup =>
  async (host) =>
    table[host] ?? [];

function fakeFetch(answers: Record<string, Response | (() => Response)>) {
  const requested: string[] = [];
  const impl: typeof fetch = async (input) => {
    const url = String(input);
    requested.push(url);
    const answer = answers[url];
    if (!answer) throw new Error(`unexpected request ${url}`);
    return typeof answer === 'function' ? answer() : answer;
  };
  return { impl, requested };
}

const redirect = (location: string) => new Response(null, { status: 302, headers: { location } });

describe('the guarded fetch of a pasted link', () => {
  const guard = publicAddressGuard({
    lookup: lookupOf({
      'cdn.example.com': ['93.184.215.14'],
      'internal.example.com': ['10.1.2.3'],
      'sneaky.example.com': ['93.184.215.14', '127.0.0.1'],
    }),
    maxRedirects: 2,
  });

  it('fetches a public https host', async () => {
    const { impl } = fakeFetch({ 'https://cdn.example.com/cut.mov': new Response('ok') });
    const { response } = await guardedFetch('https://cdn.example.com/cut.mov', guard, { fetchImpl: impl });
    expect(await response.text()).toBe('ok');
  });

  it.each([
    'https://127.0.0.1/cut.mov',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/cut.mov',
    'https://internal.example.com/cut.mov',
    'https://sneaky.example.com/cut.mov',
    'http://cdn.example.com/cut.mov',
    'https://cdn.example.com:8443/cut.mov',
    'https://nowhere.example.com/cut.mov',
  ])('refuses %s before any request', async (link) => {
    const { impl, requested } = fakeFetch({});
    await expect(guardedFetch(link, guard, { fetchImpl: impl })).rejects.toBeInstanceOf(FetchRefusedError);
    expect(requested).toEqual([]);
  });

  it.each([
    'http://127.0.0.1:9000/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://internal.example.com/',
  ])('refuses a redirect to %s without requesting it', async (target) => {
    const { impl, requested } = fakeFetch({ 'https://cdn.example.com/cut.mov': redirect(target) });
    await expect(
      guardedFetch('https://cdn.example.com/cut.mov', guard, { fetchImpl: impl }),
    ).rejects.toBeInstanceOf(FetchRefusedError);
    expect(requested).toEqual(['https://cdn.example.com/cut.mov']);
  });

  it('stops after the hop limit', async () => {
    const { impl, requested } = fakeFetch({
      'https://cdn.example.com/a': redirect('/b'),
      'https://cdn.example.com/b': redirect('/c'),
      'https://cdn.example.com/c': redirect('/d'),
    });
    await expect(guardedFetch('https://cdn.example.com/a', guard, { fetchImpl: impl })).rejects.toThrow(
      'Too many redirects',
    );
    expect(requested).toHaveLength(3);
  });

  it('allows a configured stand-in origin as it is, and nothing else on that host', async () => {
    const local = publicAddressGuard({ allowedOrigins: ['http://127.0.0.1:4030'] });
    const { impl } = fakeFetch({ 'http://127.0.0.1:4030/web/cut.mov': redirect('http://127.0.0.1:4031/') });
    await expect(
      guardedFetch('http://127.0.0.1:4030/web/cut.mov', local, { fetchImpl: impl }),
    ).rejects.toThrow(/Not https/);
  });
});

describe('the guarded fetch connects to the address it checked', () => {
  it('refuses on the import path a name whose DNS answer turns from public to 127.0.0.1 between the check and the connection', async () => {
    const answers = [['93.184.215.14'], ['127.0.0.1']];
    const asked: string[] = [];
    const rebinding: AddressLookup = async (host) => {
      asked.push(host);
      return answers.shift() ?? ['127.0.0.1'];
    };
    const http = { guard: publicAddressGuard({ lookup: rebinding }) };
    const refusal = await footageRequest(http, 'https://rebind.example.com/cut.mov').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(FootageRefusedError);
    expect((refusal as Error).message).toBe(
      'rebind.example.com resolves to an address not allowed: 127.0.0.1',
    );
    // The first answer passed the early check; the connection asked again and judged its own answer.
    expect(asked).toEqual(['rebind.example.com', 'rebind.example.com']);
  });
});
