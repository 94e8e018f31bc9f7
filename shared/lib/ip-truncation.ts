/**
 * The reviewer's IP as recorded on a note (privacy, DESIGN departures): IPv4 truncated to its /24 (last
 * octet 0), IPv6 to its /48 (first three groups, then '::'). IPv4-mapped IPv6 addresses are treated as IPv4.
 * Anything unparseable is recorded as '0.0.0.0' (the spec's placeholder zeros).
 */
export const UNKNOWN_IP = '0.0.0.0';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEXTET = /^[0-9a-fA-F]{1,4}$/;

type Octets = readonly [number, number, number, number];

/** The four octets of a dotted IPv4 address; `null` if it is not one. */
function parseIpv4(ip: string): Octets | null {
  const m = IPV4.exec(ip);
  if (!m) return null;
  const octets = m.slice(1, 5).map(Number);
  return octets.every((o) => o <= 255) ? (octets as unknown as Octets) : null;
}

/** The groups of one side of '::' (an IPv4 tail counts as two groups); `null` if malformed. */
function parseGroups(part: string): number[] | null {
  if (part === '') return [];
  const groups: number[] = [];
  const pieces = part.split(':');
  for (const [i, piece] of pieces.entries()) {
    if (i === pieces.length - 1 && piece.includes('.')) {
      const o = parseIpv4(piece);
      if (!o) return null;
      groups.push(o[0] * 256 + o[1], o[2] * 256 + o[3]);
    } else if (HEXTET.test(piece)) {
      groups.push(parseInt(piece, 16));
    } else {
      return null;
    }
  }
  return groups;
}

/** Expand an IPv6 address into its 8 groups; `null` if it is not one. */
function parseIpv6(ip: string): number[] | null {
  const halves = ip.split('::');
  if (halves.length > 2) return null;
  const [first, second] = halves as [string, string | undefined];
  const head = parseGroups(first);
  if (!head) return null;
  if (second === undefined) return head.length === 8 ? head : null;
  const tail = parseGroups(second);
  if (!tail) return null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

export function truncateIp(ip: string | null | undefined): string {
  const value = (ip ?? '').trim().replace(/%.*$/, '');
  const v4 = parseIpv4(value);
  if (v4) return `${v4[0]}.${v4[1]}.${v4[2]}.0`;
  const groups = parseIpv6(value.toLowerCase());
  if (!groups) return UNKNOWN_IP;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    // IPv4-mapped (::ffff:a.b.c.d): record the IPv4 /24.
    return `${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.0`;
  }
  return `${[g0, g1, g2].map((g) => g.toString(16)).join(':')}::`;
}
