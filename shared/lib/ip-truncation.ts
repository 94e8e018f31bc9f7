/**
 * The reviewer's IP as recorded on a note (privacy, DESIGN departures): IPv4 truncated to its /24 (last
 * octet 0), IPv6 to its /48 (first three groups, then '::'). IPv4-mapped IPv6 addresses are treated as IPv4.
 * Anything unparseable is recorded as '0.0.0.0' (the spec's placeholder zeros).
 */
export const UNKNOWN_IP = '0.0.0.0';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEXTET = /^[0-9a-fA-F]{1,4}$/;

function truncateIpv4(ip: string): string | null {
  const m = IPV4.exec(ip);
  if (!m) return null;
  const octets = m.slice(1, 4).map(Number);
  if (octets.some((o) => o > 255) || Number(m[4]) > 255) return null;
  return `${octets.join('.')}.0`;
}

/** Expand an IPv6 address into its 8 groups; `null` if it is not one. An embedded IPv4 tail is accepted. */
function ipv6Groups(ip: string): number[] | null {
  const halves = ip.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes('.')) {
        const m = IPV4.exec(piece);
        if (!m) return null;
        const o = m.slice(1).map(Number);
        if (o.some((x) => x > 255)) return null;
        groups.push(((o[0] ?? 0) << 8) | (o[1] ?? 0), ((o[2] ?? 0) << 8) | (o[3] ?? 0));
      } else {
        if (!HEXTET.test(piece)) return null;
        groups.push(parseInt(piece, 16));
      }
    }
    return groups;
  };
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

export function truncateIp(ip: string | null | undefined): string {
  const value = (ip ?? '').trim().replace(/%.*$/, '');
  const v4 = truncateIpv4(value);
  if (v4) return v4;
  const groups = ipv6Groups(value.toLowerCase());
  if (!groups) return UNKNOWN_IP;
  const isMappedV4 = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMappedV4) {
    const a = groups[6] ?? 0;
    const b = groups[7] ?? 0;
    return `${a >> 8}.${a & 0xff}.${b >> 8}.0`;
  }
  return `${groups
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(':')}::`;
}
