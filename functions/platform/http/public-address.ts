/**
 * Which IP addresses a server-side fetch may connect to: public unicast only. Refused: loopback, private
 * (RFC 1918, unique-local fc00::/7), link-local (169.254/16 — the cloud metadata service — and fe80::/10),
 * carrier-grade NAT (100.64/10), 0/8, multicast, reserved and documentation ranges, and IPv4 reached through
 * IPv6 (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), judged by the IPv4 inside.
 */
import { isIP } from 'node:net';

type V4Range = readonly [base: number, bits: number];

function v4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

const V4_BLOCKED: readonly V4Range[] = (
  [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.88.99.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const
).map(([base, bits]) => [v4(base) ?? 0, bits] as const);

function inV4Range(address: number, [base, bits]: V4Range): boolean {
  const size = 2 ** (32 - bits);
  return Math.floor(address / size) === Math.floor(base / size);
}

function isPublicV4(text: string): boolean {
  const value = v4(text);
  return value !== null && !V4_BLOCKED.some((range) => inV4Range(value, range));
}

/** The eight 16-bit groups of an IPv6 address (with an embedded dotted IPv4 tail expanded). */
function v6Groups(text: string): number[] | null {
  let address =
    text
      .toLowerCase()
      .replace(/^\[|\]$/g, '')
      .split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (tail) {
    const value = v4(tail);
    if (value === null) return null;
    address = `${address.slice(0, -tail.length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = '', rest] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const missing = 8 - headGroups.length - restGroups.length;
  if (address.includes('::') ? missing < 1 : missing !== 0) return null;
  const groups = [
    ...headGroups,
    ...Array<string>(address.includes('::') ? missing : 0).fill('0'),
    ...restGroups,
  ];
  const values = groups.map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN));
  return values.some(Number.isNaN) ? null : values;
}

function v4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

function isPublicV6(text: string): boolean {
  const g = v6Groups(text);
  if (!g) return false;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, h7 = 0, h8 = 0] = g;
  if (g.every((x) => x === 0)) return false; // ::
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0 && h7 === 0 && h8 === 1) return false; // ::1
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && (f === 0xffff || f === 0))
    return isPublicV4(v4FromGroups(h7, h8)); // IPv4-mapped and -compatible
  if (a === 0x64 && b === 0xff9b) return isPublicV4(v4FromGroups(h7, h8)); // NAT64
  if (a === 0x2002) return isPublicV4(v4FromGroups(b, c)); // 6to4
  if ((a & 0xfe00) === 0xfc00) return false; // unique local
  if ((a & 0xffc0) === 0xfe80) return false; // link-local
  if ((a & 0xff00) === 0xff00) return false; // multicast
  if (a === 0x2001 && b === 0x0db8) return false; // documentation
  if (a === 0x0100 && b === 0 && c === 0 && d === 0) return false; // discard
  return true;
}

/** Whether a literal IP address is one a server-side fetch may reach. Not an IP at all: false. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address.replace(/^\[|\]$/g, '').split('%')[0] ?? '');
  if (family === 4) return isPublicV4(address);
  if (family === 6) return isPublicV6(address);
  return false;
}
