/**
 * THE outbound guard: which addresses a server-side request may reach, the URL forms refused before any
 * lookup, the names refused by what they resolve to, and the one local exception (exact loopback origins).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  checkOutboundUrl,
  postGuarded,
  type OutboundPolicy,
} from '../../../functions/platform/http/outbound-guard';
import { isPublicAddress } from '../../../functions/platform/http/public-address';

const none: OutboundPolicy = { localOrigins: [], resolve: async () => ['93.184.216.34'] };
const resolvingTo = (address: string): OutboundPolicy => ({
  localOrigins: [],
  resolve: async () => [address],
});

describe('the outbound guard', () => {
  it('lets only public unicast addresses through (the one address list it shares with every server-side fetch)', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      'not-an-ip',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses http, credentials, loopback, metadata and private literals before any lookup', async () => {
    for (const [url, reason] of [
      ['http://hooks.example.com/x', 'Only https URLs are allowed'],
      ['https://user:pw@hooks.example.com/x', 'A URL with credentials is not allowed'],
      ['https://127.0.0.1/x', 'Address not allowed: 127.0.0.1'],
      ['https://169.254.169.254/latest/meta-data', 'Address not allowed: 169.254.169.254'],
      ['https://10.2.3.4/x', 'Address not allowed: 10.2.3.4'],
      ['https://[::1]/x', 'Address not allowed: ::1'],
      ['https://localhost/x', 'Host not allowed: localhost'],
      ['https://metadata.google.internal/x', 'Host not allowed: metadata.google.internal'],
      ['ftp://hooks.example.com/x', 'Only https URLs are allowed'],
    ] as const)
      await expect(checkOutboundUrl(url, none), url).rejects.toThrow(reason);
  });

  it('refuses a name that resolves to a private, loopback or metadata address', async () => {
    for (const address of ['10.0.0.5', '127.0.0.1', '169.254.169.254', '::1', '192.168.10.10'])
      await expect(checkOutboundUrl('https://hooks.example.com/x', resolvingTo(address))).rejects.toThrow(
        `hooks.example.com resolves to an address not allowed: ${address}`,
      );
    await expect(checkOutboundUrl('https://hooks.example.com/x', none)).resolves.toBeInstanceOf(URL);
  });

  it('lets http to loopback through only for an exact listed local origin', async () => {
    const server = createServer((_req, res) => res.writeHead(204).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const local: OutboundPolicy = { localOrigins: [origin] };
      const answer = await postGuarded(
        `${origin}/hooks/a`,
        { headers: {}, body: '{}', timeoutMs: 2000 },
        local,
      );
      expect(answer.status).toBe(204);
      // Another port of the same host, or no listed origin at all: refused.
      await expect(
        postGuarded('http://127.0.0.1:9/hooks/a', { headers: {}, body: '{}', timeoutMs: 2000 }, local),
      ).rejects.toThrow('Only https URLs are allowed');
      await expect(
        postGuarded(`${origin}/hooks/a`, { headers: {}, body: '{}', timeoutMs: 2000 }, { localOrigins: [] }),
      ).rejects.toThrow('Only https URLs are allowed');
    } finally {
      server.close();
    }
  });

  it('checks the address again in the socket lookup when it sends (a rebinding name is refused)', async () => {
    await expect(
      postGuarded(
        'https://rebind.example.com/x',
        { headers: {}, body: '{}', timeoutMs: 2000 },
        resolvingTo('169.254.169.254'),
      ),
    ).rejects.toThrow('rebind.example.com resolves to an address not allowed: 169.254.169.254');
  });
});
